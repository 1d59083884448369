// The admin's lineup settings of an event, as the Results tab's forms and the API accept them: a weigh-in
// (PUT /api/v1/tournaments/{id}/weigh-ins) and the three bout slots' weight classes (PUT …/lineup-classes).
import { z } from "zod";
import { WEIGHT_CLASSES } from "../league-constants.ts";

export const WeighInSchema = z.object({
  athlete_id: z.uuid({ error: "admin:lineups.validation.athlete" }),
  weight_kg: z
    .number({ error: "admin:lineups.validation.weight" })
    .min(30, { error: "admin:lineups.validation.weight" })
    .max(250, { error: "admin:lineups.validation.weight" })
    .meta({ description: "The athlete's weight at the event's weigh-in, in kilograms (30–250)." }),
});

export const LineupClassesSchema = z.object({
  classes: z
    .array(
      z
        .union([z.enum(WEIGHT_CLASSES), z.literal(""), z.null()], { error: "admin:lineups.validation.class" })
        .transform((value) => value || null),
      { error: "admin:lineups.validation.classes" },
    )
    .length(3, { error: "admin:lineups.validation.classes" })
    .meta({ description: "The weight class of bouts 1, 2 and 3 of every team match of the event; null: open." }),
});
