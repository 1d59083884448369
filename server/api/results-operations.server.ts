// Results as data in /api/v1: team matches and bouts (writes from the entity registry) and the reads built on them.
import { z } from "zod";
import { MATCH_STATUSES } from "../../app/lib/results/constants.ts";
import { BOUT_STAGES } from "../league/results/team-match-score.ts";
import { db } from "../db/database.server.ts";
import { BoutOut } from "../league/entities/bout-entity.server.ts";
import { TeamMatchOut } from "../league/entities/team-match-entity.server.ts";
import { readInBoutCalibration } from "../league/results/in-bout-calibration.server.ts";
import { RATINGS_STATES, ratingsStatus } from "../league/results/ratings-job.server.ts";
import { listStandings } from "../league/results/standings.server.ts";
import { boutPrediction, readCalibration, readTeamMatchCalibration } from "../league/results/predictions.server.ts";
import {
  athleteExists,
  getBout,
  getTournamentResults,
  listAthleteBouts,
  listRatingHistory,
} from "../league/results/results-reads.server.ts";
import { entityGetOperation } from "./entity-operations.server.ts";
import { apiError } from "./errors.server.ts";
import { operation } from "./operation.server.ts";
import { ErrorBody, PageQuery } from "./schemas.server.ts";

const Bout = BoutOut.omit({ clock_round: true, clock_running: true, clock_started_at: true, clock_elapsed_ms: true });
const Prediction = z
  .object({
    p_a: z.number().meta({ description: "Probability that athlete A wins." }),
    p_b: z.number(),
    p_draw: z.number().nullable().meta({ description: "Null: the model gives no draw probability." }),
    model: z.string().meta({ description: "The model and its version, e.g. elo-1." }),
    source: z.enum(["frozen", "reconstructed"]).meta({
      description:
        "frozen: made when the bout was made, before it was fought; reconstructed: the bout was recorded after it was fought, so this is what the ratings before it gave.",
    }),
    made_at: z.iso.datetime({ offset: true }),
  })
  .nullable()
  .meta({
    description: "The model's probabilities, frozen before the bout and never changed; null when none was made.",
  });
const BoutWithPrediction = Bout.extend({ prediction: Prediction });
const CalibrationBin = z.object({
  from: z.number(),
  to: z.number(),
  n: z.int(),
  predicted: z.number().nullable().meta({ description: "Mean predicted probability of side A in the bin." }),
  observed: z.number().nullable().meta({ description: "Share of the bin's bouts side A won (a draw counts a half)." }),
  low: z.number().nullable().meta({ description: "95 % Wilson interval of observed." }),
  high: z.number().nullable(),
});
const Calibration = z.object({
  season: z.int().nullable(),
  n: z.int().meta({ description: "Completed bouts with a result and a stored prediction." }),
  reconstructed: z
    .int()
    .meta({ description: "Of n, predictions reconstructed for bouts recorded after they were fought." }),
  brier: z.number().nullable(),
  log_loss: z.number().nullable(),
  baseline_brier: z.number().nullable().meta({ description: "A coin flip's Brier score on the same bouts." }),
  baseline_log_loss: z.number().nullable(),
  accuracy: z.number().nullable(),
  bins: z.array(CalibrationBin),
  bouts: z.int().optional().meta({ description: "kind=in_bout only: the bouts the readings come from." }),
});
const TeamMatchResults = TeamMatchOut.extend({
  home_score: z.int().meta({ description: "Bouts won by the home team (exhibitions not counted)." }),
  away_score: z.int(),
  winner_team_id: z.uuid().nullable().meta({
    description: "The team that won: two bout wins, or the tie-break ladder (see decided_by); null until decided.",
  }),
  status: z.enum(MATCH_STATUSES).meta({
    description:
      "Derived from the bouts: live from the first bout's start until decided (by bouts or the tie-break ladder), then completed (even if an exhibition follows).",
  }),
  bouts: z.array(
    Bout.extend({
      stage: z.enum(BOUT_STAGES).meta({
        description:
          "completed, on_the_mat (one at a time), up_next, later, or not_needed (left when the match was decided).",
      }),
    }),
  ),
});
const RatingsStatus = z.object({
  state: z.enum(RATINGS_STATES).meta({
    description:
      "idle: every rating is up to date. queued: a correction far back waits for the ratings job. running: the job is replaying the ratings from the correction's place (ratings and rating history may mix old and new values until it ends).",
  }),
  progress: z
    .object({ done: z.int(), total: z.int() })
    .nullable()
    .meta({ description: "Rated bouts replayed so far and in all, while running; null otherwise." }),
  since: z.iso
    .datetime({ offset: true })
    .nullable()
    .meta({ description: "When the pending recomputation was queued; null when idle." }),
});
const Results = z.object({ tournament_id: z.uuid(), team_matches: z.array(TeamMatchResults) });
const AthleteBout = Bout.extend({
  tournament_id: z.uuid(),
  rating_before: z
    .number()
    .nullable()
    .meta({ description: "The athlete's rating before the bout; null when it was not rated." }),
  rating_after: z.number().nullable(),
});
const RatingPoint = z.object({
  bout_id: z.uuid(),
  fought_at: z.iso.datetime({ offset: true }),
  bouts_before: z.int(),
  rating_before: z.number(),
  rating_after: z.number(),
  time_zone: z.string(),
});

