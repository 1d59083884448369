// The OpenAPI document read back as a flat list of operations: the unit test of the document and the e2e
// walks over the running API (e2e/openapi-walk.ts) both list it this way. Pure: no server imports.
import { type EntityDefinition, WRITE_VERBS } from "../../app/lib/entities/define-entity.ts";
import { ENTITIES } from "../../app/lib/entities/registry.ts";

export type Json = Record<string, unknown>;

export interface ListedOperation {
  operationId: string;
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI path below /api/v1, e.g. `/tournaments/{id}`. */
  path: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Json }> };
  parameters?: { name: string; in: string }[];
  responses?: Record<string, unknown>;
}

export function listOperations(document: { paths: Record<string, unknown> }): ListedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Omit<ListedOperation, "method" | "path">>).map(([method, operation]) => ({
      ...operation,
      method: method as ListedOperation["method"],
      path,
    })),
  );
}

export const isWrite = (operation: ListedOperation) => operation.method !== "get";

/** `team-match` → `TeamMatch`, as the operation ids spell an entity (`createTeamMatch`). */
export const pascalCase = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());

/**
 * Every admin-only write the API has: each registered entity's create, update and delete and its own actions
 * (`moveSponsor`), derived from the registry as `server/api/entity-operations.server.ts` builds them, and the writes
 * that are not an entity's. The OpenAPI unit test and the e2e authorization walks compare the document against it.
 */
export const ADMIN_WRITE_OPERATIONS = [
  ...Object.values(ENTITIES).flatMap((entity: EntityDefinition) =>
    [...WRITE_VERBS, ...Object.keys(entity.actions ?? {})].map((verb) => `${verb}${pascalCase(entity.name)}`),
  ),
  "uploadImage",
  "generateFixtures",
  "revealLineups",
  "putWeighIn",
  "putLineupClasses",
];

/** A team's lineup: its team_manager or an admin (another team's manager, or anyone else, gets 403). */
export const TEAM_MANAGER_WRITE_OPERATIONS = ["putLineup", "deleteLineup"];

/** The live scoring writes: scorekeeper or admin (a scorekeeper gets 403 on every other write). */
export const SCOREKEEPER_WRITE_OPERATIONS = [
  "recordBoutEvent",
  "undoBoutEvent",
  "boutClock",
  "finishBout",
  "syncBroadcast",
];

/** A signed-in user's own data (`/me/…`): any signed-in user, on their own rows only; 401 signed out. */
export const USER_OPERATIONS = [
  "putFollow",
  "deleteFollow",
  "listFollows",
  "exportMyData",
  "getMyCalendar",
  "rotateMyCalendar",
  "addPushSubscription",
  "deletePushSubscription",
];

/** Writes that need no session: one-click unsubscribe (its signed token is the authority). */
export const PUBLIC_WRITE_OPERATIONS = ["unsubscribeNotifications"];

/** Partner webhooks (docs/webhooks.md): admin-only reads and writes, walked by server/webhooks/webhook-operations.test.ts. */
export const WEBHOOK_OPERATIONS = [
  "createWebhook",
  "listWebhooks",
  "deleteWebhook",
  "enableWebhook",
  "listWebhookDeliveries",
];
