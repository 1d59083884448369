// Live messages between the writes and the viewers. This process's listeners are called directly; the transport that
// carries messages to the other instances (PostgreSQL LISTEN/NOTIFY, or Redis pub/sub with REDIS_URL; see
// live-transport.server.ts) plugs in here, so code that publishes or listens never knows how many instances there are.
import { EventEmitter } from "node:events";

export type LiveMessage =
  /** A bout's live log grew (or an event was undone): viewers read events after the last id they have. */
  | { type: "bout"; bout_id: string; event_id: number }
  /** A bout was deleted (the admin API, the Results tab): viewers showing it reload. */
  | { type: "bout-removed"; bout_id: string; team_match_id: string }
  /** A team match was deleted with its bouts (the admin API, the Results tab): viewers showing it reload. */
  | { type: "team-match-removed"; team_match_id: string }
  /** Some write changed public data: every instance forgets its cached pages and queries. */
  | { type: "cache-clear" };

/** Carries this instance's messages to the others; what arrives from them comes back through `deliverLiveMessage`. */
export interface LiveTransport {
  readonly kind: "postgres" | "redis";
  send(message: LiveMessage): void;
  close(): Promise<void>;
}

const local = new EventEmitter();
// Thousands of stream viewers subscribe through one listener each instance, not one per viewer; still, no warning cap.
local.setMaxListeners(0);

let transport: LiveTransport | null = null;
let lastEventId = 0;

export function onLiveMessage(listener: (message: LiveMessage) => void): () => void {
  local.on("message", listener);
  return () => local.off("message", listener);
}

/** Delivers to this process's listeners now; the cross-instance transport, when there is one, forwards it to the others. */
export function publishLiveMessage(message: LiveMessage) {
  deliverLiveMessage(message);
  transport?.send(message);
}

/** A message from another instance (or found by a transport's recovery after an outage): to this process's listeners only. */
export function deliverLiveMessage(message: LiveMessage) {
  if (message.type === "bout" && message.event_id > lastEventId) lastEventId = message.event_id;
  local.emit("message", message);
}

/** The highest bout event id this process has heard of: a transport that was cut off recovers what came after it. */
export const lastDeliveredEventId = () => lastEventId;

export function setLiveTransport(next: LiveTransport | null) {
  transport = next;
}
