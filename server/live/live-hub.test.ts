import { describe, expect, it } from "vitest";
import type { BoutLiveState } from "../../app/lib/live/live-state.ts";
import { LiveHub, type StreamReader, type StreamSink } from "./live-hub.server.ts";

/** A log in memory: events in id order, states that name the newest id of their bout. */
function fakeLog() {
  const events: { id: number; bout_id: string }[] = [];
  let reads = 0;
  const gates: (() => void)[] = [];
  let hold = false;
  const reader: StreamReader = {
    newestEventId: async () => events.at(-1)?.id ?? 0,
    async eventsAfter(afterId, limit) {
      reads++;
      if (hold) await new Promise<void>((resolve) => gates.push(resolve));
      return events.filter((event) => event.id > afterId).slice(0, limit);
    },
    async states(boutIds) {
      return new Map(
        boutIds.map((bout_id) => {
          const mine = events.filter((event) => event.bout_id === bout_id);
          const state = {
            bout_id,
            team_match_id: "m",
            last_event_id: mine.at(-1)?.id ?? 0,
            events: mine.map((event) => ({ id: event.id })),
          };
          return [bout_id, state as unknown as BoutLiveState];
        }),
      );
    },
  };
  return {
    reader,
    add: (bout_id: string) => {
      const id = (events.at(-1)?.id ?? 0) + 1;
      events.push({ bout_id, id });
      return id;
    },
    reads: () => reads,
    hold: () => (hold = true),
    release: () => {
      hold = false;
      gates.splice(0).forEach((open) => open());
    },
  };
}

