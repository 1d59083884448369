// The stream's fan-out: one bus listener per instance. For each published event the hub reads the log and the changed
// bouts' states once, frames them once, and writes the same bytes to every viewer — never one query per viewer.
// Viewers resuming after a drop (Last-Event-ID) get exactly the events after their id, then the live ones.
import type { BoutLiveState } from "../../app/lib/live/live-state.ts";
import type { LiveMessage } from "./live-bus.server.ts";
import { sseFrame, sseRetry, sseTime } from "./sse-frames.ts";

export interface StreamReader {
  newestEventId(): Promise<number>;
  eventsAfter(afterId: number, limit: number): Promise<{ id: number; bout_id: string }[]>;
  states(boutIds: string[]): Promise<Map<string, BoutLiveState>>;
}

/** Where a viewer's bytes go; `write` answers false when the viewer is too far behind to keep. */
export interface StreamSink {
  write(chunk: Uint8Array): boolean;
  close(): void;
}

interface Frame {
  id?: number;
  bytes: Uint8Array;
}

interface Viewer {
  sink: StreamSink;
  cursor: number;
  /** Frames broadcast while this viewer's replay was read; sent after it, skipping what the replay covered. */
  queue: Frame[] | null;
}

const encoder = new TextEncoder();

/** The message a viewer receives: the bout, the event (when it has one) and the bout's whole state after it. */
export function boutMessage(state: BoutLiveState, eventId: number | null) {
  return {
    bout_id: state.bout_id,
    team_match_id: state.team_match_id,
    event: state.events.find((event) => event.id === eventId) ?? null,
    state,
  };
}

export class LiveHub {
  readonly #reader: StreamReader;
  readonly #viewers = new Set<Viewer>();
  readonly #options: { batch: number; replayLimit: number; heartbeatMs: number; retryMs: number };
  #position: number | null = null;
  #starting: Promise<void> | null = null;
  #pumping: Promise<void> | null = null;
  #again = false;
  /** Bouts whose change carried no new id (an earlier event edited in place): re-read and sent without an id. */
  #touched = new Set<string>();
  #heartbeat: NodeJS.Timeout | null = null;
  /** Database reads made for broadcasts (not replays): the benchmark and tests check it stays per event, not per viewer. */
  broadcastReads = 0;

  constructor(reader: StreamReader, options: Partial<LiveHub["options"]> = {}) {
    this.#reader = reader;
    this.#options = { batch: 500, replayLimit: 1000, heartbeatMs: 5_000, retryMs: 1_000, ...options };
  }

  get options() {
    return this.#options;
  }

  get viewerCount() {
    return this.#viewers.size;
  }

  onMessage(message: LiveMessage) {
    if (message.type === "bout-removed" || message.type === "team-match-removed") {
      // Nothing left to read: every viewer is told which bout or team match went (no id: it is not in the log), once.
      const data =
        message.type === "bout-removed"
          ? { bout_id: message.bout_id, team_match_id: message.team_match_id }
          : { team_match_id: message.team_match_id };
      if (message.type === "bout-removed") this.#touched.delete(message.bout_id);
      if (this.#viewers.size > 0) this.#broadcast({ bytes: encoder.encode(sseFrame({ event: "removed", data })) });
      return;
    }
    if (message.type !== "bout") return;
    if (this.#position === null || this.#viewers.size === 0) {
      // Nobody to tell: only move on (a viewer who joins later and is behind replays from the database).
      if (this.#position !== null) this.#position = Math.max(this.#position, message.event_id);
      return;
    }
    if (message.event_id <= this.#position) this.#touched.add(message.bout_id);
    void this.#pump();
  }

  async #start() {
    this.#starting ??= this.#reader.newestEventId().then((id) => {
      this.#position = Math.max(this.#position ?? 0, id);
    });
    await this.#starting;
  }

