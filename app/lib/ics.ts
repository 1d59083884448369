// iCalendar (RFC 5545) for "add to calendar" files and the subscribable events feed. Times are UTC ("Z"),
// which every calendar app converts to the reader's zone, so no VTIMEZONE is needed.

export interface IcsEvent {
  /** Stable across downloads and feed refreshes, so apps update the event instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  /** When the record last changed: DTSTAMP and LAST-MODIFIED, so the same data gives the same bytes. */
  updated: Date;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** Revision of the event (RFC 5545 §3.8.7.4): apps replace their copy when it grows. Left out means 0. */
  sequence?: number;
}

export interface IcsCalendar {
  prodId: string;
  name?: string;
  description?: string;
  /** For subscribed feeds: how often apps should fetch again. */
  refreshMinutes?: number;
  events: IcsEvent[];
}

/** `20261205T130000Z` */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets continue on the next line after a space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  let limit = 75;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
      // Continuation lines start with a space, which counts toward their 75 octets.
      limit = 74;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function duration(minutes: number): string {
  return minutes % 60 === 0 ? `PT${minutes / 60}H` : `PT${minutes}M`;
}

function eventLines(event: IcsEvent): string[] {
  const optional = (name: string, value: string | null | undefined) =>
    value ? [`${name}:${escapeIcsText(value)}`] : [];
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.updated)}`,
    ...(event.sequence ? [`SEQUENCE:${event.sequence}`] : []),
    `LAST-MODIFIED:${icsDateTime(event.updated)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    ...optional("DESCRIPTION", event.description),
    ...optional("LOCATION", event.location),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.status ?? "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

export function icsCalendar(calendar: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${calendar.prodId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(calendar.name ? [`NAME:${escapeIcsText(calendar.name)}`, `X-WR-CALNAME:${escapeIcsText(calendar.name)}`] : []),
    ...(calendar.description
      ? [`DESCRIPTION:${escapeIcsText(calendar.description)}`, `X-WR-CALDESC:${escapeIcsText(calendar.description)}`]
      : []),
    ...(calendar.refreshMinutes
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${duration(calendar.refreshMinutes)}`,
          `X-PUBLISHED-TTL:${duration(calendar.refreshMinutes)}`,
        ]
      : []),
    ...calendar.events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
