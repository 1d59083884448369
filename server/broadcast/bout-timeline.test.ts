// GET /api/v1/bouts/{id}/timeline on the embedded database: a bout scored through the live writes (a correction, an
// undo), its events' moments set to known times, answered as exactly the effective events with exact replay links.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../api/api.server.ts";
import { database } from "../db/database.server.ts";
import { boutEvents, tournaments } from "../db/schema.ts";
import { clockAction, finishBout, recordEvent, undoEvent } from "../live/live-scoring.server.ts";
import { keeper, makeScheduledBout } from "../live/live-test-fixture.ts";
import { finishReplayUrl, finishReplayUrls, readBoutTimelines, readCardTimelines } from "./bout-timeline.server.ts";

const key = () => crypto.randomUUID();

/** Scores a bout: clock start, a takedown credited to the wrong athlete then corrected, a stalling call, a takedown undone, a submission. */
async function scoredBout() {
  const db = database.db;
  const fixture = await makeScheduledBout(db);
  const { bout, a, b } = fixture;
  const id = async (write: Promise<{ state: { last_event_id: number } }>) => (await write).state.last_event_id;
  const start = await id(clockAction(db, keeper, bout.id, { action: "start" }));
  const wrong = await id(
    recordEvent(db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    }),
  );
  const stalling = await id(
    recordEvent(db, keeper, bout.id, {
      athlete_id: b.id,
      kind: "stalling",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    }),
  );
  const undone = await id(
    recordEvent(db, keeper, bout.id, {
      athlete_id: b.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    }),
  );
  const undo = await id(undoEvent(db, keeper, bout.id, undone));
  const corrected = await id(
    recordEvent(db, keeper, bout.id, {
      athlete_id: b.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
      corrects_event_id: wrong,
    }),
  );
  const finish = await id(
    finishBout(db, keeper, bout.id, { winner_id: a.id, method: "submission", technique: "Armbar" }),
  );
  // Known moments and clock readings (the writes above ran within a second).
  const moments: [number, string, number][] = [
    [start, "2026-06-01T18:00:30.000Z", 0],
    [wrong, "2026-06-01T18:01:00.000Z", 12],
    [stalling, "2026-06-01T18:01:20.500Z", 40],
    [undone, "2026-06-01T18:01:40.000Z", 50],
    [undo, "2026-06-01T18:01:50.000Z", 50],
    [corrected, "2026-06-01T18:02:30.000Z", 12],
    [finish, "2026-06-01T18:03:00.000Z", 95],
  ];
  for (const [eventId, at, clock] of moments)
    await db
      .update(boutEvents)
      .set({ created_at: new Date(at), clock_seconds: clock })
      .where(eq(boutEvents.id, eventId));
  return { ...fixture, ids: { start, wrong, stalling, undone, undo, corrected, finish } };
}

const timeline = async (boutId: string) => {
  const response = await api.request(`/bouts/${boutId}/timeline`);
  return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
};

