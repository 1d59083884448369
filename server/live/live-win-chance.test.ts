// The live win chance in the states the API, the stream and the scoring writes answer, on every test engine.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boutWinChance } from "../../app/lib/live/bout-win-probability.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { boutPredictions, inBoutReadings } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { readBoutState } from "./live-reads.server.ts";
import { storeInBoutReadings } from "../league/results/in-bout-calibration.server.ts";
import { clockAction, recordEvent, undoEvent } from "./live-scoring.server.ts";
import { keeper, makeScheduledBout } from "./live-test-fixture.ts";

describe.each(TEST_ENGINES)("the live win chance on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("starts from the frozen prediction and moves with a takedown, the same in the write's answer and a read", async () => {
    const { bout, a } = await makeScheduledBout(handle.db);
    // The bout was made before it was fought: its prediction is frozen (two new athletes at 1500: even).
    const [frozen] = await handle.db.select().from(boutPredictions).where(eq(boutPredictions.bout_id, bout.id));
    expect(frozen!.p_a).toBe(0.5);
    // Made an underdog for this test: 39 %.
    await handle.db.update(boutPredictions).set({ p_a: 0.39, p_b: 0.61 }).where(eq(boutPredictions.bout_id, bout.id));
    expect((await readBoutState(handle.db, bout.id))!.win_probability).toEqual({ a: 0.39, b: 0.61 });

    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const { state } = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: crypto.randomUUID(),
    });
    expect(state.athletes[0].score).toBe(2);
    const expected = boutWinChance(
      { status: "live", round: 1, clock_seconds: state.clock_seconds, score: [2, 0], rounds_won: [0, 0] },
      0.39,
    ).a;
    expect(state.win_probability!.a).toBeCloseTo(expected, 3);
    expect(state.win_probability!.a).toBeGreaterThan(0.39);
    expect(state.win_probability!.a + state.win_probability!.b).toBeCloseTo(1, 9);
    const read = await readBoutState(handle.db, bout.id);
    expect(read!.win_probability!.a).toBeGreaterThan(0.39);
    // The write stored the bout's in-bout readings with its log: this one reading, in its bin.
    const [stored] = await handle.db.select().from(inBoutReadings).where(eq(inBoutReadings.bout_id, bout.id));
    expect(stored).toMatchObject({
      bin: Math.floor(expected * 10),
      readings: 1,
      above: expected > 0.5 ? 1 : 0,
      even: 0,
    });
    expect(Number(stored!.sum_p)).toBeCloseTo(expected, 3);
  });

  it("stores the readings each write replays from its own log as verify replays them (readingsOf), an undo included", async () => {
    const { bout, a, b } = await makeScheduledBout(handle.db);
    await handle.db.update(boutPredictions).set({ p_a: 0.62, p_b: 0.38 }).where(eq(boutPredictions.bout_id, bout.id));
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const score = (athlete: string, kind: "takedown", clock_seconds: number) =>
      recordEvent(handle.db, keeper, bout.id, {
        athlete_id: athlete,
        kind,
        round: 1,
        clock_seconds,
        idempotency_key: crypto.randomUUID(),
      });
    await score(a.id, "takedown", 0);
    const undone = await score(b.id, "takedown", 0);
    await score(a.id, "takedown", 0);
    await undoEvent(handle.db, keeper, bout.id, undone.state.last_event_id);
    await score(b.id, "takedown", 0);
    const stored = () =>
      handle.db
        .select()
        .from(inBoutReadings)
        .where(eq(inBoutReadings.bout_id, bout.id))
        .orderBy(inBoutReadings.bin)
        .then((rows) => rows.map((row) => ({ ...row, sum_p: Number(row.sum_p).toFixed(9) })));
    const written = await stored();
    expect(written.reduce((sum, row) => sum + row.readings, 0)).toBe(3);
    // Stored again from the log as verify --repair does: nothing moves.
    await storeInBoutReadings(handle.db, bout.id);
    expect(await stored()).toEqual(written);
  });

  it("is null for a bout without a prediction", async () => {
    const { bout } = await makeScheduledBout(handle.db);
    await handle.db.delete(boutPredictions).where(eq(boutPredictions.bout_id, bout.id));
    expect((await readBoutState(handle.db, bout.id))!.win_probability).toBeNull();
  });
});
