import { TeamInputSchema } from "../schemas/team";
import { defineEntity } from "./define-entity";

export const teamEntity = defineEntity({
  name: "team",
  plural: "teams",
  schema: TeamInputSchema,
  sorts: { name: "asc", country: "asc", updated: "desc" },
});
