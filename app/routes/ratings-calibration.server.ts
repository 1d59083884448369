import { db } from "../../server/db/database.server.ts";
import { cachedQuery } from "../../server/query-cache.server.ts";
import {
  calibrationSeasons,
  PREDICTION_MODEL,
  readCalibration,
} from "../../server/league/results/predictions.server.ts";

/** `?season=YYYY` (one of the seasons with scored predictions) or every season. */
export async function loadCalibration(request: Request) {
  const seasons = await cachedQuery("calibration:seasons", () => calibrationSeasons(db));
  const asked = Number(new URL(request.url).searchParams.get("season"));
  const season = seasons.includes(asked) ? asked : null;
  const calibration = await cachedQuery(`calibration:${season ?? "all"}`, () => readCalibration(db, season));
  return { seasons, calibration, model: PREDICTION_MODEL };
}
