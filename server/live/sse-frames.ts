// Server-Sent Events framing (https://html.spec.whatwg.org/multipage/server-sent-events.html), pure so it is tested
// exactly: one frame per message, `id:` the bout event id, `data:` one line of JSON.

export interface SseMessage {
  id?: number;
  event?: string;
  data: unknown;
}

export function sseFrame({ id, event, data }: SseMessage): string {
  let frame = "";
  if (event) frame += `event: ${event}\n`;
  if (id !== undefined) frame += `id: ${id}\n`;
  // JSON.stringify escapes newlines inside strings, so the data is one line and needs no splitting.
  return `${frame}data: ${JSON.stringify(data)}\n\n`;
}

/**
 * The heartbeat: a `time` message with the server's clock. It keeps proxies and the browser from timing the connection
 * out, and gives every client a fresh reading of the server's time while nothing is scored, so a late first reading
 * (the `hello` handled while a busy phone rendered the page) cannot leave the projected round clock behind for long.
 */
export const sseTime = (now: Date) => sseFrame({ event: "time", data: { server_time: now.toISOString() } });

/** How long the browser waits before reconnecting after the connection drops (ms). */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

/**
 * Where a viewer resumes: the `Last-Event-ID` header an EventSource sends when it reconnects, else the `last_event_id`
 * query parameter (a page opens the stream at the position it was rendered at). Anything but a non-negative integer is
 * ignored: the viewer then starts at "now".
 */
export function resumePoint(header: string | null | undefined, query: string | null | undefined): number | null {
  for (const value of [header, query]) {
    const text = value?.trim();
    if (text && /^\d{1,15}$/.test(text)) return Number(text);
  }
  return null;
}
