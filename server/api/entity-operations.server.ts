// The create, update and delete operations of every entity with an `api` block in its registry entry:
// the entity's own schema for the body, its audited writes (and their checks: 409), its output shape.
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { EntityDefinition } from "../../app/lib/entities/define-entity.ts";
import { ENTITIES, type EntityName } from "../../app/lib/entities/registry.ts";
import { db } from "../db/database.server.ts";
import type { EntityTable } from "../league/entities/audited-writes.server.ts";
import { SERVER_ENTITIES, type ServerEntityEntry } from "../league/entities/registry.server.ts";
import { withoutTimestamps } from "../league/entities/api-shape.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, operation, type ApiResponseSpec, type Operation, type Parsed } from "./operation.server.ts";
import { pascalCase as pascal } from "./openapi-listing.ts";
import { ErrorBody, pageOf } from "./schemas.server.ts";

const CONFLICT =
  "Refused: a name already taken, a team that does not exist, or a team with athletes and no choice for them.";

/** The create, update and delete operations of a registered entity. */
export function entityWriteOperations(name: EntityName): Operation[] {
  const entity: EntityDefinition = ENTITIES[name];
  const parent = entity.parent && {
    ...entity.parent,
    plural: ENTITIES[entity.parent.entity as EntityName].plural,
    table: SERVER_ENTITIES[entity.parent.entity as EntityName].writes.definition.table,
  };
  return writeOperationsFor(entity, SERVER_ENTITIES[name], parent);
}

/** The same for any definition; `parent` names where a nested create lives and the table its id must be in. */
export function writeOperationsFor(
  entity: EntityDefinition,
  server: ServerEntityEntry,
  parent?: { key: string; entity: string; plural: string; table: EntityTable },
): Operation[] {
  const { writes, api } = server;
  if (!api) throw new Error(`${entity.name} has no api block in its server registry entry`);
  const id = pascal(entity.name);
  const collection = `/${entity.plural}` as const;
  const item = `${collection}/{id}` as const;
  const conflict = (verb: "create" | "update" | "delete"): Record<number, ApiResponseSpec> =>
    api.conflicts?.includes(verb)
      ? { 409: { description: api.conflictDescription ?? CONFLICT, schema: ErrorBody } }
      : {};
  const described = (verb: "create" | "update" | "delete") =>
    api.describe?.[verb] ? { description: api.describe[verb] } : {};
  const summaries = { create: `Add ${api.noun}`, update: `Replace ${api.noun}'s fields`, delete: `Delete ${api.noun}` };
  const methods = { create: "post", update: "put", delete: "delete" } as const;
  /** What every write operation of the entity shares: id, method, tag, summary, description, admin only. */
  const write = <Verb extends "create" | "update" | "delete">(verb: Verb) => ({
    operationId: `${verb}${id}`,
    method: methods[verb],
    tag: api.tag,
    summary: summaries[verb],
    ...described(verb),
    access: "admin" as const,
  });
  const notFound = (description: string) => ({ 404: { description, schema: ErrorBody } });

  // A child created under its parent (`POST /tournaments/{id}/team-matches`) takes the parent's id from the path.
  const { schema } = entity;
  const create = parent
    ? operation({
        ...write("create"),
        path: `/${parent.plural}/{id}${collection}` as const,
        // Documents and checks the fields without the parent's key (zod cannot omit from a refined object);
        // the handler then parses the whole input with the entity's own schema, refinements included.
        body: z
          .object(schema.shape)
          .omit({ [parent.key]: true } as Partial<Record<keyof typeof schema.shape, true>>)
          .meta(schema.meta() ?? {}),
        responses: {
          201: { description: api.stored, schema: api.output },
          ...notFound(`No ${parent.entity} with this id.`),
          ...conflict("create"),
        },
        async handler({ c, params, user }) {
          const [found] = await db
            .select({ id: parent.table.id })
            .from(parent.table)
            .where(eq(parent.table.id, params.id));
          if (!found) return apiError(c, 404, "Not found");
          const input = schema.parse({ ...((await c.req.json()) as object), [parent.key]: params.id });
          return c.json(withoutTimestamps(await writes.create(db, input, actorOf(user))), 201);
        },
      })
    : operation({
        ...write("create"),
        path: collection,
        body: entity.schema,
        responses: { 201: { description: api.stored, schema: api.output }, ...conflict("create") },
        async handler({ c, body, user }) {
          return c.json(withoutTimestamps(await writes.create(db, body, actorOf(user))), 201);
        },
      });

  return [
    create,
    operation({
      ...write("update"),
      path: item,
      body: entity.schema,
      responses: {
        200: { description: api.stored, schema: api.output },
        ...notFound(api.updateNotFound ?? api.notFound),
        ...conflict("update"),
      },
      async handler({ c, params, body, user }) {
        const row = await writes.update(db, params.id, body, actorOf(user));
        return row ? c.json(withoutTimestamps(row)) : apiError(c, 404, api.missing);
      },
    }),
    operation({
      ...write("delete"),
      path: item,
      query: writes.definition.deleteOptions,
      responses: { 204: { description: "Deleted." }, ...notFound(api.notFound), ...conflict("delete") },
      async handler({ c, params, query, user }) {
        return (await writes.removed(db, params.id, actorOf(user), query))
          ? c.body(null, 204)
          : apiError(c, 404, api.missing);
      },
    }),
  ];
}

/** `GET /<plural>/{id}`: one row by id, 404 (the entity's own message) when there is none. */
export function entityGetOperation(
  name: EntityName,
  options: { summary: string; found: string; output: z.ZodType; read(id: string): Promise<object | null> },
): Operation {
  const api = SERVER_ENTITIES[name].api!;
  return operation({
    operationId: `get${pascal(name)}`,
    method: "get",
    path: `/${ENTITIES[name].plural}/{id}` as const,
    tag: api.tag,
    summary: options.summary,
    access: "public",
    responses: {
      200: { description: options.found, schema: options.output },
      404: { description: api.notFound, schema: ErrorBody },
    },
    async handler({ c, params }) {
      const row = await options.read(params.id);
      return row ? c.json(withoutTimestamps(row)) : apiError(c, 404, api.missing);
    },
  });
}

/** `GET /<plural>`: one page of `{ items, total }`, its query typed from `query`. */
export function entityListOperation<Query extends z.ZodObject>(
  name: EntityName,
  options: {
    summary: string;
    description: string;
    found: string;
    item: z.ZodType;
    query: Query;
    list(query: Parsed<Query>): Promise<{ items: unknown[]; total: number }>;
  },
): Operation {
  return operation({
    operationId: `list${pascal(ENTITIES[name].plural)}`,
    method: "get",
    path: `/${ENTITIES[name].plural}` as const,
    tag: SERVER_ENTITIES[name].api!.tag,
    summary: options.summary,
    description: options.description,
    access: "public",
    query: options.query,
    responses: { 200: { description: options.found, schema: pageOf(options.item) } },
    handler: async ({ c, query }) => c.json(await options.list(query)),
  });
}