function viewer() {
  const text: string[] = [];
  const sink: StreamSink & { ids(): number[]; text: string[] } = {
    text,
    write(chunk) {
      text.push(new TextDecoder().decode(chunk));
      return true;
    },
    close() {},
    ids: () => [...text.join("").matchAll(/^id: (\d+)$/gm)].map((match) => Number(match[1])),
  };
  return sink;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("the live hub", () => {
  it("reads once per published event however many viewers, and sends each the same frame", async () => {
    const log = fakeLog();
    const hub = new LiveHub(log.reader);
    const viewers = Array.from({ length: 500 }, viewer);
    for (const sink of viewers) await hub.connect(sink, null);
    const before = log.reads();
    const id = log.add("b1");
    hub.onMessage({ type: "bout", bout_id: "b1", event_id: id });
    await settle();
    expect(log.reads() - before).toBe(1);
    expect(hub.broadcastReads).toBe(1);
    for (const sink of viewers) expect(sink.ids()).toEqual([id]);
    const frame = viewers[0]!.text.at(-1)!;
    expect(frame).toMatch(
      new RegExp(
        `^event: bout\\nid: ${id}\\ndata: \\{"bout_id":"b1","team_match_id":"m","event":\\{"id":${id}\\},"state":`,
      ),
    );
    expect(viewers[0]!.text[0]).toMatch(
      /^retry: 1000\n\nevent: hello\ndata: \{"server_time":"[^"]+","position":0\}\n\n$/,
    );
  });

  it("beats with the server's time, so a client's clock offset stays fresh while nothing is scored", async () => {
    const log = fakeLog();
    const hub = new LiveHub(log.reader, { heartbeatMs: 20 });
    const sink = viewer();
    await hub.connect(sink, null);
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 70));
    const beats = sink.text.slice(1);
    expect(beats.length).toBeGreaterThanOrEqual(2);
    for (const beat of beats) {
      const match = beat.match(/^event: time\ndata: \{"server_time":"([^"]+)"\}\n\n$/);
      expect(match).not.toBeNull();
      // Each beat reads the clock when it is sent, not when the stream opened.
      expect(Date.parse(match![1]!)).toBeGreaterThanOrEqual(before);
    }
    expect(new Set(beats).size).toBe(beats.length);
    expect(sink.ids()).toEqual([]);
    hub.closeAll();
  });

  it("resumes from Last-Event-ID with exactly the missed events, then the live ones, even when they race", async () => {
    const log = fakeLog();
    for (const bout of ["a", "b", "a", "b", "a"]) log.add(bout);
    const hub = new LiveHub(log.reader);
    const watcher = viewer();
    await hub.connect(watcher, null);
    // Events 6 and 7 are published while the reconnecting viewer's replay is still being read.
    log.hold();
    const resumed = viewer();
    const connecting = hub.connect(resumed, 2);
    await settle();
    const six = log.add("a");
    hub.onMessage({ type: "bout", bout_id: "a", event_id: six });
    const seven = log.add("b");
    hub.onMessage({ type: "bout", bout_id: "b", event_id: seven });
    log.release();
    await connecting;
    await settle();
    expect(resumed.ids()).toEqual([3, 4, 5, 6, 7]);
    expect(watcher.ids()).toEqual([6, 7]);
    const eight = log.add("a");
    hub.onMessage({ type: "bout", bout_id: "a", event_id: eight });
    await settle();
    expect(resumed.ids()).toEqual([3, 4, 5, 6, 7, 8]);
    // A page rendered after event 8 opens the stream there: nothing is sent twice.
    const fresh = viewer();
    await hub.connect(fresh, 8);
    hub.onMessage({ type: "bout", bout_id: "a", event_id: log.add("a") });
    await settle();
    expect(fresh.ids()).toEqual([9]);
  });

  it("sends a change without a new event id as a frame without an id; drops a viewer that cannot keep up", async () => {
    const log = fakeLog();
    const id = log.add("a");
    const hub = new LiveHub(log.reader);
    const sink = viewer();
    await hub.connect(sink, null);
    hub.onMessage({ type: "bout", bout_id: "a", event_id: id });
    await settle();
    expect(sink.text.at(-1)).toMatch(/^event: bout\ndata: \{"bout_id":"a","team_match_id":"m","event":null,/);
    let closed = false;
    await hub.connect({ write: () => false, close: () => (closed = true) }, null);
    expect(closed).toBe(true);
    expect(hub.viewerCount).toBe(1);
    // A viewer that goes away (the browser closed the tab) is removed and gets nothing more.
    const leaving = viewer();
    const remove = await hub.connect(leaving, null);
    expect(hub.viewerCount).toBe(2);
    remove();
    expect(hub.viewerCount).toBe(1);
    hub.onMessage({ type: "bout", bout_id: "a", event_id: log.add("a") });
    await settle();
    expect(leaving.ids()).toEqual([]);
    expect(sink.ids()).toEqual([2]);
    hub.closeAll();
    expect(hub.viewerCount).toBe(0);
  });

  it("tells every viewer of a deleted bout or team match at once, without an id and without a read", async () => {
    const log = fakeLog();
    log.add("a");
    const hub = new LiveHub(log.reader);
    const sinks = [viewer(), viewer()];
    for (const sink of sinks) await hub.connect(sink, null);
    const reads = hub.broadcastReads;
    hub.onMessage({ type: "bout-removed", bout_id: "a", team_match_id: "m" });
    await settle();
    for (const sink of sinks)
      expect(sink.text.at(-1)).toBe('event: removed\ndata: {"bout_id":"a","team_match_id":"m"}\n\n');
    hub.onMessage({ type: "team-match-removed", team_match_id: "m" });
    await settle();
    for (const sink of sinks) expect(sink.text.at(-1)).toBe('event: removed\ndata: {"team_match_id":"m"}\n\n');
    expect(hub.broadcastReads).toBe(reads);
    hub.closeAll();
  });

  it("asks a viewer too far behind to reload instead of replaying", async () => {
    const log = fakeLog();
    for (let i = 0; i < 5; i++) log.add("a");
    const hub = new LiveHub(log.reader, { replayLimit: 3 });
    const sink = viewer();
    await hub.connect(sink, 0);
    expect(sink.text.join("")).toContain("event: reset\ndata: {}\n\n");
    expect(sink.ids()).toEqual([]);
  });
});
