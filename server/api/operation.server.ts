// One table of operations drives the router, the OpenAPI document and the authorization walk, so neither
// can miss a route. `operation()` types each handler's params, query and body from its path and schemas.
import type { Context } from "hono";
import type { z } from "zod";
import type { SessionUser } from "../auth.server.ts";

export type Method = "get" | "post" | "put" | "delete";

export interface ApiResponseSpec {
  description: string;
  schema?: z.ZodType;
}

/** `/tournaments/{id}/team-matches` → `{ id: string }`. */
export type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? { [Key in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;
export type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface OperationContext<Path extends string = string, Query = undefined, Body = undefined> {
  c: Context;
  /** The signed-in admin (or scorekeeper, or team manager); set for every operation but `access: "public"`. */
  user: SessionUser | null;
  /** Every path parameter is a record id, checked before the handler runs (anything but a uuid answers 404). */
  params: PathParams<Path>;
  query: Parsed<Query>;
  body: Parsed<Body>;
}

export interface Operation<
  Path extends string = string,
  Query extends z.ZodObject | undefined = z.ZodObject | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
> {
  operationId: string;
  method: Method;
  /** OpenAPI-style path below /api/v1, e.g. `/tournaments/{id}`. */
  path: Path;
  tag: string;
  summary: string;
  description?: string;
  /**
   * `scorekeeper`: scorekeepers and admins (live scoring only); `team_manager`: team managers and admins (lineups);
   * `user`: any signed-in user, on their own data (`/me/…`).
   */
  access: "public" | "admin" | "scorekeeper" | "team_manager" | "user";
  query?: Query;
  /** Path parameters that are numeric ids (positive integers) rather than uuids, e.g. an event's `eventId`. */
  numericParams?: string[];
  /** Path parameters that take one of a few words, e.g. a follow's `kind` (anything else answers 404). */
  enumParams?: Record<string, readonly string[]>;
  /** JSON body parsed with this schema (400 with field messages when it fails). */
  body?: Body;
  /** Multipart upload with one file field; the handler reads it. */
  upload?: { field: string; description: string };
  responses: Record<number, ApiResponseSpec>;
  // A method (not a property) so that a typed operation fits the table's untyped list.
  handler(context: OperationContext<Path, Query, Body>): Promise<Response>;
}

/** One operation, its handler typed from `path`, `query` and `body`. */
export const operation = <
  const Path extends string,
  Query extends z.ZodObject | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  definition: Operation<Path, Query, Body>,
): Operation => definition;

/** The audit log's "who" for an admin operation. */
export const actorOf = (user: SessionUser | null) => ({ id: user?.id ?? null, email: user?.email ?? "api" });

/** `/tournaments/{id}` → `/tournaments/:id` */
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");

/** `/tournaments/{id}` → `["id"]` */
export const pathParamsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
