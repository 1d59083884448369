// Lineups, blind until both are in: the request schema (the manager's form and PUT /api/v1/team-matches/{id}/lineup),
// the weight limits of the classes, who may fight in which bout slot, and when the two lineups are revealed. Pure.
import { z } from "zod";
import { WEIGHT_CLASSES, WEIGHT_LIMITS_KG, type WeightClass } from "../league-constants.ts";

export const BOUTS_IN_LINEUP = 3;

const id = z.uuid({ error: "manage:validation.athlete" });

export const LineupSchema = z
  .object({
    team_id: z.uuid({ error: "manage:validation.team" }).meta({ description: "The team whose lineup this is." }),
    athlete_ids: z
      .array(id, { error: "manage:validation.athletes" })
      .length(BOUTS_IN_LINEUP, { error: "manage:validation.athletes" })
      .meta({ description: "The team's athletes for bouts 1, 2 and 3, in that order; no athlete twice." }),
  })
  .superRefine((input, context) => {
    input.athlete_ids.forEach((athlete, index) => {
      if (input.athlete_ids.indexOf(athlete) !== index)
        context.addIssue({ code: "custom", path: ["athlete_ids", index], message: "manage:validation.twice" });
    });
  })
  .meta({ description: "A team's lineup for a team match." });
export type LineupInput = z.infer<typeof LineupSchema>;

/** The classes of an event's three bout slots: null (or a null slot) leaves it open. */
export type SlotClasses = readonly (WeightClass | null)[] | null;

/** The class a slot is fought at for this athlete: the slot's own, or the athlete's when the slot is open. */
export const slotClassFor = (slots: SlotClasses, index: number, athleteClass: WeightClass): WeightClass =>
  slots?.[index] ?? athleteClass;

const rank = (weightClass: WeightClass) => WEIGHT_CLASSES.indexOf(weightClass);

export type Ineligible = "heavierClass" | "overLimit";

/**
 * May this athlete fight in this slot? Their registered class may not be heavier than the slot's (an athlete may
 * move up), and a weigh-in over the slot's class limit rules them out.
 */
export function eligibility(
  slots: SlotClasses,
  index: number,
  athlete: { weight_class: WeightClass; weight_kg: number | null },
): Ineligible | null {
  const weightClass = slotClassFor(slots, index, athlete.weight_class);
  if (rank(athlete.weight_class) > rank(weightClass)) return "heavierClass";
  const limit = WEIGHT_LIMITS_KG[weightClass];
  if (athlete.weight_kg !== null && limit !== null && athlete.weight_kg > limit) return "overLimit";
  return null;
}

/** An athlete of a submitted lineup who may not fight their slot (any more): see `lineupProblems`. */
export interface LineupProblem {
  /** 1-based bout number. */
  slot: number;
  athlete_id: string;
  reason: Ineligible;
  /** The class the slot is fought at for this athlete. */
  weight_class: WeightClass;
  athlete_class: WeightClass;
  weight_kg: number | null;
  limit: number | null;
}

/**
 * The athletes of a submitted lineup who fail `eligibility` now: a weigh-in over the limit came in after the lineup,
 * or the event's bout classes changed. Derived on read from the lineup, the classes and the weigh-ins (nothing is
 * stored): Admin → Results flags them, /manage shows the team's own. An athlete `athleteOf` does not know is skipped.
 */
export function lineupProblems(
  slots: SlotClasses,
  athleteIds: readonly string[],
  athleteOf: (id: string) => { weight_class: WeightClass; weight_kg: number | null } | undefined,
): LineupProblem[] {
  return athleteIds.flatMap((athleteId, index) => {
    const athlete = athleteOf(athleteId);
    const reason = athlete ? eligibility(slots, index, athlete) : null;
    if (!athlete || !reason) return [];
    const weightClass = slotClassFor(slots, index, athlete.weight_class);
    return [
      {
        slot: index + 1,
        athlete_id: athleteId,
        reason,
        weight_class: weightClass,
        athlete_class: athlete.weight_class,
        weight_kg: athlete.weight_kg,
        limit: WEIGHT_LIMITS_KG[weightClass],
      },
    ];
  });
}

/** The lineup deadline: `minutes` before the start; none while the team match has no time. */
export const lineupDeadline = (scheduledAt: Date | null, minutes: number): Date | null =>
  scheduledAt ? new Date(scheduledAt.getTime() - minutes * 60_000) : null;

/** Revealed: an admin revealed them, or both are in and the deadline has passed. */
export function lineupsRevealed(state: {
  revealedAt: Date | null;
  submitted: number;
  deadline: Date | null;
  now: Date;
}): boolean {
  if (state.revealedAt) return true;
  return state.submitted >= 2 && state.deadline !== null && state.now.getTime() >= state.deadline.getTime();
}