describe("a bout's timeline", () => {
  beforeAll(() => database.migrate());

  it("answers the effective events in the bout's order, a correction at the corrected moment, and no links before a sync", async () => {
    const { bout, tournament, a, b, ids } = await scoredBout();
    await database.db
      .update(tournaments)
      .set({ broadcast_url: "https://youtu.be/abc123?si=share" })
      .where(eq(tournaments.id, tournament.id));
    const answer = await timeline(bout.id);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe("no-store");
    expect(answer.body).toEqual({
      bout_id: bout.id,
      events: [
        {
          id: ids.start,
          at: "2026-06-01T18:00:30.000Z",
          round: 1,
          clock_seconds: 0,
          kind: "clock",
          athlete_id: null,
          points: 0,
        },
        {
          id: ids.corrected,
          at: "2026-06-01T18:01:00.000Z",
          round: 1,
          clock_seconds: 12,
          kind: "takedown",
          athlete_id: b.id,
          points: 2,
        },
        {
          id: ids.stalling,
          at: "2026-06-01T18:01:20.500Z",
          round: 1,
          clock_seconds: 40,
          kind: "stalling",
          athlete_id: b.id,
          points: -1,
        },
        {
          id: ids.finish,
          at: "2026-06-01T18:03:00.000Z",
          round: 1,
          clock_seconds: 95,
          kind: "finish",
          athlete_id: a.id,
          points: 0,
        },
      ],
    });
  });

  it("links each event into the synced broadcast 10 s early, and the finish for result lists", async () => {
    const { bout, tournament, ids } = await scoredBout();
    const tournamentId = tournament.id;
    await database.db
      .update(tournaments)
      .set({
        broadcast_url: "https://www.youtube.com/watch?v=abc123&list=PL9",
        broadcast_started_at: new Date("2026-06-01T18:00:25.000Z"),
      })
      .where(eq(tournaments.id, tournamentId));
    const answer = await timeline(bout.id);
    const links = (answer.body as { events: { id: number; replay_url?: string }[] }).events.map((event) => [
      event.id,
      event.replay_url,
    ]);
    expect(links).toEqual([
      [ids.start, "https://www.youtube.com/watch?v=abc123&list=PL9&t=0"],
      [ids.corrected, "https://www.youtube.com/watch?v=abc123&list=PL9&t=25"],
      [ids.stalling, "https://www.youtube.com/watch?v=abc123&list=PL9&t=45"],
      [ids.finish, "https://www.youtube.com/watch?v=abc123&list=PL9&t=145"],
    ]);
    expect(Object.fromEntries(await finishReplayUrls(database.db, [bout.id]))).toEqual({
      [bout.id]: "https://www.youtube.com/watch?v=abc123&list=PL9&t=145",
    });

    // A broadcast that started after the bout: no links.
    await database.db
      .update(tournaments)
      .set({ broadcast_started_at: new Date("2026-06-01T19:00:00.000Z") })
      .where(eq(tournaments.id, tournamentId));
    const later = await timeline(bout.id);
    expect((later.body as { events: object[] }).events.every((event) => !("replay_url" in event))).toBe(true);
    expect((await finishReplayUrls(database.db, [bout.id])).size).toBe(0);
  });

  it("reads a card's timelines in one query, equal to the per-bout reads, with the finish's link", async () => {
    const scored = await scoredBout();
    const quiet = await makeScheduledBout(database.db);
    const broadcast = {
      url: "https://www.youtube.com/watch?v=abc123",
      started_at: new Date("2026-06-01T18:00:25.000Z"),
    };
    await database.db
      .update(tournaments)
      .set({ broadcast_url: broadcast.url, broadcast_started_at: broadcast.started_at })
      .where(eq(tournaments.id, scored.tournament.id));
    const card = await readCardTimelines(
      database.db,
      [
        { id: scored.bout.id, athletes: [scored.a.id, scored.b.id] },
        { id: quiet.bout.id, athletes: [quiet.a.id, quiet.b.id] },
      ],
      broadcast,
    );
    expect(card.get(scored.bout.id)).toEqual(
      (await readBoutTimelines(database.db, [scored.bout.id])).get(scored.bout.id),
    );
    expect(card.get(scored.bout.id)!.events.map((event) => event.id)).toEqual([
      scored.ids.start,
      scored.ids.corrected,
      scored.ids.stalling,
      scored.ids.finish,
    ]);
    expect(card.get(quiet.bout.id)).toEqual({ bout_id: quiet.bout.id, events: [] });
    expect(finishReplayUrl(card.get(scored.bout.id)!)).toBe("https://www.youtube.com/watch?v=abc123&t=145");
    expect(finishReplayUrl(card.get(scored.bout.id)!)).toBe(
      (await finishReplayUrls(database.db, [scored.bout.id])).get(scored.bout.id),
    );
    expect(finishReplayUrl(card.get(quiet.bout.id)!)).toBeNull();
    // Without a synced broadcast the timeline is the same and no bout has a link.
    const unsynced = await readCardTimelines(
      database.db,
      [{ id: scored.bout.id, athletes: [scored.a.id, scored.b.id] }],
      {
        url: null,
        started_at: null,
      },
    );
    expect(unsynced.get(scored.bout.id)!.events.map((event) => event.points)).toEqual([0, 2, -1, 0]);
    expect(finishReplayUrl(unsynced.get(scored.bout.id)!)).toBeNull();
  });

  it("answers an empty list for a bout never scored live, and 404 for an unknown or malformed id", async () => {
    const { bout } = await makeScheduledBout(database.db);
    expect((await timeline(bout.id)).body).toEqual({ bout_id: bout.id, events: [] });
    expect((await timeline(crypto.randomUUID())).status).toBe(404);
    expect((await timeline("not-a-uuid")).status).toBe(404);
  });
});
