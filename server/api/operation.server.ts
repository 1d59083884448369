// One table of operations drives both the router and the OpenAPI document, so neither can miss a route.
import type { Context } from "hono";
import type { z } from "zod";
import type { SessionUser } from "../auth.server.ts";

export type Method = "get" | "post" | "put" | "delete";

export interface ApiResponseSpec {
  description: string;
  schema?: z.ZodType;
}

export interface OperationContext {
  c: Context;
  /** The signed-in admin; set for `access: "admin"` operations only. */
  user: SessionUser | null;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface Operation {
  operationId: string;
  method: Method;
  /** OpenAPI-style path below /api/v1, e.g. `/tournaments/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: "public" | "admin";
  query?: z.ZodObject;
  /** JSON body parsed with this schema (400 with field messages when it fails). */
  body?: z.ZodType;
  /** Multipart upload with one file field; the handler reads it. */
  upload?: { field: string; description: string };
  /** Path parameters that must be UUIDs: anything else answers 404, like an unknown id. */
  uuidParams?: string[];
  responses: Record<number, ApiResponseSpec>;
  handler(context: OperationContext): Promise<Response>;
}

export const defineOperations = (operations: Operation[]) => operations;

/** The audit log's "who" for an admin operation. */
export const actorOf = (user: SessionUser | null) => ({ id: user?.id ?? null, email: user?.email ?? "api" });

/** `/tournaments/{id}` → `/tournaments/:id` */
export const toHonoPath = (path: string) => path.replace(/\{(\w+)\}/g, ":$1");
