import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { boutEvents, bouts, teamMatches } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { settings } from "../env.server.ts";
import { onLiveMessage, type LiveMessage } from "./live-bus.server.ts";
import { readBoutState } from "./live-reads.server.ts";
import { clockAction, finishBout, recordEvent, undoEvent } from "./live-scoring.server.ts";
import { keeper, makeScheduledBout, refusal } from "./live-test-fixture.ts";

const key = () => crypto.randomUUID();

describe.each(TEST_ENGINES)("live scoring writes on %s", (engine) => {
  let handle: DatabaseHandle;
  const messages: LiveMessage[] = [];
  let stop: () => void;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    stop = onLiveMessage((message) => messages.push(message));
  });
  afterAll(async () => {
    stop();
    await handle.close();
  });

  it("starts the clock (bout and team match go live) and refuses a score before the round starts", async () => {
    const { bout, a } = await makeScheduledBout(handle.db);
    expect(
      await refusal(
        recordEvent(handle.db, keeper, bout.id, {
          athlete_id: a.id,
          kind: "takedown",
          round: 1,
          clock_seconds: 0,
          idempotency_key: key(),
        }),
      ),
    ).toEqual({ status: 400, reason: "roundNotStarted" });
    const { state } = await clockAction(handle.db, keeper, bout.id, { action: "start" });
    expect(state).toMatchObject({ status: "live", round: 1, running: true, round_started: true });
    const [match] = await handle.db.select().from(teamMatches).where(eq(teamMatches.id, bout.team_match_id));
    expect(match!.status).toBe("live");
    expect(await refusal(clockAction(handle.db, keeper, bout.id, { action: "start" }))).toEqual({
      status: 400,
      reason: "clockAlreadyStarted",
    });
  });

  it("counts the same idempotency key once and answers the same state; publishes each new event once", async () => {
    const { bout, a } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const k = key();
    const first = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: k,
    });
    const again = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: k,
    });
    expect(first.written).toBe(true);
    expect(again.written).toBe(false);
    expect(again.state.athletes[0].score).toBe(2);
    expect(again.state.last_event_id).toBe(first.state.last_event_id);
    const rows = await handle.db.select().from(boutEvents).where(eq(boutEvents.bout_id, bout.id));
    expect(rows.filter((row) => row.kind === "takedown")).toHaveLength(1);
    expect(rows.find((row) => row.kind === "takedown")).toMatchObject({ points: 2, created_by: "keeper@example.com" });
    expect(
      messages.filter((m) => m.type === "bout" && m.bout_id === bout.id && m.event_id === first.state.last_event_id),
    ).toHaveLength(1);
  });

  it("runs the round clock LIVE_CLOCK_FACTOR times real time and says so in the state (20: one real second is 0:20)", async () => {
    const { bout } = await makeScheduledBout(handle.db);
    settings.LIVE_CLOCK_FACTOR = 20;
    try {
      const started = await clockAction(handle.db, keeper, bout.id, { action: "start" });
      expect(started.state.clock_factor).toBe(20);
      // One real second ago on the server's clock = 20 s of round clock.
      await handle.db
        .update(bouts)
        .set({ clock_started_at: new Date(Date.now() - 1_000) })
        .where(eq(bouts.id, bout.id));
      const read = await readBoutState(handle.db, bout.id);
      expect(read).toMatchObject({ clock_factor: 20, running: true });
      expect(read!.clock_seconds).toBeGreaterThanOrEqual(20);
      expect(read!.clock_seconds).toBeLessThan(24);
      const paused = await clockAction(handle.db, keeper, bout.id, { action: "pause" });
      expect(paused.state.clock_seconds).toBeGreaterThanOrEqual(read!.clock_seconds);
      const [row] = await handle.db.select().from(bouts).where(eq(bouts.id, bout.id));
      expect(row!.clock_elapsed_ms).toBeGreaterThanOrEqual(20_000);
      expect(Math.floor(row!.clock_elapsed_ms / 1000)).toBe(paused.state.clock_seconds);
    } finally {
      settings.LIVE_CLOCK_FACTOR = 1;
    }
    expect((await readBoutState(handle.db, bout.id))!.clock_factor).toBe(1);
  });

  it("takes the moment a console sends while it is within 3 s of the server's clock: scores at 0:10, 2:30 and 4:55", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const at = async (serverSeconds: number) =>
      handle.db
        .update(bouts)
        .set({ clock_started_at: new Date(Date.now() - serverSeconds * 1000) })
        .where(eq(bouts.id, bout.id));
    const tap = (athlete_id: string, kind: "takedown" | "guard_pass" | "mount_or_back", clock_seconds: number) =>
      recordEvent(handle.db, keeper, bout.id, { athlete_id, kind, round: 1, clock_seconds, idempotency_key: key() });
    await at(9);
    expect((await tap(a.id, "takedown", 10)).state.athletes[0].score).toBe(2);
    await at(151);
    expect((await tap(b.id, "guard_pass", 150)).state.athletes[1].score).toBe(3);
    expect(await refusal(tap(b.id, "guard_pass", 156))).toEqual({ status: 400, reason: "futureTime" });
    await at(400);
    const late = await tap(a.id, "mount_or_back", 295);
    expect(late.state.athletes.map((x) => x.score)).toEqual([6, 3]);
    expect(late.state.events.filter((e) => e.athlete_id).map((e) => e.clock_seconds)).toEqual([10, 150, 295]);
  });

  it("two concurrent sends of one key store one event", async () => {
    const { bout, b } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const input = { athlete_id: b.id, kind: "stalling" as const, round: 1, clock_seconds: 0, idempotency_key: key() };
    const results = await Promise.all([
      recordEvent(handle.db, keeper, bout.id, input),
      recordEvent(handle.db, keeper, bout.id, input),
    ]);
    expect(results.filter((r) => r.written)).toHaveLength(1);
    expect(results.map((r) => r.state.athletes[1].score)).toEqual([-1, -1]);
  });

  it("undo keeps the event in the log with who and when, adds an undo row, and a second undo changes nothing", async () => {
    const { bout, a } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const { state } = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    const eventId = state.last_event_id;
    const undone = await undoEvent(handle.db, { id: null, email: "other@example.com" }, bout.id, eventId);
    expect(undone.state.athletes[0].score).toBe(0);
    expect(undone.state.events.find((e) => e.id === eventId)).toMatchObject({ undone: true });
    expect(undone.state.last_event_id).toBeGreaterThan(eventId);
    const [row] = await handle.db.select().from(boutEvents).where(eq(boutEvents.id, eventId));
    expect(row).toMatchObject({ undone_by: "other@example.com" });
    expect(row!.undone_at).toBeInstanceOf(Date);
    const twice = await undoEvent(handle.db, keeper, bout.id, eventId);
    expect(twice.written).toBe(false);
    expect(await refusal(undoEvent(handle.db, keeper, bout.id, 999_999_999))).toEqual({
      status: 404,
      reason: "notFound",
    });
  });

  it("the same key with a different request is 409 keyReused and writes nothing", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    const clockKey = key();
    await clockAction(handle.db, keeper, bout.id, { action: "start", idempotency_key: clockKey });
    expect(
      await refusal(clockAction(handle.db, keeper, bout.id, { action: "pause", idempotency_key: clockKey })),
    ).toEqual({ status: 409, reason: "keyReused" });
    const k = key();
    const first = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "stalling",
      round: 1,
      clock_seconds: 0,
      idempotency_key: k,
    });
    for (const other of [{ kind: "takedown" as const }, { athlete_id: b.id }, { clock_seconds: 5 }]) {
      expect(
        await refusal(
          recordEvent(handle.db, keeper, bout.id, {
            athlete_id: a.id,
            kind: "stalling",
            round: 1,
            clock_seconds: 0,
            idempotency_key: k,
            ...other,
          }),
        ),
      ).toEqual({ status: 409, reason: "keyReused" });
    }
    const again = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "stalling",
      round: 1,
      clock_seconds: 0,
      idempotency_key: k,
    });
    expect(again).toMatchObject({ written: false, state: { last_event_id: first.state.last_event_id } });
  });

  it("a client key cannot take the server's own key: an event keyed undo:<id> does not stop the real undo", async () => {
    const { bout, a } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const { state } = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    const target = state.last_event_id;
    const nextId = target + 1;
    await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "stalling",
      round: 1,
      clock_seconds: 0,
      idempotency_key: `undo:${target}`,
    });
    await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "stalling",
      round: 1,
      clock_seconds: 0,
      idempotency_key: `undo:${nextId + 1}`,
    });
    const undone = await undoEvent(handle.db, keeper, bout.id, target);
    expect(undone.written).toBe(true);
    expect(undone.state.events.find((event) => event.id === target)).toMatchObject({ undone: true });
  });

  it("a correction replaces an earlier event in one write", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const wrong = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    const fixed = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: b.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
      corrects_event_id: wrong.state.last_event_id,
    });
    expect(fixed.state.athletes.map((x) => x.score)).toEqual([0, 2]);
    const [row] = await handle.db.select().from(boutEvents).where(eq(boutEvents.id, fixed.state.last_event_id));
    expect(row!.corrects_event_id).toBe(wrong.state.last_event_id);
  });

  it("a submission finishes the bout, writes the result and refuses anything after with 409", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: b.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown_attempt",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    const k = key();
    const done = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "submission",
      technique: "Armbar",
      round: 1,
      clock_seconds: 0,
      idempotency_key: k,
    });
    expect(done.state).toMatchObject({
      status: "completed",
      result: { winner_id: a.id, method: "submission", technique: "Armbar" },
    });
    const [row] = await handle.db.select().from(bouts).where(eq(bouts.id, bout.id));
    expect(row).toMatchObject({
      status: "completed",
      winner_id: a.id,
      method: "submission",
      technique: "Armbar",
      round: 1,
      score_a: 0,
      score_b: 2,
      takedowns_landed_b: 1,
      takedowns_attempted_b: 1,
      takedowns_attempted_a: 1,
      takedowns_landed_a: 0,
      first_score_seconds_a: null,
    });
    expect(row!.first_score_seconds_b).toBe(0);
    // The same finish resent from a queue answers the state; anything new is refused.
    expect(
      (
        await recordEvent(handle.db, keeper, bout.id, {
          athlete_id: a.id,
          kind: "submission",
          technique: "Armbar",
          round: 1,
          clock_seconds: 0,
          idempotency_key: k,
        })
      ).written,
    ).toBe(false);
    // The same key with another request (another finishing hold) is a conflict, not a silent replay.
    expect(
      await refusal(
        recordEvent(handle.db, keeper, bout.id, {
          athlete_id: a.id,
          kind: "submission",
          technique: "Kimura",
          round: 1,
          clock_seconds: 0,
          idempotency_key: k,
        }),
      ),
    ).toEqual({ status: 409, reason: "keyReused" });
    expect(await refusal(clockAction(handle.db, keeper, bout.id, { action: "pause" }))).toEqual({
      status: 409,
      reason: "boutFinished",
    });
    expect(await refusal(finishBout(handle.db, keeper, bout.id, { winner_id: b.id, method: "dq" }))).toEqual({
      status: 409,
      reason: "boutFinished",
    });
  });

  it("finishes a bout with a negative total: a stalling call on the away athlete before anyone scores, then a submission", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const stalled = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: b.id,
      kind: "stalling",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    expect(stalled.state.athletes[1].score).toBe(-1);
    const done = await finishBout(handle.db, keeper, bout.id, {
      winner_id: a.id,
      method: "submission",
      technique: "Kimura",
    });
    expect(done.state).toMatchObject({ status: "completed", result: { winner_id: a.id, method: "submission" } });
    const [row] = await handle.db.select().from(bouts).where(eq(bouts.id, bout.id));
    expect(row).toMatchObject({
      status: "completed",
      winner_id: a.id,
      method: "submission",
      technique: "Kimura",
      score_a: 0,
      score_b: -1,
      first_score_seconds_b: null,
    });
  });

  it("ends on points only after the last round, to the athlete who won more rounds", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    const scoreRound = async (round: number, athleteId: string) => {
      await clockAction(handle.db, keeper, bout.id, { action: "start" });
      await recordEvent(handle.db, keeper, bout.id, {
        athlete_id: athleteId,
        kind: "takedown",
        round,
        clock_seconds: 0,
        idempotency_key: key(),
      });
    };
    await scoreRound(1, a.id);
    await clockAction(handle.db, keeper, bout.id, { action: "end_round" });
    await scoreRound(2, b.id);
    await clockAction(handle.db, keeper, bout.id, { action: "end_round" });
    await scoreRound(3, a.id);
    expect(await refusal(finishBout(handle.db, keeper, bout.id, { winner_id: a.id, method: "points" }))).toEqual({
      status: 400,
      reason: "roundsNotOver",
    });
    await clockAction(handle.db, keeper, bout.id, { action: "end_round" });
    expect(await refusal(finishBout(handle.db, keeper, bout.id, { winner_id: b.id, method: "points" }))).toEqual({
      status: 400,
      reason: "notPointsWinner",
    });
    const { state } = await finishBout(handle.db, keeper, bout.id, { winner_id: a.id, method: "points" });
    expect(state.athletes.map((x) => x.rounds_won)).toEqual([2, 1]);
    const [row] = await handle.db.select().from(bouts).where(eq(bouts.id, bout.id));
    expect(row).toMatchObject({ method: "points", round: 3, score_a: 4, score_b: 2 });
  });
});
