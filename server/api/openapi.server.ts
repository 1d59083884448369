// The OpenAPI 3.1 document, generated from the operation table and its zod schemas (z.toJSONSchema).
import { z } from "zod";
import { ErrorBody } from "./schemas.server.ts";
import { pathParamsOf, type Operation } from "./operation.server.ts";

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

function parameters(operation: Operation) {
  // Every path parameter is a record id (the router answers 404 for anything but a uuid).
  const numeric = operation.numericParams ?? [];
  const words = operation.enumParams ?? {};
  const path = pathParamsOf(operation.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: numeric.includes(name)
      ? { type: "integer", minimum: 1 }
      : words[name]
        ? { type: "string", enum: [...words[name]] }
        : { type: "string", format: "uuid" },
  }));
  const query = operation.query
    ? Object.entries((toSchema(operation.query, "input").properties ?? {}) as Record<string, JsonSchema>).map(
        ([name, schema]) => {
          const { description, ...rest } = schema;
          return { name, in: "query", required: false, ...(description ? { description } : {}), schema: rest };
        },
      )
    : [];
  return [...path, ...query];
}

function requestBody(operation: Operation) {
  if (operation.body)
    return { required: true, content: { "application/json": { schema: toSchema(operation.body, "input") } } };
  if (operation.upload) {
    return {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: [operation.upload.field],
            properties: {
              [operation.upload.field]: {
                type: "string",
                contentMediaType: "application/octet-stream",
                description: operation.upload.description,
              },
            },
          },
        },
      },
    };
  }
  return undefined;
}

const ROLE_TEXT = {
  admin: "admin",
  scorekeeper: "scorekeeper or admin",
  team_manager: "team_manager (of the lineup's team) or admin",
} as const;

function responses(operation: Operation) {
  const out: Record<string, unknown> = {};
  for (const [status, spec] of Object.entries(operation.responses)) {
    out[status] = spec.schema
      ? { description: spec.description, content: { "application/json": { schema: toSchema(spec.schema, "output") } } }
      : { description: spec.description };
  }
  if (operation.query || operation.body) out["400"] ??= errorResponse("Invalid input: `fields` names each problem.");
  if (operation.access !== "public") {
    out["401"] = errorResponse("Not signed in.");
    out["403"] = errorResponse(
      operation.access === "user"
        ? "A cross-origin request."
        : `Signed in without the ${ROLE_TEXT[operation.access]} role, or a cross-origin request.`,
    );
  }
  return out;
}

export function buildOpenApiDocument(operations: Operation[], options: { serverUrl: string; title: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const body = requestBody(operation);
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.description ? { description: operation.description } : {}),
      ...(operation.access === "user"
        ? { security: [{ session: [] }, { bearer: [] }] }
        : operation.access !== "public"
          ? { security: [{ session: [] }] }
          : { security: [] }),
      parameters: parameters(operation),
      ...(body ? { requestBody: body } : {}),
      responses: responses(operation),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${options.title} API`,
      version: "1.0.0",
      description:
        "Public reads need no credentials. Writes need the session cookie of a user with the admin role (live scoring of bouts: scorekeeper or admin; a team's lineup: its team_manager or admin) (sign in at /auth or POST /api/auth/sign-in/email) and an Origin header naming this site. Lists take `page` and `limit` (at most 100) and answer `{ items, total }`.",
    },
    servers: [{ url: options.serverUrl }],
    tags: [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: toSchema(ErrorBody, "output") },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The session cookie set by signing in.",
        },
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "A JWT from /api/auth/token, or a session token (native apps).",
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
