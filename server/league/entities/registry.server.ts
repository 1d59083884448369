// The server half of every entity, one line each: its audited writes, its own actions, its CSV codec.
import type { z } from "zod";
import type { EntityName } from "../../../app/lib/entities/registry.ts";
import type { Database } from "../../db/client.server.ts";
import type { Actor } from "../audit.server.ts";
import { athleteServer } from "./athlete-entity.server.ts";
import { boutServer } from "./bout-entity.server.ts";
import type { AnyAuditedWrites } from "./audited-writes.server.ts";
import type { EntityCsvCodec } from "./entity-csv.server.ts";
import { newsServer } from "./news-entity.server.ts";
import { sponsorServer } from "./sponsor-entity.server.ts";
import { teamServer } from "./team-entity.server.ts";
import { teamMatchServer } from "./team-match-entity.server.ts";
import { tournamentServer } from "./tournament-entity.server.ts";

/** A write beside create/update/delete (the admin intent `<action>-<entity>`): its values' schema and the write. Null when the id names nothing. */
export interface EntityAction<Values = never> {
  values: z.ZodType<Values>;
  run(db: Database, id: string, values: Values, actor: Actor): Promise<unknown>;
}

/** The texts and output shape of the entity's create/update/delete operations in /api/v1 (server/api/entity-operations.server.ts). */
export interface EntityApi {
  /** The OpenAPI tag, e.g. "Teams". */
  tag: string;
  /** For summaries: "Add a team", "Replace a team's fields", "Delete a team". */
  noun: string;
  /** The row as the API answers it, derived from the table (drizzle-zod). */
  output: z.ZodType;
  /** The description of the stored row in a 200/201 answer. */
  stored: string;
  /** The description of a 404 answer, and the answer's `error`. */
  notFound: string;
  missing: string;
  /** Where the update's 404 is described otherwise. */
  updateNotFound?: string;
  /** The writes whose checks may refuse them: documented with a 409 answer. */
  conflicts?: readonly ("create" | "update" | "delete")[];
  /** What the 409 answer says may refuse the write; the default names the team, athlete and sponsor checks. */
  conflictDescription?: string;
  describe?: Partial<Record<"create" | "update" | "delete", string>>;
}

export interface ServerEntityEntry {
  writes: AnyAuditedWrites;
  /** Without it the entity has no API writes (admin only). */
  api?: EntityApi;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action has its own values type
  actions?: Record<string, EntityAction<any>>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each codec has its own context type
  csv?: EntityCsvCodec<any>;
}

export const SERVER_ENTITIES: Record<EntityName, ServerEntityEntry> = {
  tournament: tournamentServer,
  news: newsServer,
  team: teamServer,
  athlete: athleteServer,
  sponsor: sponsorServer,
  "team-match": teamMatchServer,
  bout: boutServer,
};