  #pump(): Promise<void> {
    if (this.#pumping) {
      this.#again = true;
      return this.#pumping;
    }
    this.#pumping = (async () => {
      do {
        this.#again = false;
        try {
          await this.#pumpOnce();
        } catch {
          // A failed read is retried by the next message; viewers keep their cursor, so nothing is skipped.
        }
      } while (this.#again);
      this.#pumping = null;
    })();
    return this.#pumping;
  }

  async #pumpOnce() {
    for (;;) {
      const events = await this.#reader.eventsAfter(this.#position!, this.#options.batch);
      const touched = [...this.#touched].filter((bout) => !events.some((event) => event.bout_id === bout));
      this.#touched.clear();
      if (events.length === 0 && touched.length === 0) return;
      const states = await this.#reader.states([...new Set(events.map((event) => event.bout_id)), ...touched]);
      this.broadcastReads++;
      for (const event of events) {
        const state = states.get(event.bout_id);
        if (state)
          this.#broadcast({
            id: event.id,
            bytes: encoder.encode(sseFrame({ id: event.id, event: "bout", data: boutMessage(state, event.id) })),
          });
        this.#position = event.id;
      }
      for (const bout of touched) {
        const state = states.get(bout);
        if (state)
          this.#broadcast({ bytes: encoder.encode(sseFrame({ event: "bout", data: boutMessage(state, null) })) });
      }
      if (events.length < this.#options.batch) return;
    }
  }

  #broadcast(frame: Frame) {
    for (const viewer of this.#viewers) {
      if (viewer.queue) viewer.queue.push(frame);
      else this.#send(viewer, frame);
    }
  }

  #send(viewer: Viewer, frame: Frame) {
    if (frame.id !== undefined) {
      if (frame.id <= viewer.cursor) return;
      viewer.cursor = frame.id;
    }
    if (!viewer.sink.write(frame.bytes)) this.#drop(viewer);
  }

  #drop(viewer: Viewer) {
    if (!this.#viewers.delete(viewer)) return;
    viewer.sink.close();
    if (this.#viewers.size === 0 && this.#heartbeat) {
      clearInterval(this.#heartbeat);
      this.#heartbeat = null;
    }
  }

  /** Adds a viewer; `resumeAfter` = the last event id it has (null: from now). Answers the function that removes it. */
  async connect(sink: StreamSink, resumeAfter: number | null): Promise<() => void> {
    await this.#start();
    const position = this.#position!;
    const behind = resumeAfter !== null && resumeAfter < position;
    // A page rendered from a newer read than this hub's position already has the events up to its own id.
    const viewer: Viewer = {
      sink,
      cursor: behind ? resumeAfter : Math.max(position, resumeAfter ?? 0),
      queue: behind ? [] : null,
    };
    this.#viewers.add(viewer);
    this.#heartbeat ??= setInterval(() => this.#beat(), this.#options.heartbeatMs).unref();
    const hello =
      sseRetry(this.#options.retryMs) +
      sseFrame({ event: "hello", data: { server_time: new Date().toISOString(), position } });
    if (!sink.write(encoder.encode(hello))) this.#drop(viewer);
    if (behind) await this.#replay(viewer, resumeAfter);
    return () => this.#drop(viewer);
  }

  async #replay(viewer: Viewer, after: number) {
    try {
      const events = await this.#reader.eventsAfter(after, this.#options.replayLimit + 1);
      if (events.length > this.#options.replayLimit) {
        // Too far behind to replay event by event: the viewer reloads the whole picture instead.
        viewer.sink.write(encoder.encode(sseFrame({ event: "reset", data: {} })));
        viewer.cursor = Math.max(viewer.cursor, this.#position!);
      } else {
        const states = await this.#reader.states([...new Set(events.map((event) => event.bout_id))]);
        for (const event of events) {
          const state = states.get(event.bout_id);
          if (state)
            this.#send(viewer, {
              id: event.id,
              bytes: encoder.encode(sseFrame({ id: event.id, event: "bout", data: boutMessage(state, event.id) })),
            });
        }
      }
    } catch {
      this.#drop(viewer);
      return;
    }
    const queued = viewer.queue ?? [];
    viewer.queue = null;
    for (const frame of queued) if (this.#viewers.has(viewer)) this.#send(viewer, frame);
  }

  #beat() {
    const beat = encoder.encode(sseTime(new Date()));
    for (const viewer of this.#viewers) if (!viewer.queue && !viewer.sink.write(beat)) this.#drop(viewer);
  }

  /** Ends every stream (shutdown): browsers reconnect to another instance and resume. */
  closeAll() {
    for (const viewer of this.#viewers) this.#drop(viewer);
  }
}
