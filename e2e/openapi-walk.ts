// Walks the API as its OpenAPI document describes it: every operation, a valid body made from each
// operation's own schema, and the list totals that prove whether anything was written.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { listOperations, type Json, type ListedOperation } from "../server/api/openapi-listing";

export type { Json } from "../server/api/openapi-listing";
export { isWrite } from "../server/api/openapi-listing";
export type ApiOperation = ListedOperation;

/**
 * Every operation but the live event stream, which never ends (a walk would wait for its body forever);
 * e2e/live.spec.ts reads it as a browser does. A signed-in user's own operations (`/me/…`: any signed-in user, on
 * their own data) and one-click unsubscribe (a signed token, no session) are not staff writes nor public reads:
 * server/fans/*.test.ts cover them.
 */
export async function apiOperations(request: APIRequestContext): Promise<ApiOperation[]> {
  const operations = listOperations(
    (await (await request.get("/api/v1/openapi.json")).json()) as { paths: Record<string, unknown> },
  );
  return operations.filter(
    (operation) =>
      operation.path !== "/live/stream" &&
      !operation.path.startsWith("/me/") &&
      // Partner webhooks: admin-only reads too (server/webhooks/webhook-operations.test.ts walks them).
      !operation.path.startsWith("/webhooks") &&
      operation.path !== "/notifications/unsubscribe",
  );
}

export const jsonSchemaOf = (operation: ApiOperation) => operation.requestBody?.content["application/json"]?.schema;
export const isUpload = (operation: ApiOperation) => Boolean(operation.requestBody?.content["multipart/form-data"]);
/** `/tournaments/{id}` and `/sponsors/{id}/position` → `/tournaments`, `/sponsors`. */
export const collectionOf = (path: string) => path.split("/{")[0]!;
/** The readable item a write changes: `/sponsors/{id}/position` → `/sponsors/{id}`. */
export const itemPathOf = (path: string) => path.replace(/^([^{]*\{[^}]+\}).*$/, "$1");

/**
 * Whether `marker` shows up anywhere in the public lists (searched with `q` where a list has it, newest
 * and first 100 otherwise): bodies that must never be stored carry a marker, so a leak is visible.
 */
export async function markerStored(
  request: APIRequestContext,
  operations: ApiOperation[],
  marker: string,
): Promise<string[]> {
  const found: string[] = [];
  for (const operation of operations) {
    if (operation.method !== "get" || operation.path.includes("{")) continue;
    const response = await request.get(`/api/v1${operation.path}?limit=100&q=${encodeURIComponent(marker)}`, {
      headers: { "Cache-Control": "no-cache" },
    });
    if ((await response.text()).includes(marker)) found.push(operation.path);
  }
  return found;
}

/** Every item an operation could change: read by id through the public API. */
export async function readItems(request: APIRequestContext, paths: string[]): Promise<Record<string, unknown>> {
  const items: Record<string, unknown> = {};
  for (const path of paths) {
    const response = await request.get(path, { headers: { "Cache-Control": "no-cache" } });
    // A path the API does not serve answers with the HTML 404 page, whose nonce differs each time: keep its status only.
    const json = (response.headers()["content-type"] ?? "").includes("application/json");
    items[path] = json ? await response.json() : { status: response.status() };
  }
  return items;
}

/** A real id from the collection's list, or a well-formed unknown one. */
/** The first few ids of a collection, comma-separated (a `<entity>_ids` list's sample). */
async function someIds(request: APIRequestContext, collection: string): Promise<string> {
  const response = await request.get(`/api/v1${collection}?limit=4`);
  const body = (await response.json()) as { items?: { id: string }[] };
  return (body.items ?? []).map((item) => item.id).join(",");
}

