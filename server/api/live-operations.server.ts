// Public live reads: everything live now, one bout's state, and the Server-Sent Events stream of every change.
// Answers are never cached (a CDN or the page cache would hold a score back); the stream is exempt from compression.
import { z } from "zod";
import { fanState } from "../../app/lib/live/effective-log.ts";
import { MATCH_STATUSES, TEAM_MATCH_STAGES, BOUT_METHODS } from "../../app/lib/results/constants.ts";
import { db } from "../db/database.server.ts";
import { BOUT_STAGES } from "../league/results/team-match-score.ts";
import { readBoutState } from "../live/live-reads.server.ts";
import { listLiveTeamMatches, listNextTeamMatches, oneUpNextPerEvent } from "../live/live-overview.server.ts";
import { liveStreamResponse } from "../live/live-stream.server.ts";
import { apiError } from "./errors.server.ts";
import { operation } from "./operation.server.ts";
import { ErrorBody } from "./schemas.server.ts";

const TAG = "Live";
const NO_STORE = { "Cache-Control": "no-store" };

const LiveAthleteState = z.object({
  athlete_id: z.uuid(),
  score: z.int().meta({ description: "Points in the current round (the score resets each round)." }),
  round_scores: z.array(z.int()).meta({ description: "Points per round, round 1 first." }),
  rounds_won: z.int(),
  penalties: z.int().meta({ description: "Penalty points taken so far, as a positive count." }),
  aggression_warnings: z.int(),
  takedowns_landed: z.int(),
  takedowns_attempted: z.int(),
  control_seconds: z.int(),
  in_control: z.boolean(),
});

const LiveEvent = z.object({
  id: z.int().meta({ description: "The event's id: also its id on the stream." }),
  kind: z.string().meta({
    description:
      "takedown, guard_pass, mount_or_back, sweep, knee_on_belly, stalling, fleeing, aggression_warning, …, clock, finish (and undo, in the full log).",
  }),
  athlete_id: z.uuid().nullable(),
  round: z.int(),
  clock_seconds: z.int(),
  points: z.int(),
  undone: z.boolean().meta({
    description:
      "Always false in the effective log (public reads); true for an undone or corrected row in the full log.",
  }),
  details: z.record(z.string(), z.unknown()).nullable(),
});

/** A bout's live state: what GET /bouts/{id}/live, the stream and every scoring write answer. */
export const BoutLiveStateSchema = z
  .object({
    bout_id: z.uuid(),
    team_match_id: z.uuid(),
    status: z.enum(MATCH_STATUSES),
    round: z.int(),
    clock_seconds: z.int().meta({ description: "Seconds elapsed in the round at server_time." }),
    running: z.boolean(),
    server_time: z.iso.datetime(),
    clock_factor: z.number().positive().meta({
      description:
        "Seconds of round clock per real second (the server's LIVE_CLOCK_FACTOR; 1 at an event): tick the clock at this rate.",
    }),
    athletes: z.tuple([LiveAthleteState, LiveAthleteState]),
    last_event_id: z.int(),
    events: z.array(LiveEvent),
    rules_version: z.string().optional(),
    golden_score: z.boolean().optional().meta({
      description:
        "The tie-break bout of a level team match, in golden score: one period of up to 5:00, and the first score wins (the server ends the bout with it; `round_scores` has one entry).",
    }),
    round_started: z.boolean().optional(),
    rounds_over: z.boolean().optional(),
    disqualified_id: z.uuid().nullable().optional(),
    result: z
      .object({ winner_id: z.uuid().nullable(), method: z.string(), technique: z.string().nullable() })
      .nullable()
      .optional(),
    win_probability: z.object({ a: z.number(), b: z.number() }).nullable().optional().meta({
      description:
        "Each athlete's chance to win from this moment: starts from the prediction frozen before the bout and moves with the score difference, the time left, the round and penalties (docs/results-and-ratings.md); null when no prediction was made.",
    }),
  })
  .loose();

