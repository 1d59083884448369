// The browser-safe half of an entity's one definition: its name, input schema, i18n keys, CSV columns
// and extra admin actions. The server half (table, writes, checks) lives in server/league/entities/.
import type { z } from "zod";

export const WRITE_VERBS = ["create", "update", "delete"] as const;

export interface EntityCsv<Kind extends string = string> {
  /** The file kind the admin picks, e.g. "athletes". */
  kind: Kind;
  /** Every column, in file order. */
  columns: readonly string[];
  /** Columns a file must have; the rest may be left out (empty or default). */
  required: readonly string[];
  /** The columns shown in the admin's preview table. */
  preview: readonly string[];
}

export interface EntityDefinition<
  Name extends string = string,
  Plural extends string = string,
  Action extends string = never,
> {
  /** Singular, kebab-case: the audit log's entity, the admin intents (`create-<name>`), the API's operation ids. */
  name: Name;
  /** The API collection (`/api/v1/<plural>`), the admin tab and the i18n section (`admin:<plural>.added`). */
  plural: Plural;
  /** The form's schema (an object); the server parses every write with it again. */
  schema: z.ZodObject;
  /**
   * Where creating one is nested: `{ entity: "tournament", key: "tournament_id" }` makes the API's create
   * `POST /<parent plural>/{id}/<plural>` and puts the path's id into `key`.
   */
  parent?: { entity: string; key: string };
  /** Writes other than create/update/delete, e.g. a sponsor's `move`: the admin intent `move-sponsor` and its success toast. */
  actions?: Record<Action, { ok: string }>;
  csv?: EntityCsv;
  /**
   * A top-level entity's admin list (every entity without a `parent` has one): the columns it sorts by, each with the
   * direction it starts in, in the order the list's header links show; the first is the default.
   */
  sorts?: Readonly<Record<string, "asc" | "desc">>;
}

/** Keeps the literal types (name, plural, actions, whether it has CSV columns) the registry derives from. */
export const defineEntity = <const Definition extends EntityDefinition<string, string, string>>(
  definition: Definition,
) => definition;

/** The i18n keys (namespace admin) of an entity's toasts. */
export function entityMessages(entity: EntityDefinition) {
  return {
    added: `${entity.plural}.added`,
    updated: `${entity.plural}.updated`,
    deleted: `${entity.plural}.deleted`,
    deleteFailed: `${entity.plural}.deleteFailed`,
  } as const;
}
