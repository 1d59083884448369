// Predictions frozen before each bout and the calibration computed from them alone, on every test engine; the API's
// two readers (GET /bouts/{id}'s prediction, GET /ratings/calibration) on the embedded database the API runs on.
import { readdirSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brierScore, logLoss, summarizeCalibration } from "../../../app/lib/ratings/calibration.ts";
import { expectedScore, RATING_MODEL } from "../../../app/lib/results/elo.ts";
import { api } from "../../api/api.server.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { database } from "../../db/database.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { boutPredictions } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import {
  boutPrediction,
  PREDICTION_MODEL,
  predictionModelsUsed,
  readCalibration,
  reconstructPredictions,
} from "./predictions.server.ts";
import { ADMIN, smallLeague } from "./small-league.testing.ts";

// Migration 0035 (decision 057), found by name: the statements that list the models a league's predictions came from.
const migrations = new URL("../../db/migrations/", import.meta.url);
const modelSwitch = readFileSync(
  new URL(readdirSync(migrations).find((name) => name.endsWith("_prediction_model_elo_2.sql"))!, migrations),
  "utf8",
)
  .split("--> statement-breakpoint")
  .filter((statement) => statement.includes('INSERT INTO "prediction_models"'));

describe.each(TEST_ENGINES)("predictions on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("are frozen once when a bout is made without a result, and never change: not by its result, not by a correction", async () => {
    const { h1, h2, a1, a2, input } = await smallLeague(handle.db, "frozen");
    const first = await boutWrites.create(handle.db, input(h1, a1, {}), ADMIN);
    const frozen = await boutPrediction(handle.db, first.id);
    expect(frozen).toMatchObject({ model: "elo-2", source: "frozen", p_draw: null });
    expect(frozen!.p_a).toBeCloseTo(expectedScore(1600, 1500), 12);
    expect(frozen!.p_a + frozen!.p_b).toBeCloseTo(1, 12);

    // The result, then a correction (the other athlete won): ratings move, the prediction stays as it was.
    const result = {
      status: "completed",
      round: 1,
      time_seconds: 90,
      method: "submission",
      technique: "Heel hook",
    } as const;
    await boutWrites.update(handle.db, first.id, input(h1, a1, { ...result, winner_id: a1 }), ADMIN);
    await boutWrites.update(handle.db, first.id, input(h1, a1, { ...result, winner_id: h1 }), ADMIN);
    expect(await boutPrediction(handle.db, first.id)).toEqual(frozen);

    // The next bout is predicted from the ratings as they stand when it is made (both athletes still on 1500 here).
    const second = await boutWrites.create(handle.db, input(h2, a2, {}), ADMIN);
    expect((await boutPrediction(handle.db, second.id))!.p_a).toBeCloseTo(0.5, 12);

    // A bout recorded already fought gets no frozen prediction: what the model says now is not a forecast of it.
    const third = await boutWrites.create(
      handle.db,
      input(h2, a1, { ...result, winner_id: h2, exhibition: true }),
      ADMIN,
    );
    expect(await boutPrediction(handle.db, third.id)).toBeNull();
  });

  it("are made by the adopted model, and a league switching from elo-1 keeps its earlier predictions and says when it switched", async () => {
    expect(PREDICTION_MODEL).toBe(RATING_MODEL);
    expect(PREDICTION_MODEL).toBe("elo-2");
    // A new install: elo-2 only (elo-1 never predicted here).
    expect((await predictionModelsUsed(handle.db)).map((row) => [row.model, row.retired_at])).toEqual([
      ["elo-2", null],
    ]);

    const { h1, a1, input } = await smallLeague(handle.db, "switch");
    const made = await boutWrites.create(handle.db, input(h1, a1, {}), ADMIN);
    expect((await boutPrediction(handle.db, made.id))!.model).toBe("elo-2");

    // A league migrated with elo-1 predictions stored: the migration's statements list elo-1 from its first
    // prediction to the switch, and the stored prediction is left as it was.
    await handle.db.transaction(async (tx) => {
      await tx.execute(
        sql`update bout_predictions set model = 'elo-1', made_at = '2025-03-01T12:00:00Z' where bout_id = ${made.id}`,
      );
      await tx.execute(sql`delete from prediction_models`);
      for (const statement of modelSwitch) await tx.execute(sql.raw(statement));
    });
    const models = await predictionModelsUsed(handle.db);
    expect(models.map((row) => row.model)).toEqual(["elo-1", "elo-2"]);
    expect(models[0]!.adopted_at.toISOString()).toBe("2025-03-01T12:00:00.000Z");
    expect(models[0]!.retired_at).not.toBeNull();
    expect(models[1]!.retired_at).toBeNull();
    expect((await boutPrediction(handle.db, made.id))!.model).toBe("elo-1");
    await handle.db.execute(sql`delete from prediction_models where model = 'elo-1'`);
  });

  it("the calibration is computed from the stored predictions of completed bouts only", async () => {
    // A season of its own: this test's bouts are the only ones in it.
    const { h1, a1, h2, a2, input } = await smallLeague(handle.db, "calibration", "2019-05-01");
    const won = await boutWrites.create(handle.db, input(h1, a1, {}), ADMIN);
    await boutWrites.create(handle.db, input(h2, a2, {}), ADMIN);
    const result = {
      status: "completed",
      round: 2,
      time_seconds: 300,
      method: "points",
      score_a: 0,
      score_b: 2,
    } as const;
    await boutWrites.update(handle.db, won.id, input(h1, a1, { ...result, winner_id: a1 }), ADMIN);
    // Tampering with a stored prediction moves the calibration: it is read from the rows, not recomputed.
    await handle.db.update(boutPredictions).set({ p_a: 0.9, p_b: 0.1 }).where(eq(boutPredictions.bout_id, won.id));
    // One completed bout with a prediction (the other is still scheduled).
    const calibration = await readCalibration(handle.db, 2019);
    const added = { p: 0.9, outcome: 0 as const };
    expect(calibration).toMatchObject({ n: 1, reconstructed: 0, baseline_brier: 0.25, accuracy: 0 });
    expect(calibration.brier).toBeCloseTo(brierScore([added])!, 12);
    expect(calibration.log_loss).toBeCloseTo(logLoss([added])!, 12);
    expect(calibration.bins.map((bin) => bin.n)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect((await readCalibration(handle.db, 2018)).n).toBe(0);
  });

  it("the calibration summed in the database equals the summary of its predictions one by one, in every bin", async () => {
    const base = { status: "completed", round: 2, time_seconds: 300, score_a: 0, score_b: 0 } as const;
    // Two team matches of three bouts: a home win, an away win and a draw, in two orders.
    const made = [];
    for (const [tag, order] of [
      ["sums one", ["a", "b", null]],
      ["sums two", ["b", "a", null]],
    ] as const) {
      const { h1, h2, a1, a2, input } = await smallLeague(handle.db, tag, "1995-05-05");
      for (const [index, winner] of order.entries()) {
        const [a, b] = index === 1 ? [h2, a2] : [h1, a1];
        const winner_id = winner === "a" ? a : winner === "b" ? b : null;
        const method = winner ? "points" : "draw";
        // Made without a result (its prediction frozen), then recorded.
        const bout = await boutWrites.create(handle.db, input(a, b, {}), ADMIN);
        await boutWrites.update(handle.db, bout.id, input(a, b, { ...base, method, winner_id }), ADMIN);
        made.push(bout);
      }
    }
    // Spread the stored probabilities over the bins, the edges 0 and 1 included.
    for (const [index, p] of [0, 0.15, 0.5, 0.99, 1, 0.42].entries())
      await handle.db
        .update(boutPredictions)
        .set({ p_a: p, p_b: 1 - p })
        .where(eq(boutPredictions.bout_id, made[index]!.id));
    const rows = await selectRows<{ p: number; outcome: number }>(
      handle.db,
      sql`select p.p_a as p, case when b.winner_id = b.athlete_a_id then 1 when b.winner_id = b.athlete_b_id then 0 else 0.5 end as outcome
          from bout_predictions p join bouts b on b.id = p.bout_id
          where b.status = 'completed' and extract(year from b.fought_at) = 1995`,
    );
    const expected = summarizeCalibration(
      rows.map((row) => ({ p: Number(row.p), outcome: Number(row.outcome) as 0 | 0.5 | 1 })),
    );
    const summed = await readCalibration(handle.db, 1995);
    expect(summed.n).toBe(6);
    expect(summed.bins).toEqual(expected.bins);
    for (const key of ["brier", "log_loss", "baseline_brier", "baseline_log_loss", "accuracy"] as const)
      expect(summed[key]).toBeCloseTo(expected[key]!, 12);
  });

  it("a seed's history gets reconstructed predictions from the ratings before each bout", async () => {
    const { h1, a1, input } = await smallLeague(handle.db, "history");
    const result = {
      status: "completed",
      round: 1,
      time_seconds: 60,
      method: "submission",
      technique: "Armbar",
    } as const;
    const fought = await boutWrites.create(handle.db, input(h1, a1, { ...result, winner_id: h1 }), ADMIN);
    expect(await boutPrediction(handle.db, fought.id)).toBeNull();
    await handle.db.transaction((tx) => reconstructPredictions(tx));
    const reconstructed = await boutPrediction(handle.db, fought.id);
    expect(reconstructed).toMatchObject({ source: "reconstructed", model: "elo-2" });
    expect(reconstructed!.p_a).toBeCloseTo(expectedScore(1600, 1500), 12);
    const count = async () =>
      (await selectRows<{ n: number }>(handle.db, sql`select count(*)::int as n from bout_predictions`))[0]!.n;
    const stored = await count();
    await handle.db.transaction((tx) => reconstructPredictions(tx));
    expect(await count()).toBe(stored);
  });
});

