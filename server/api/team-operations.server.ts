import { db } from "../db/database.server.ts";
import { TeamOut } from "../league/entities/team-entity.server.ts";
import { getTeam, listTeams } from "../league/teams-queries.server.ts";
import { entityGetOperation, entityListOperation } from "./entity-operations.server.ts";
import { PageQuery, pageInMemory } from "./schemas.server.ts";

export const teamOperations = [
  entityListOperation("team", {
    summary: "List teams",
    description: "Ordered by name.",
    found: "One page of teams.",
    item: TeamOut.pick({ id: true, name: true }),
    query: PageQuery,
    list: async (query) => pageInMemory(await listTeams(db), query),
  }),
  entityGetOperation("team", {
    summary: "One team",
    found: "The team.",
    output: TeamOut,
    read: (id) => getTeam(db, id),
  }),
];
