import { db } from "../../server/db/database.server.ts";
import { cachedQuery } from "../../server/query-cache.server.ts";
import { readInBoutCalibration } from "../../server/league/results/in-bout-calibration.server.ts";
import {
  calibrationSeasons,
  PREDICTION_MODEL,
  predictionModelsUsed,
  readCalibration,
  readTeamMatchCalibration,
} from "../../server/league/results/predictions.server.ts";
import { TEAM_MATCH_MODEL } from "~/lib/ratings/team-match-odds";

/** `?season=YYYY` (one of the seasons with scored predictions) or every season: the bouts, team matches and in-bout. */
export async function loadCalibration(request: Request) {
  const seasons = await cachedQuery("calibration:seasons", () => calibrationSeasons(db));
  const asked = Number(new URL(request.url).searchParams.get("season"));
  const season = seasons.includes(asked) ? asked : null;
  const key = season ?? "all";
  const [calibration, teamMatches, inBout, models] = await Promise.all([
    cachedQuery(`calibration:${key}`, () => readCalibration(db, season)),
    cachedQuery(`calibration:team_match:${key}`, () => readTeamMatchCalibration(db, season)),
    cachedQuery(`calibration:in_bout:${key}`, () => readInBoutCalibration(db, season)),
    cachedQuery("calibration:models", () => predictionModelsUsed(db)),
  ]);
  // The models retired since this league's first prediction: their stored predictions stay, and count here.
  const earlier = models.filter((row) => row.model !== PREDICTION_MODEL && row.retired_at !== null);
  return {
    seasons,
    calibration,
    teamMatches,
    inBout,
    model: PREDICTION_MODEL,
    earlierModels: earlier.map((row) => ({ model: row.model, until: row.retired_at!.toISOString() })),
    teamModel: TEAM_MATCH_MODEL,
  };
}
