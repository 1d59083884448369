import { BoutInputSchema } from "../schemas/bout";
import { defineEntity } from "./define-entity";

export const boutEntity = defineEntity({
  name: "bout",
  plural: "bouts",
  schema: BoutInputSchema,
  parent: { entity: "team-match", key: "team_match_id" },
});
