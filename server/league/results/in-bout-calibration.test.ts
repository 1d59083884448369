// The in-bout calibration read from stored bout logs (server/league/results/in-bout-calibration.server.ts) on every
// test engine, and its API (GET /ratings/calibration?kind=in_bout).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boutWinChance } from "../../../app/lib/live/bout-win-probability.ts";
import { brierScore, summarizeCalibration, type Scored } from "../../../app/lib/ratings/calibration.ts";
import { api } from "../../api/api.server.ts";
import type { Database, DatabaseHandle } from "../../db/client.server.ts";
import { database } from "../../db/database.server.ts";
import { boutEvents } from "../../db/schema.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { readingsOf, readInBoutCalibration, storeInBoutReadings } from "./in-bout-calibration.server.ts";
import { boutPrediction } from "./predictions.server.ts";
import { ADMIN, smallLeague } from "./small-league.testing.ts";

/** A bout made before it was fought (so its prediction is frozen), scored live — A's takedown, B's sweep — and won by A. */
async function liveScoredBout(db: Database, tag: string, date: string) {
  const { h1, a1, input } = await smallLeague(db, tag, date);
  const bout = await boutWrites.create(db, input(h1, a1, {}), ADMIN);
  const log = [
    { kind: "takedown", athlete_id: h1, round: 1, clock_seconds: 60, points: 2 },
    { kind: "takedown_attempt", athlete_id: a1, round: 1, clock_seconds: 80, points: 0 },
    { kind: "sweep", athlete_id: a1, round: 2, clock_seconds: 200, points: 2 },
  ];
  await db
    .insert(boutEvents)
    .values(log.map((event, index) => ({ ...event, bout_id: bout.id, idempotency_key: `${tag}-${index}` })));
  // As the live console does after each change to the log.
  await storeInBoutReadings(db, bout.id);
  const result = { status: "completed", round: 3, time_seconds: 300, method: "points", winner_id: h1 } as const;
  await boutWrites.update(db, bout.id, input(h1, a1, { ...result, score_a: 2, score_b: 2 }), ADMIN);
  return { bout: bout.id, p: (await boutPrediction(db, bout.id))!.p_a };
}

describe.each(TEST_ENGINES)("in-bout calibration on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("reads the live chance at each scoring event of a bout scored live, against who won it", async () => {
    const { p } = await liveScoredBout(handle.db, "in-bout", "2018-04-01");
    const calibration = await readInBoutCalibration(handle.db, 2018);
    const first = boutWinChance(
      { status: "live", round: 1, clock_seconds: 60, score: [2, 0], rounds_won: [0, 0] },
      p,
    ).a;
    const second = boutWinChance(
      { status: "live", round: 2, clock_seconds: 200, score: [0, 2], rounds_won: [1, 0] },
      p,
    ).a;
    expect(calibration).toMatchObject({ season: 2018, n: 2, bouts: 1, reconstructed: 0 });
    expect(calibration.brier).toBeCloseTo(
      brierScore([
        { p: first, outcome: 1 },
        { p: second, outcome: 1 },
      ])!,
      12,
    );
    expect((await readInBoutCalibration(handle.db, 2017)).n).toBe(0);
  });

  it("its stored sums follow the result: a correction, a draw, a removed result, a deleted bout", async () => {
    const db = handle.db;
    const { bout } = await liveScoredBout(db, "in-bout sums", "2014-04-01");
    const oneByOne = async () => {
      const [row] = await selectRows<{ status: string; outcome: number | null }>(
        db,
        sql`select status::text, case when winner_id = athlete_a_id then 1 when winner_id = athlete_b_id then 0
              when method = 'draw' then 0.5 end as outcome from bouts where id = ${bout}`,
      );
      const readings = (await readingsOf(db, [bout])).get(bout) ?? [];
      const scored: Scored[] =
        row?.status === "completed" && row.outcome !== null
          ? readings.map((p) => ({ p, outcome: Number(row.outcome) as Scored["outcome"] }))
          : [];
      return summarizeCalibration(scored);
    };
    const same = async () => {
      const summed = await readInBoutCalibration(db, 2014);
      const expected = await oneByOne();
      const keys = ["brier", "log_loss", "baseline_brier", "accuracy"] as const;
      expect({
        n: summed.n,
        bins: summed.bins,
        close: keys.map((key) =>
          expected[key] === null ? summed[key] : Math.abs(summed[key]! - expected[key]!) < 1e-12,
        ),
      }).toEqual({
        n: expected.n,
        bins: expected.bins,
        close: keys.map((key) => (expected[key] === null ? null : true)),
      });
    };
    await same();
    await db.execute(sql`update bouts set winner_id = athlete_b_id where id = ${bout}`);
    await same();
    await db.execute(sql`update bouts set winner_id = null, method = 'draw' where id = ${bout}`);
    await same();
    await db.execute(sql`update bouts set status = 'scheduled', winner_id = null, method = null where id = ${bout}`);
    await same();
    await db.execute(
      sql`update bouts set status = 'completed', winner_id = athlete_a_id, method = 'points' where id = ${bout}`,
    );
    await same();
    await db.execute(sql`delete from bouts where id = ${bout}`);
    expect((await readInBoutCalibration(db, 2014)).n).toBe(0);
  });
});

describe("the API", () => {
  beforeAll(() => database.migrate());

  it("GET /ratings/calibration?kind=in_bout answers the readings' scores", async () => {
    const before = await (await api.request("/ratings/calibration?season=1985&kind=in_bout")).json();
    await liveScoredBout(database.db, `api-live ${Date.now()}`, "1985-06-01");
    const response = await api.request("/ratings/calibration?season=1985&kind=in_bout");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ season: 1985, n: before.n + 2, bouts: before.bouts + 1 });
    expect(body.bins).toHaveLength(10);
    expect((await api.request("/ratings/calibration?kind=nope")).status).toBe(400);
  });
});
