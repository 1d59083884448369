// What the console sends and the API accepts (one schema each, shared): messages are i18n keys (score namespace).
import { z } from "zod";
import { safeString } from "../schemas/safe-text";
import { ROUND_SECONDS, ROUNDS_PER_BOUT } from "../results/constants";
import { FINISH_METHODS } from "./live-actions";
import { CLOCK_ACTIONS } from "./live-clock";
import { ATHLETE_EVENT_KINDS, CONTROL_POSITIONS } from "./scoring-rules";

/** A client-made key (a UUID from the console): the same key twice is counted once. */
const IdempotencyKey = safeString("score:validation.key")
  .trim()
  .min(8, { error: "score:validation.key" })
  .max(100, { error: "score:validation.key" });
const Technique = safeString("score:validation.technique").trim().max(80, { error: "score:validation.technique" });

export const EventInputSchema = z
  .object({
    athlete_id: z.uuid({ error: "score:validation.athlete" }),
    kind: z.enum(ATHLETE_EVENT_KINDS, { error: "score:validation.kind" }).meta({
      description:
        "The rules' action: a score, a takedown attempt that did not land, a foul, a control segment or a submission.",
    }),
    round: z
      .int({ error: "score:validation.round" })
      .min(1, { error: "score:validation.round" })
      .max(ROUNDS_PER_BOUT, { error: "score:validation.round" }),
    clock_seconds: z
      .int({ error: "score:validation.clock" })
      .min(0, { error: "score:validation.clock" })
      .max(ROUND_SECONDS, { error: "score:validation.clock" }),
    idempotency_key: IdempotencyKey,
    /** A correction names the event it replaces: that one is undone in the same transaction. */
    corrects_event_id: z
      .int()
      .positive()
      .optional()
      .meta({ description: "Replace this earlier event (it is undone, kept in the log)." }),
    position: z
      .enum(CONTROL_POSITIONS)
      .optional()
      .meta({ description: "For control_start: mount, back or side_control." }),
    technique: Technique.optional().meta({ description: "For submission: the finishing hold." }),
  })
  .meta({ description: "One scoring action from the console." });
export type EventInput = z.output<typeof EventInputSchema>;

export const ClockInputSchema = z.object({
  action: z.enum(CLOCK_ACTIONS, { error: "score:validation.clockAction" }),
  idempotency_key: IdempotencyKey.optional(),
});
export type ClockInput = z.output<typeof ClockInputSchema>;

export const FinishInputSchema = z.object({
  winner_id: z.uuid({ error: "score:validation.athlete" }),
  method: z.enum(FINISH_METHODS, { error: "score:validation.method" }),
  technique: Technique.optional(),
  idempotency_key: IdempotencyKey.optional(),
});
export type FinishInput = z.output<typeof FinishInputSchema>;
