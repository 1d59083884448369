// Live messages between instances through PostgreSQL's own notification channel: one dedicated connection LISTENs
// (a pooled connection cannot: LISTEN belongs to a session), sends go through the ordinary pool. When the listening
// connection drops it reconnects with back-off, LISTENs again, and `recover` replays what was missed meanwhile.
import pg from "pg";
import type { LiveMessage, LiveTransport } from "./live-bus.server.ts";

export const LIVE_CHANNEL = "league_live";

export interface TransportHooks {
  /** This instance's id: its own messages come back on the channel and are skipped. */
  instanceId: string;
  deliver(message: LiveMessage): void;
  /** Called after every reconnect (not the first connect), once listening again. */
  recover(): Promise<void>;
  log(level: "info" | "warn", message: string): void;
}

export interface Envelope {
  from: string;
  message: LiveMessage;
}

/** Parses a payload from the channel; anything malformed is dropped rather than crashing the listener. */
export function openEnvelope(payload: string | undefined, instanceId: string): LiveMessage | null {
  try {
    const envelope = JSON.parse(payload ?? "") as Envelope;
    if (envelope.from === instanceId || typeof envelope.message?.type !== "string") return null;
    return envelope.message;
  } catch {
    return null;
  }
}

export function createPostgresLiveTransport(
  options: { databaseUrl: string; send: (channel: string, payload: string) => Promise<unknown> } & TransportHooks,
): LiveTransport & { ready: Promise<void>; connection(): pg.Client | null } {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;
  let connectedOnce = false;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  async function connect() {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.databaseUrl, keepAlive: true });
    // Either event means the session (and its LISTEN) is gone: start over on a new one.
    const lost = (reason: string) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners("notification");
      next.end().catch(() => {});
      if (!closed) {
        options.log("warn", `live transport: PostgreSQL listener lost (${reason}); reconnecting`);
        setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, 5_000);
      }
    };
    next.on("error", (error) => lost(error.message));
    next.on("end", () => lost("connection ended"));
    next.on("notification", (notification) => {
      const message = openEnvelope(notification.payload, options.instanceId);
      if (message) options.deliver(message);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${LIVE_CHANNEL}`);
    } catch (error) {
      lost((error as Error).message);
      return;
    }
    retryMs = 250;
    if (connectedOnce) {
      options.log("info", "live transport: PostgreSQL listener back; recovering missed events");
      await options
        .recover()
        .catch((error: Error) => options.log("warn", `live transport: recovery failed (${error.message})`));
    }
    connectedOnce = true;
    resolveReady();
  }

  void connect();
  return {
    kind: "postgres",
    ready,
    connection: () => client,
    send(message) {
      const payload = JSON.stringify({ from: options.instanceId, message } satisfies Envelope);
      options
        .send(LIVE_CHANNEL, payload)
        .catch((error: Error) => options.log("warn", `live transport: NOTIFY failed (${error.message})`));
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