const Standing = z.object({
  team_id: z.uuid(),
  team_name: z.string(),
  team_match_wins: z.int(),
  team_match_losses: z.int(),
  bouts_won: z.int(),
  bouts_lost: z.int(),
  submissions: z.int().meta({ description: "Bouts won by submission." }),
  team_rating: z
    .int()
    .nullable()
    .meta({ description: "Mean rating_elo of the current roster, rounded; null without athletes." }),
});
const SeasonQuery = z.object({
  season: z.coerce
    .number()
    .int()
    .min(1900)
    .max(3000)
    .optional()
    .meta({ description: "Calendar year of the tournaments; this year by default." }),
});

const athleteNotFound = { 404: { description: "No athlete with this id.", schema: ErrorBody } };

export const resultsOperations = [
  operation({
    operationId: "getTournamentResults",
    method: "get",
    path: "/tournaments/{id}/results",
    tag: "Results",
    summary: "A tournament's team matches with their bouts",
    description:
      "In card order; each team match with its score and winner (first to two bout wins), each bout with its result.",
    access: "public",
    responses: {
      200: { description: "The results.", schema: Results },
      404: { description: "No tournament with this id.", schema: ErrorBody },
    },
    async handler({ c, params }) {
      const results = await getTournamentResults(db, params.id);
      return results ? c.json(results) : apiError(c, 404, "Tournament not found");
    },
  }),
  entityGetOperation("bout", {
    summary: "One bout",
    found: "The bout, with the prediction frozen before it.",
    output: BoutWithPrediction,
    read: async (id) => {
      const bout = await getBout(db, id);
      return bout && { ...bout, prediction: await boutPrediction(db, id) };
    },
  }),
  operation({
    operationId: "listAthleteBouts",
    method: "get",
    path: "/athletes/{id}/bouts",
    tag: "Results",
    summary: "An athlete's bouts, newest first",
    access: "public",
    query: PageQuery,
    responses: {
      200: { description: "One page of bouts.", schema: z.object({ items: z.array(AthleteBout), total: z.int() }) },
      ...athleteNotFound,
    },
    async handler({ c, params, query }) {
      if (!(await athleteExists(db, params.id))) return apiError(c, 404, "Athlete not found");
      return c.json(await listAthleteBouts(db, params.id, query));
    },
  }),
  operation({
    operationId: "getAthleteRatingHistory",
    method: "get",
    path: "/athletes/{id}/rating-history",
    tag: "Results",
    summary: "An athlete's rating after every rated bout, oldest first",
    access: "public",
    responses: { 200: { description: "The rating history.", schema: z.array(RatingPoint) }, ...athleteNotFound },
    async handler({ c, params }) {
      if (!(await athleteExists(db, params.id))) return apiError(c, 404, "Athlete not found");
      return c.json(await listRatingHistory(db, params.id));
    },
  }),
  operation({
    operationId: "getRatingsCalibration",
    method: "get",
    path: "/ratings/calibration",
    tag: "Results",
    summary: "How well the predictions did: Brier score, log-loss and reliability bins",
    description:
      "Computed only from predictions stored before each bout (and reconstructed ones for bouts recorded afterwards) of completed bouts with a win or a draw. Without season: every season. `kind=team_match`: the same figures for the team matches' stored odds (side A is the home team; the outcome is whether it won the team match, by bouts or on the tie-break ladder; the season is its tournament's year).",
    access: "public",
    query: z.object({
      season: SeasonQuery.shape.season,
      kind: z.enum(["bout", "team_match", "in_bout"]).optional().meta({
        description:
          "bout (the default): the bouts' predictions; team_match: the team matches' odds; in_bout: the live win chance at every scoring event of the bouts scored live (one row per reading; `bouts` says how many bouts they come from).",
      }),
    }),
    responses: { 200: { description: "The calibration.", schema: Calibration } },
    async handler({ c, query }) {
      const season = query.season ?? null;
      if (query.kind === "team_match") return c.json(await readTeamMatchCalibration(db, season));
      if (query.kind === "in_bout") return c.json(await readInBoutCalibration(db, season));
      return c.json(await readCalibration(db, season));
    },
  }),
  operation({
    operationId: "getRatingsStatus",
    method: "get",
    path: "/ratings/status",
    tag: "Results",
    summary: "Whether the ratings are being recomputed",
    description:
      "A correction to an old result replays the ratings from its place in a background job (in chunks, after the write answers); this says whether one is queued or running and how far it is.",
    access: "public",
    responses: { 200: { description: "The ratings job's state.", schema: RatingsStatus } },
    handler: async ({ c }) => c.json(await ratingsStatus(db)),
  }),
  operation({
    operationId: "listStandings",
    method: "get",
    path: "/standings",
    tag: "Results",
    summary: "Team standings of a season",
    description:
      "Per team: team-match wins and losses, bouts won and lost, submission wins, and the roster's mean rating; best first.",
    access: "public",
    query: SeasonQuery,
    responses: {
      200: { description: "The standings.", schema: z.object({ season: z.int(), items: z.array(Standing) }) },
    },
    async handler({ c, query }) {
      const season = query.season ?? new Date().getUTCFullYear();
      const rows = await listStandings(db, season);
      return c.json({
        season,
        items: rows.map((row) => ({
          team_id: row.team.id,
          team_name: row.team.name,
          team_match_wins: row.matchWins,
          team_match_losses: row.matchLosses,
          bouts_won: row.boutsWon,
          bouts_lost: row.boutsLost,
          submissions: row.submissions,
          team_rating: row.rating,
        })),
      });
    },
  }),
];