const Odds = z.object({ home: z.number(), away: z.number() });
const Athlete = z.object({
  id: z.uuid(),
  full_name: z.string(),
  full_name_ru: z.string().nullable().meta({ description: "The name in Cyrillic, when the league has one." }),
  country: z.string(),
  photo_url: z.string().nullable(),
  rating: z.int(),
});
const Team = z.object({
  id: z.uuid(),
  name: z.string(),
  name_ru: z.string().nullable().meta({ description: "The name in Russian, when the league has one." }),
  logo_url: z.string().nullable(),
});
export const LiveTeamMatchSchema = z.object({
  id: z.uuid(),
  status: z.enum(MATCH_STATUSES),
  stage: z.enum(TEAM_MATCH_STAGES),
  scheduled_at: z.iso.datetime().nullable(),
  tournament: z.object({ id: z.uuid(), title: z.string(), title_ru: z.string().nullable(), time_zone: z.string() }),
  home: Team,
  away: Team,
  team_score: z.object({ home: z.int(), away: z.int() }),
  win_probability: Odds.meta({
    description: "Each side's chance to win the match from here (Elo expectation per bout left, announced lineup).",
  }),
  pre_match_probability: Odds.meta({ description: "The same before the first bout." }),
  bouts: z.array(
    z.object({
      id: z.uuid(),
      bout_order: z.int(),
      exhibition: z.boolean(),
      weight_class: z.string(),
      status: z.enum(MATCH_STATUSES),
      stage: z.enum(BOUT_STAGES).meta({
        description:
          "completed, on_the_mat (one at a time), up_next, later, or not_needed (left when the match was decided).",
      }),
      winner_id: z.uuid().nullable(),
      method: z.enum(BOUT_METHODS).nullable(),
      round: z.int().nullable(),
      time_seconds: z.int().nullable(),
      score: z.tuple([z.int(), z.int()]),
      athletes: z.tuple([Athlete, Athlete]).meta({ description: "Home team's athlete first." }),
      live: BoutLiveStateSchema.nullable(),
    }),
  ),
});

export const liveOperations = [
  operation({
    operationId: "getLive",
    method: "get",
    path: "/live",
    tag: TAG,
    summary: "Everything live now",
    description:
      "Team matches in progress with their bouts (live ones with their state), and the next scheduled team matches.",
    access: "public",
    responses: {
      200: {
        description: "The live picture.",
        schema: z.object({
          server_time: z.iso.datetime(),
          live: z.array(LiveTeamMatchSchema),
          next: z.array(LiveTeamMatchSchema),
        }),
      },
    },
    async handler({ c }) {
      const now = new Date();
      const { live, next } = oneUpNextPerEvent(
        ...(await Promise.all([listLiveTeamMatches(db, { now }), listNextTeamMatches(db, { limit: 5, now })])),
      );
      return c.json({ server_time: now.toISOString(), live, next }, 200, NO_STORE);
    },
  }),
  operation({
    operationId: "getBoutLive",
    method: "get",
    path: "/bouts/{id}/live",
    tag: TAG,
    summary: "One bout's live state",
    description:
      "Round, clock (seconds at server_time; tick it locally while running), per athlete the round's score, points per round, rounds won, penalties; the effective event log " +
      "(corrections applied, undone actions and undo rows left out, by round and clock). The full audit trail (every row, undone ones flagged) is in the scoring writes' answers and the stream, which the consoles follow.",
    access: "public",
    responses: {
      200: { description: "The bout's state.", schema: BoutLiveStateSchema },
      404: { description: "No bout with this id.", schema: ErrorBody },
    },
    async handler({ c, params }) {
      const state = await readBoutState(db, params.id);
      return state ? c.json(fanState(state), 200, NO_STORE) : apiError(c, 404, "Not found");
    },
  }),
  operation({
    operationId: "streamLive",
    method: "get",
    path: "/live/stream",
    tag: TAG,
    summary: "The live event stream (Server-Sent Events)",
    description:
      "`text/event-stream`. Each `bout` message has `id:` = the bout event's id and `data:` = `{ bout_id, team_match_id, event, state }` (state as GET /bouts/{id}/live), so no refetch is needed. " +
      "Reconnecting with `Last-Event-ID` (or `?last_event_id=`) first sends exactly the events after it. A `hello` message opens the stream with the server's time, and a `time` message (`{ server_time }`) follows every 5 s as the heartbeat (clients keep their clock offset fresh with it); " +
      "`reset` asks the client to reload the whole picture (it was too far behind). A change without a new event (rare) comes as a `bout` message without an id; a deleted bout as a `removed` message without an id, `data:` = `{ bout_id, team_match_id }`, and a deleted team match (with its bouts) as one with `data:` = `{ team_match_id }`. " +
      "The stream's states carry the full log (undone rows flagged, undo rows included: the consoles follow it); fans' clients show the effective log (docs/decisions/038).",
    access: "public",
    query: z.object({
      last_event_id: z.string().optional().meta({ description: "Resume after this event id (as Last-Event-ID)." }),
    }),
    responses: { 200: { description: "The stream (text/event-stream)." } },
    async handler({ c }) {
      return liveStreamResponse(c);
    },
  }),
];
