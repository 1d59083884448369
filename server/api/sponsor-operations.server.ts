import { z } from "zod";
import { db } from "../db/database.server.ts";
import { moveSponsor, MoveSponsorSchema, SponsorOut } from "../league/entities/sponsor-entity.server.ts";
import { getSponsor, listSponsors } from "../league/sponsors-queries.server.ts";
import { entityGetOperation, entityListOperation } from "./entity-operations.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, operation } from "./operation.server.ts";
import { ErrorBody, PageQuery, pageInMemory } from "./schemas.server.ts";

const notFound = { description: "No sponsor with this id.", schema: ErrorBody };

export const sponsorOperations = [
  entityListOperation("sponsor", {
    summary: "List sponsors",
    description: "Ordered by display_order ascending.",
    found: "One page of sponsors.",
    item: SponsorOut,
    query: PageQuery,
    list: async (query) => pageInMemory(await listSponsors(db), query),
  }),
  entityGetOperation("sponsor", {
    summary: "One sponsor",
    found: "The sponsor.",
    output: SponsorOut,
    read: (id) => getSponsor(db, id),
  }),
  operation({
    operationId: "moveSponsor",
    method: "put",
    path: "/sponsors/{id}/position",
    tag: "Sponsors",
    summary: "Move a sponsor up or down the home page's order",
    description:
      "Swaps it with its neighbour and renumbers display_order 0, 1, 2, …; answers the sponsor ids in the new order.",
    access: "admin",
    body: MoveSponsorSchema,
    responses: {
      200: { description: "The new order.", schema: z.object({ items: z.array(z.uuid()) }) },
      404: notFound,
    },
    async handler({ c, params, body, user }) {
      const order = await moveSponsor(db, params.id, body.direction, actorOf(user));
      return order ? c.json({ items: order }) : apiError(c, 404, "Sponsor not found");
    },
  }),
];
