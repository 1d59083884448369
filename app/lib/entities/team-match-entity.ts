import { TeamMatchInputSchema } from "../schemas/team-match";
import { defineEntity } from "./define-entity";

export const teamMatchEntity = defineEntity({
  name: "team-match",
  plural: "team-matches",
  schema: TeamMatchInputSchema,
  parent: { entity: "tournament", key: "tournament_id" },
});