describe("the API", () => {
  beforeAll(() => database.migrate());

  it("GET /bouts/{id} carries the frozen prediction; GET /ratings/calibration the scores and ten bins", async () => {
    // The API's database is the settings' (with DATABASE_URL, one that outlives the run): names and a season of its own.
    const { h1, a1, input } = await smallLeague(database.db, `api ${Date.now()}`, "1987-06-01");
    const before = await (await api.request("/ratings/calibration?season=1987")).json();
    const bout = await boutWrites.create(database.db, input(h1, a1, {}), ADMIN);
    const body = await (await api.request(`/bouts/${bout.id}`)).json();
    expect(body.prediction).toMatchObject({ model: "elo-2", source: "frozen", p_draw: null });
    expect(body.prediction.p_a).toBeCloseTo(0.640065, 6);
    expect(body.prediction.made_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const result = { status: "completed", round: 1, time_seconds: 60, method: "decision", winner_id: h1 } as const;
    await boutWrites.update(database.db, bout.id, input(h1, a1, result), ADMIN);
    const response = await api.request("/ratings/calibration?season=1987");
    expect(response.status).toBe(200);
    const calibration = await response.json();
    expect(calibration).toMatchObject({ season: 1987, n: before.n + 1, baseline_brier: 0.25 });
    expect(calibration.bins).toHaveLength(10);
    expect(calibration.bins[6]).toMatchObject({ from: 0.6, to: 0.7, n: before.bins[6].n + 1 });
    expect((await api.request("/ratings/calibration?season=abc")).status).toBe(400);
  });
});
