// A weigh-in as the admin's form and PUT /api/v1/tournaments/{id}/weigh-ins accept it: one schema.
import { z } from "zod";

export const WeighInSchema = z.object({
  athlete_id: z.uuid({ error: "admin:lineups.validation.athlete" }),
  weight_kg: z.coerce
    .number({ error: "admin:lineups.validation.weight" })
    .min(30, { error: "admin:lineups.validation.weight" })
    .max(250, { error: "admin:lineups.validation.weight" })
    .meta({ description: "The athlete's weight at the event's weigh-in, in kilograms (30–250)." }),
});
