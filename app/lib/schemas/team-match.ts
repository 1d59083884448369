import { z } from "zod";
import { TEAM_MATCH_STAGES } from "~/lib/results/constants";
import { isEventYear } from "./event-date";
import { optionalWholeNumber } from "./numbers";
import { DEFAULT_LINEUP_DEADLINE_MINUTES } from "~/lib/league-constants";

/** The last position on a tournament's card (the form's range; generated fixtures keep to it too). */
export const MAX_CARD_ORDER = 200;

const uuid = (message: string) => z.uuid({ error: message });
/** A side's team; blank or null only for a knockout slot still waiting for the result it comes from (the server checks). */
const side = () =>
  z
    .union([uuid("admin:validation.team"), z.literal(""), z.null()])
    .transform((value) => value || null)
    .meta({ description: "The team; null only on a generated slot whose team is not known yet (it stays derived)." });

/** A team match as the Results tab and the API accept it. Its winner and status follow from its bouts. */
export const TeamMatchInputSchema = z
  .object({
    tournament_id: uuid("admin:validation.tournament").meta({
      description: "The tournament (the path's id on create).",
    }),
    home_team_id: side(),
    away_team_id: side(),
    stage: z.enum(TEAM_MATCH_STAGES, { error: "admin:validation.stage" }),
    stage_round: optionalWholeNumber(1, 50, "admin:validation.stageRound").meta({
      description: "Round-robin round; null for knockout stages.",
    }),
    card_order: optionalWholeNumber(1, MAX_CARD_ORDER, "admin:validation.cardOrder").meta({
      description: "Position on the card; the next free one when left out.",
    }),
    scheduled_at: z
      .union([
        z.iso
          .datetime({ offset: true, error: "admin:validation.scheduledAt" })
          .refine(isEventYear, { error: "admin:validation.dateRange" }),
        z.literal(""),
        z.null(),
      ])
      .optional()
      .transform((value) => (value ? new Date(value) : null))
      .meta({ description: "When the team match is due to start (ISO 8601 with offset)." }),
    // Left out (or blank): a new team match gets the default, an edited one keeps its own.
    lineup_deadline_minutes: optionalWholeNumber(0, 1440, "admin:validation.lineupDeadline")
      .transform((value) => value ?? undefined)
      .optional()
      .meta({
        description: `Lineups close this many minutes before scheduled_at (0–1440); left out: ${DEFAULT_LINEUP_DEADLINE_MINUTES} for a new team match, unchanged for an existing one.`,
      }),
  })
  .superRefine((match, ctx) => {
    if (match.home_team_id !== null && match.home_team_id === match.away_team_id)
      ctx.addIssue({ code: "custom", path: ["away_team_id"], message: "admin:validation.sameTeam" });
  })
  .meta({ description: "A team match: two teams meeting in a tournament, best of three bouts." });

export type TeamMatchInput = z.output<typeof TeamMatchInputSchema>;
export type TeamMatchFormValues = z.input<typeof TeamMatchInputSchema>;
