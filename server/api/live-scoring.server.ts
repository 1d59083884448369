// Live scoring over JSON: the console's writes (scorekeeper or admin). Each answers the bout's new live state.
import type { Context } from "hono";
import { z } from "zod";
import { getI18n } from "../../app/i18n/i18n.ts";
import { ClockInputSchema, EventInputSchema, FinishInputSchema } from "../../app/lib/live/live-schemas.ts";
import { db } from "../db/database.server.ts";
import { clockAction, finishBout, LiveActionRefused, recordEvent, undoEvent, type LiveWriteResult } from "../live/live-scoring.server.ts";
import { apiError, callerLang } from "./errors.server.ts";
import { actorOf, operation } from "./operation.server.ts";
import { ErrorBody } from "./schemas.server.ts";

const LiveAthlete = z.object({
  athlete_id: z.uuid(),
  score: z.int().meta({ description: "Points in the current round (the score resets each round)." }),
  round_scores: z.array(z.int()),
  rounds_won: z.int(),
  penalties: z.int().meta({ description: "Penalty points taken." }),
  aggression_warnings: z.int(),
  takedowns_landed: z.int(),
  takedowns_attempted: z.int(),
  control_seconds: z.int(),
  in_control: z.boolean(),
});

export const BoutLiveStateOut = z.object({
  bout_id: z.uuid(),
  team_match_id: z.uuid(),
  status: z.enum(["scheduled", "live", "completed"]),
  round: z.int(),
  clock_seconds: z.int().meta({ description: "Seconds elapsed in the round at `server_time`." }),
  running: z.boolean(),
  server_time: z.iso.datetime(),
  athletes: z.array(LiveAthlete).length(2).meta({ description: "Side a (home team) first." }),
  last_event_id: z.int(),
  events: z.array(
    z.object({
      id: z.int(),
      kind: z.string(),
      athlete_id: z.uuid().nullable(),
      round: z.int(),
      clock_seconds: z.int(),
      points: z.int(),
      undone: z.boolean(),
      details: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  rules_version: z.string().optional(),
  round_started: z.boolean().optional(),
  rounds_over: z.boolean().optional(),
  disqualified_id: z.uuid().nullable().optional(),
  result: z.object({ winner_id: z.uuid().nullable(), method: z.string(), technique: z.string().nullable() }).nullable().optional(),
});

const Refusal = ErrorBody.extend({ reason: z.string().meta({ description: "The rule's code, e.g. `roundNotStarted`." }) });
const responses = {
  200: { description: "The bout's new live state (the same state again for a repeated idempotency key).", schema: BoutLiveStateOut },
  400: { description: "Invalid input, or an action the rules do not allow now (`error` in the caller's language).", schema: Refusal },
  404: { description: "No such bout (or event).", schema: ErrorBody },
  409: { description: "The bout is finished.", schema: Refusal },
};

/** The state, or the refusal with its reason in the caller's language (Accept-Language: ru → Russian). */
async function answer(c: Context, write: () => Promise<LiveWriteResult>) {
  try {
    const { state } = await write();
    return c.json(state, 200, { "Cache-Control": "no-store" });
  } catch (error) {
    if (!(error instanceof LiveActionRefused)) throw error;
    if (error.status === 404) return apiError(c, 404, "Not found");
    const message = (getI18n(callerLang(c)).t as unknown as (key: string) => string)(`score:reasons.${error.reason}`);
    return c.json({ error: message, reason: error.reason }, error.status, { "Cache-Control": "no-store" });
  }
}

export const liveScoringOperations = [
  operation({
    operationId: "recordBoutEvent",
    method: "post",
    path: "/bouts/{id}/events",
    tag: "Live scoring",
    summary: "Record one scoring action",
    description:
      "A score, a missed takedown attempt, a foul, a control segment (`control_start` with `position`, `control_end`) or a `submission` (finishes the bout). The server's rules decide the points; `corrects_event_id` replaces an earlier event. The same `idempotency_key` twice is counted once.",
    access: "scorekeeper",
    body: EventInputSchema,
    responses,
    handler: ({ c, params, body, user }) => answer(c, () => recordEvent(db, actorOf(user), params.id, body)),
  }),
  operation({
    operationId: "undoBoutEvent",
    method: "delete",
    path: "/bouts/{id}/events/{eventId}",
    tag: "Live scoring",
    summary: "Undo one scoring action",
    description: "The event stays in the log marked undone, with who and when; an `undo` entry tells viewers. Repeating the call changes nothing.",
    access: "scorekeeper",
    responses,
    numericParams: ["eventId"],
    handler: ({ c, params, user }) => answer(c, () => undoEvent(db, actorOf(user), params.id, Number(params.eventId))),
  }),
  operation({
    operationId: "boutClock",
    method: "post",
    path: "/bouts/{id}/clock",
    tag: "Live scoring",
    summary: "Start, pause, resume or end the round",
    description: "The clock runs on the server's time (3 rounds × 5:00). The first start puts the bout and its team match live.",
    access: "scorekeeper",
    body: ClockInputSchema,
    responses,
    handler: ({ c, params, body, user }) => answer(c, () => clockAction(db, actorOf(user), params.id, body)),
  }),
  operation({
    operationId: "finishBout",
    method: "post",
    path: "/bouts/{id}/finish",
    tag: "Live scoring",
    summary: "Finish the bout and write its result",
    description:
      "Submission (with `technique`) or DQ while the bout runs; `points` (the athlete who won more rounds) or `decision` (rounds level) after the last round. The result — method, round, time, winner, scores, takedowns, control, first-score times — is written into the results in the same transaction.",
    access: "scorekeeper",
    body: FinishInputSchema,
    responses,
    handler: ({ c, params, body, user }) => answer(c, () => finishBout(db, actorOf(user), params.id, body)),
  }),
];
