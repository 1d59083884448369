// Live scoring over JSON: the console's writes (scorekeeper or admin). Each answers the bout's new live state.
import type { Context } from "hono";
import { z } from "zod";
import { getI18n } from "../../app/i18n/i18n.ts";
import { ClockInputSchema, EventInputSchema, FinishInputSchema } from "../../app/lib/live/live-schemas.ts";
import { db } from "../db/database.server.ts";
import {
  clockAction,
  finishBout,
  LiveActionRefused,
  recordEvent,
  undoEvent,
  type LiveWriteResult,
} from "../live/live-scoring.server.ts";
import { apiError, callerLang } from "./errors.server.ts";
import { actorOf, operation } from "./operation.server.ts";
import { BoutLiveStateSchema } from "./live-operations.server.ts";
import { ErrorBody } from "./schemas.server.ts";

const Refusal = ErrorBody.extend({
  reason: z.string().meta({ description: "The rule's code, e.g. `roundNotStarted`." }),
});
const responses = {
  200: {
    description: "The bout's new live state (the same state again for a repeated idempotency key).",
    schema: BoutLiveStateSchema,
  },
  400: {
    description: "Invalid input, or an action the rules do not allow now (`error` in the caller's language).",
    schema: Refusal,
  },
  404: { description: "No such bout (or event).", schema: ErrorBody },
  409: {
    description:
      "The bout is finished (`boutFinished`), or the idempotency key was already used for a different request (`keyReused`).",
    schema: Refusal,
  },
};

/** The state, or the refusal with its reason in the caller's language (Accept-Language: ru → Russian). */
async function answer(c: Context, write: () => Promise<LiveWriteResult>) {
  try {
    const { state } = await write();
    return c.json(state, 200, { "Cache-Control": "no-store" });
  } catch (error) {
    if (!(error instanceof LiveActionRefused)) throw error;
    if (error.status === 404) return apiError(c, 404, "Not found");
    const message = getI18n(callerLang(c)).t(`score:reasons.${error.reason}`);
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
    description:
      "The event stays in the log marked undone, with who and when; an `undo` entry tells viewers. Repeating the call changes nothing.",
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
    description:
      "The clock runs on the server's time (3 rounds × 5:00). The first start puts the bout and its team match live.",
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
