// GET /api/v1/live/stream: this instance's one hub (fed by the live bus) and the Server-Sent Events response per viewer.
// The response bypasses the page cache (UNCACHED_PREFIXES) and compression (hono's filter skips text/event-stream).
import { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import { db } from "../db/database.server.ts";
import { onLiveMessage } from "./live-bus.server.ts";
import { LiveHub } from "./live-hub.server.ts";
import { newestEventId, readBoutStates, readEventsAfter } from "./live-reads.server.ts";
import { resumePoint } from "./sse-frames.ts";

/** A viewer this far behind (bytes queued, unsent) is dropped: its browser reconnects and resumes from its last id. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

const globalForHub = globalThis as typeof globalThis & { __leagueLiveHub?: LiveHub };

export const liveHub = (globalForHub.__leagueLiveHub ??= (() => {
  const hub = new LiveHub({
    newestEventId: () => newestEventId(db),
    eventsAfter: (afterId, limit) => readEventsAfter(db, afterId, limit),
    states: (boutIds) => readBoutStates(db, boutIds),
  });
  onLiveMessage((message) => hub.onMessage(message));
  return hub;
})());

const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  // Proxies such as nginx buffer responses unless told not to.
  "X-Accel-Buffering": "no",
};

// The middlewares see this shared marker response: no-store keeps the caching layers from touching it.
RESPONSE_ALREADY_SENT.headers.set("Cache-Control", "no-store");

const resumeOf = (c: Context) => resumePoint(c.req.header("Last-Event-ID"), c.req.query("last_event_id"));

/**
 * Under @hono/node-server the stream writes straight to the socket's response: the same bytes go to thousands of
 * viewers each second, and Node's `write` costs far less per viewer than a web ReadableStream's promise chain.
 * Elsewhere (development, tests) a ReadableStream carries it.
 */
export function liveStreamResponse(c: Context): Response {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? directStream(c, outgoing) : webStream(c);
}

/** How one viewer's bytes go out: `write` answers false once the viewer is too far behind. */
interface Transport {
  write(chunk: Uint8Array): boolean;
  end(): void;
}

/**
 * Joins the hub for one viewer and answers the function to call when the viewer goes away. Joining is asynchronous:
 * whichever of joining and leaving comes second drops the subscription.
 */
function joinHub(c: Context, transport: Transport): () => void {
  let remove: (() => void) | null = null;
  let closed = false;
  const sink = {
    write: (chunk: Uint8Array) => !closed && transport.write(chunk),
    close() {
      closed = true;
      transport.end();
    },
  };
  void liveHub.connect(sink, resumeOf(c)).then(
    (drop) => {
      remove = drop;
      if (closed) drop();
    },
    () => sink.close(),
  );
  return () => {
    if (closed) return;
    closed = true;
    remove?.();
  };
}

function directStream(c: Context, outgoing: ServerResponse): Response {
  outgoing.writeHead(200, STREAM_HEADERS);
  outgoing.flushHeaders();
  outgoing.socket?.setNoDelay(true);
  const leave = joinHub(c, {
    write(chunk) {
      outgoing.write(chunk);
      return outgoing.writableLength <= MAX_BACKLOG_BYTES;
    },
    end: () => outgoing.end(),
  });
  outgoing.once("close", leave);
  // Tells @hono/node-server the response is already being written (a Response made before it replaced the global one).
  return RESPONSE_ALREADY_SENT;
}

function webStream(c: Context): Response {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
      },
      // Only after the response has been handed out, so `leave` is set by then.
      cancel: () => leave(),
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  const leave = joinHub(c, {
    write(chunk) {
      try {
        controller.enqueue(chunk);
      } catch {
        return false;
      }
      return (controller.desiredSize ?? 0) > -MAX_BACKLOG_BYTES;
    },
    end() {
      try {
        controller.close();
      } catch {
        // Already closed by the browser going away.
      }
    },
  });
  c.req.raw.signal?.addEventListener("abort", leave, { once: true });
  return new Response(stream, { headers: STREAM_HEADERS });
}
