// Team-match odds frozen from the bouts' predictions (migration 0023) on every test engine: made once, when the third
// bout's prediction is stored, by the SQL twin of app/lib/ratings/team-match-odds.ts, and never changed afterwards.
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_MATCH_MODEL, teamMatchOdds, type BoutForecast } from "../../../app/lib/ratings/team-match-odds.ts";
import { api } from "../../api/api.server.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { database } from "../../db/database.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { boutPrediction, readTeamMatchCalibration, teamMatchPrediction } from "./predictions.server.ts";
import { ADMIN, smallLeague } from "./small-league.testing.ts";

const RESULT = { status: "completed", round: 1, time_seconds: 60, method: "submission", technique: "Armbar" } as const;

describe.each(TEST_ENGINES)("team-match predictions on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("team_match_home_chance computes what teamMatchOdds does", async () => {
    // Probabilities to a millionth: PostgreSQL refuses (rather than rounds) a product that underflows a double.
    const probability = fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 1_000_000);
    const forecast = fc.oneof(
      probability.map((p_a): BoutForecast => ({ p_a, p_draw: null })),
      fc.tuple(probability, probability).map(([a, d]): BoutForecast => ({ p_a: a * (1 - d), p_draw: d })),
    );
    await fc.assert(
      fc.asyncProperty(fc.tuple(forecast, forecast, forecast), async (bouts) => {
        const array = (values: (number | null)[]) =>
          sql.raw(`array[${values.map((v) => (v === null ? "null" : String(v))).join(",")}]::double precision[]`);
        const [row] = await selectRows<{ p: number }>(
          handle.db,
          sql`select team_match_home_chance(${array(bouts.map((b) => b.p_a))}, ${array(bouts.map((b) => b.p_draw))}) as p`,
        );
        expect(Number(row!.p)).toBeCloseTo(teamMatchOdds(bouts).p_home, 12);
      }),
      { numRuns: 60 },
    );
  });

  it("are stored once, when the third bout's prediction is, and do not change after results or a correction", async () => {
    const { h1, h2, a1, a2, input, match } = await smallLeague(handle.db, "team odds");
    const first = await boutWrites.create(handle.db, input(h1, a1, {}), ADMIN);
    const second = await boutWrites.create(handle.db, input(h2, a2, {}), ADMIN);
    expect(await teamMatchPrediction(handle.db, match)).toBeNull();
    const third = await boutWrites.create(handle.db, input(h1, a2, {}), ADMIN);
    const stored = await teamMatchPrediction(handle.db, match);
    expect(stored).toMatchObject({ model: TEAM_MATCH_MODEL, source: "frozen" });
    const forecasts = await Promise.all([first, second, third].map((bout) => boutPrediction(handle.db, bout.id)));
    const expected = teamMatchOdds(forecasts.map((p) => ({ p_a: p!.p_a, p_draw: p!.p_draw })));
    expect(stored!.p_home).toBeCloseTo(expected.p_home, 12);
    expect(stored!.p_home + stored!.p_away).toBeCloseTo(1, 12);

    // Results, then a correction of the first (the ratings replay): the odds stay as they were made.
    await boutWrites.update(handle.db, first.id, input(h1, a1, { ...RESULT, winner_id: h1 }), ADMIN);
    await boutWrites.update(handle.db, second.id, input(h2, a2, { ...RESULT, winner_id: h2 }), ADMIN);
    await boutWrites.update(handle.db, first.id, input(h1, a1, { ...RESULT, winner_id: a1 }), ADMIN);
    await boutWrites.update(handle.db, third.id, input(h1, a2, { ...RESULT, winner_id: h1 }), ADMIN);
    expect(await teamMatchPrediction(handle.db, match)).toEqual(stored);
    // An exhibition after the match is decided changes nothing either.
    await boutWrites.create(handle.db, input(h2, a1, { exhibition: true }), ADMIN);
    expect(await teamMatchPrediction(handle.db, match)).toEqual(stored);

    const calibration = await readTeamMatchCalibration(handle.db, 2026);
    expect(calibration).toMatchObject({ n: 1, reconstructed: 0 });
    expect(calibration.brier).toBeCloseTo((stored!.p_home - 1) ** 2, 12);
  });

  it("a team match whose bouts were recorded already fought gets none until its bouts' predictions are reconstructed", async () => {
    const { h1, h2, a1, a2, input, match } = await smallLeague(handle.db, "team history");
    // 1–1 after two bouts, so the third is fought.
    for (const [a, b, winner] of [
      [h1, a1, h1],
      [h2, a2, a2],
      [h1, a2, h1],
    ] as const)
      await boutWrites.create(handle.db, input(a, b, { ...RESULT, winner_id: winner }), ADMIN);
    expect(await teamMatchPrediction(handle.db, match)).toBeNull();
    await handle.db.execute(sql`select reconstruct_bout_predictions()`);
    expect(await teamMatchPrediction(handle.db, match)).toMatchObject({ source: "reconstructed" });
  });
});

describe("the API", () => {
  beforeAll(() => database.migrate());

  it("GET /team-matches/{id} carries the frozen odds; GET /ratings/calibration?kind=team_match scores them", async () => {
    const { h1, h2, a1, a2, input, match } = await smallLeague(database.db, `api-tm ${Date.now()}`, "1986-06-01");
    const before = await (await api.request("/ratings/calibration?season=1986&kind=team_match")).json();
    const made = [];
    for (const [a, b] of [
      [h1, a1],
      [h2, a2],
      [h1, a2],
    ] as const)
      made.push(await boutWrites.create(database.db, input(a, b, {}), ADMIN));
    const body = await (await api.request(`/team-matches/${match}`)).json();
    expect(body.prediction).toMatchObject({ model: TEAM_MATCH_MODEL, source: "frozen" });
    expect(body.prediction.p_home + body.prediction.p_away).toBeCloseTo(1, 12);
    await boutWrites.update(database.db, made[0]!.id, input(h1, a1, { ...RESULT, winner_id: h1 }), ADMIN);
    await boutWrites.update(database.db, made[1]!.id, input(h2, a2, { ...RESULT, winner_id: h2 }), ADMIN);
    const after = await (await api.request("/ratings/calibration?season=1986&kind=team_match")).json();
    expect(after).toMatchObject({ season: 1986, n: before.n + 1 });
    // Without kind the answer is the bouts' calibration, as before.
    const plain = await (await api.request("/ratings/calibration?season=1986")).json();
    expect(Object.keys(plain).sort()).toEqual(Object.keys(before).sort());
  });
});