export async function someId(request: APIRequestContext, collection: string): Promise<string> {
  const response = await request.get(`/api/v1${collection}?limit=1`);
  if (response.ok()) {
    const body = (await response.json()) as { items?: { id?: string }[] };
    if (body.items?.[0]?.id) return body.items[0].id;
  }
  // Team matches and bouts have no list of their own: they are read through a past tournament's results.
  if (collection === "/team-matches" || collection === "/bouts") {
    const past = (await (await request.get("/api/v1/tournaments?tab=past&limit=100")).json()) as {
      items: { id: string }[];
    };
    for (const tournament of past.items) {
      const results = (await (await request.get(`/api/v1/tournaments/${tournament.id}/results`)).json()) as {
        team_matches?: { id: string; bouts: { id: string }[] }[];
      };
      const match = results.team_matches?.find((candidate) => candidate.bouts.length > 0);
      if (match) return collection === "/bouts" ? match.bouts[0]!.id : match.id;
    }
  }
  return "00000000-0000-4000-8000-000000000000";
}

export const urlFor = (operation: ApiOperation, id: string) => `/api/v1${operation.path.replace(/\{[^}]+\}/g, id)}`;

/** Values the schema alone cannot tell (fields checked by code, not by the JSON Schema). */
const KNOWN_VALUES: Record<string, unknown> = { country: "USA", location_country: "Norway", weight_class: undefined };

/** A minimal valid value for a JSON Schema, preferring its own examples, enum values and defaults. */
export function sampleOf(schema: Json, name: string, refs: Record<string, string>, marker = "Authz"): unknown {
  if (name in KNOWN_VALUES && KNOWN_VALUES[name] !== undefined) return KNOWN_VALUES[name];
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.anyOf)) {
    const branch = (schema.anyOf as Json[]).find((option) => option.type !== "null") ?? {};
    return sampleOf({ ...branch, format: schema.format ?? branch.format }, name, refs, marker);
  }
  switch (schema.type) {
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return false;
    case "array": {
      const min = typeof schema.minItems === "number" ? schema.minItems : 0;
      // A list of ids (`team_ids`) takes distinct real ones: the same id twice is not a valid list.
      if (name.endsWith("_ids") && refs[name]) return refs[name].split(",").slice(0, Math.max(min, 1));
      return Array.from({ length: min }, () => sampleOf((schema.items ?? {}) as Json, name, refs, marker));
    }
    case "object":
      return bodyFor(schema, refs, marker);
    default: {
      if (schema.format === "uuid" || name.endsWith("_id")) return refs[name] ?? "00000000-0000-4000-8000-000000000000";
      if (schema.format === "uri-reference" || schema.format === "uri" || name.endsWith("_url"))
        return "https://league.example/authz.png";
      if (schema.format === "email") return "authz@league.example";
      const text = `${marker} ${name}`;
      const max = typeof schema.maxLength === "number" ? schema.maxLength : 100;
      const min = typeof schema.minLength === "number" ? schema.minLength : 0;
      return text.slice(0, max).padEnd(min, "x");
    }
  }
}

/** The required fields of an object schema, each with a valid sample. */
export function bodyFor(schema: Json, refs: Record<string, string> = {}, marker = "Authz"): Json {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const body: Json = {};
  for (const name of (schema.required ?? []) as string[])
    body[name] = sampleOf(properties[name] ?? {}, name, refs, marker);
  return body;
}

/** Ids for `<entity>_id` fields: the first item of `/<entity>s`. */
export async function referenceIds(
  request: APIRequestContext,
  operations: ApiOperation[],
): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  for (const operation of operations) {
    const schema = jsonSchemaOf(operation);
    for (const name of Object.keys((schema?.properties ?? {}) as Json)) {
      if (name.endsWith("_id") && !refs[name]) refs[name] = await someId(request, `/${name.slice(0, -3)}s`);
      if (name.endsWith("_ids") && !refs[name]) refs[name] = await someIds(request, `/${name.slice(0, -4)}s`);
    }
  }
  return refs;
}

/** A real PNG made on the fly. */
export async function pngUpload(color = "#1f6f43") {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: "authz.png", mimeType: "image/png", buffer };
}
