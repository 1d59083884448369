import { db } from "../../server/db/database.server.ts";
import { cachedQuery } from "../../server/query-cache.server.ts";
import { readInBoutCalibration } from "../../server/league/results/in-bout-calibration.server.ts";
import {
  calibrationSeasons,
  PREDICTION_MODEL,
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
  const [calibration, teamMatches, inBout] = await Promise.all([
    cachedQuery(`calibration:${key}`, () => readCalibration(db, season)),
    cachedQuery(`calibration:team_match:${key}`, () => readTeamMatchCalibration(db, season)),
    cachedQuery(`calibration:in_bout:${key}`, () => readInBoutCalibration(db, season)),
  ]);
  return { seasons, calibration, teamMatches, inBout, model: PREDICTION_MODEL, teamModel: TEAM_MATCH_MODEL };
}
