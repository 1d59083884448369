import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeIcsText, foldLine, icsCalendar, icsDateTime } from "./ics";

const event = {
  uid: "tournament-c650a07a@league.example",
  start: new Date("2026-07-25T13:00:00Z"),
  end: new Date("2026-07-25T16:00:00Z"),
  summary: "Season Opener: Steppe Clash, Almaty; night one",
  description: `Line one\nLine two — ${"очень длинное описание турнира ".repeat(6)}`,
  location: "Almaty Arena, Almaty, Kazakhstan",
  url: "https://league.example/tournament/c650a07a",
  updated: new Date("2026-07-01T09:30:00Z"),
};

describe("iCalendar", () => {
  it("writes UTC times, escapes text and folds long lines at 75 octets without splitting characters", () => {
    expect(icsDateTime(new Date("2026-12-05T13:00:00.000Z"))).toBe("20261205T130000Z");
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const folded = foldLine(`DESCRIPTION:${"ж".repeat(100)}`);
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((line, index) => (index === 0 ? line : line.slice(1)))
        .join(""),
    ).toBe(`DESCRIPTION:${"ж".repeat(100)}`);
  });

  it("round-trips through a real parser: start, summary, description, location, uid and the feed's refresh hints", () => {
    const text = icsCalendar({
      prodId: "-//League//Events//EN",
      name: "League — Events",
      refreshMinutes: 60,
      events: [event],
    });
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT1H");
    expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT1H");
    const parsed = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.location).toBe(event.location);
    expect(parsed.startDate.toJSDate().toISOString()).toBe("2026-07-25T13:00:00.000Z");
    expect(parsed.endDate.toJSDate().toISOString()).toBe("2026-07-25T16:00:00.000Z");
  });
});
