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

/**
 * Why an athlete of a submitted lineup may not fight their slot (any more): `eligibility`'s reasons, or the athlete
 * left the team's roster (transferred) or was deleted after the lineup went in.
 */
export type LineupProblemReason = Ineligible | "offRoster" | "missing";

/** An athlete of a submitted lineup who may not fight their slot (any more): see `lineupProblems`. */
export interface LineupProblem {
  /** 1-based bout number. */
  slot: number;
  athlete_id: string;
  reason: LineupProblemReason;
  /** The class the slot is fought at for this athlete (null: the athlete is gone and the slot open). */
  weight_class: WeightClass | null;
  athlete_class: WeightClass | null;
  weight_kg: number | null;
  limit: number | null;
}

/** What `lineupProblems` needs to know of an athlete now: class, weigh-in at the event and team. */
export interface LineupAthleteFacts {
  weight_class: WeightClass;
  weight_kg: number | null;
  team_id: string | null;
}

/**
 * The athletes of a submitted lineup who may not fight now: deleted (`athleteOf` does not know them), no longer on
 * the lineup's team, or failing `eligibility` (a weigh-in over the limit came in after the lineup, or the event's bout
 * classes changed). Derived on read from the lineup, the roster, the classes and the weigh-ins (nothing is stored):
 * Admin → Results flags them, /manage shows the team's own, and a flagged lineup is not revealed.
 */
export function lineupProblems(
  slots: SlotClasses,
  teamId: string,
  athleteIds: readonly string[],
  athleteOf: (id: string) => LineupAthleteFacts | undefined,
): LineupProblem[] {
  return athleteIds.flatMap((athleteId, index): LineupProblem[] => {
    const athlete = athleteOf(athleteId);
    if (!athlete) {
      const weightClass = slots?.[index] ?? null;
      const limit = weightClass ? WEIGHT_LIMITS_KG[weightClass] : null;
      return [
        {
          slot: index + 1,
          athlete_id: athleteId,
          reason: "missing",
          weight_class: weightClass,
          athlete_class: null,
          weight_kg: null,
          limit,
        },
      ];
    }
    const weightClass = slotClassFor(slots, index, athlete.weight_class);
    const reason = athlete.team_id !== teamId ? "offRoster" : eligibility(slots, index, athlete);
    if (!reason) return [];
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

/**
 * Revealed (decision 051): stamped by the reveal (at the deadline, by the `lineups.reveal` job, or an admin's), or —
 * derived on read, so a read never waits for the job and never writes — the lineups of both teams now in the team
 * match are in, neither is flagged (`lineupProblems`), and the deadline has passed. A leftover lineup of a team that
 * is no longer in the slot does not count.
 */
export function lineupsRevealed(state: {
  revealedAt: Date | null;
  /** Both teams in the team match (home and away) have a lineup in. */
  bothIn: boolean;
  /** A lineup of those two has a problem (`lineupProblems`): it is not revealed until it is fixed. */
  flagged: boolean;
  deadline: Date | null;
  now: Date;
}): boolean {
  if (state.revealedAt) return true;
  return state.bothIn && !state.flagged && state.deadline !== null && state.now.getTime() >= state.deadline.getTime();
}
