// A child entity created under its parent, as the results and live entities are: the operations, their
// document and a create through them, made for a test entity (athletes as "squad members" of a team).
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { defineEntity } from "../../app/lib/entities/define-entity.ts";
import { AthleteInputSchema } from "../../app/lib/schemas/athlete.ts";
import { database } from "../db/database.server.ts";
import { athletes, teams } from "../db/schema.ts";
import { auditedWrites } from "../league/entities/audited-writes.server.ts";
import { createTeam } from "../league/entities/team-entity.server.ts";
import { writeOperationsFor } from "./entity-operations.server.ts";
import { refusal } from "./errors.server.ts";
import { listOperations } from "./openapi-listing.ts";
import { buildOpenApiDocument } from "./openapi.server.ts";
import { toHonoPath, type Operation } from "./operation.server.ts";

const squadMember = defineEntity({
  name: "squad-member",
  plural: "squad-members",
  schema: AthleteInputSchema,
  parent: { entity: "team", key: "team_id" },
});
const server = {
  writes: auditedWrites({ entity: squadMember as never, table: athletes, summary: (row) => row.full_name }),
  api: {
    tag: "Squads",
    noun: "a squad member",
    output: AthleteInputSchema,
    stored: "As stored.",
    notFound: "No squad member with this id.",
    missing: "Squad member not found",
    conflicts: ["create"],
    conflictDescription: "Refused: the squad is full.",
  },
} as const;
const operations = writeOperationsFor(squadMember, server, {
  key: "team_id",
  entity: "team",
  plural: "teams",
  table: teams,
});

/** The operations mounted without the router's session checks: the handlers alone. */
function mount(list: Operation[]) {
  const app = new Hono();
  for (const operation of list) {
    app.on(operation.method.toUpperCase(), toHonoPath(operation.path), async (c) =>
      operation.handler({
        c,
        user: null,
        params: c.req.param() as never,
        query: operation.query?.parse(c.req.query()) as never,
        body: operation.body?.parse(await c.req.json()) as never,
      }),
    );
  }
  // As the router does: a refusal becomes 400 or 409 with its fields.
  app.onError((error, c) => refusal(c, error) ?? c.text("unexpected", 500));
  return app;
}

describe("write operations of a child entity", () => {
  beforeAll(() => database.migrate());

  it("nests the create under the parent and documents it from the registry entry", () => {
    expect(operations.map((operation) => `${operation.operationId} ${operation.method} ${operation.path}`)).toEqual([
      "createSquadMember post /teams/{id}/squad-members",
      "updateSquadMember put /squad-members/{id}",
      "deleteSquadMember delete /squad-members/{id}",
    ]);
    const [create] = listOperations(
      buildOpenApiDocument(operations, { serverUrl: "http://localhost/api/v1", title: "Test" }),
    );
    const body = create!.requestBody!.content["application/json"]!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).not.toContain("team_id");
    expect(body.required).toEqual(expect.arrayContaining(["full_name", "country", "weight_class"]));
    expect(create!.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
    ]);
    expect(create!.responses).toMatchObject({
      201: { description: "As stored." },
      404: { description: "No team with this id." },
      409: { description: "Refused: the squad is full." },
    });
  });

  it("creates the child with the parent's id from the path, and answers 404 for a parent that does not exist", async () => {
    const team = await createTeam(database.db, {
      name: `Nested FC ${Date.now()}`,
      name_ru: null,
      logo_url: null,
      city: null,
      country: null,
    });
    const app = mount(operations);
    const created = await app.request(`/teams/${team.id}/squad-members`, {
      method: "POST",
      body: JSON.stringify({ full_name: "Squad One", country: "KAZ", weight_class: "lightweight" }),
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ full_name: "Squad One", team_id: team.id });
    const orphan = await app.request(`/teams/${crypto.randomUUID()}/squad-members`, {
      method: "POST",
      body: JSON.stringify({ full_name: "Squad Two", country: "KAZ", weight_class: "lightweight" }),
    });
    expect(orphan.status).toBe(404);
    // The entity's own schema still runs whole, refinements included (wins above the matches fought).
    const impossible = await app.request(`/teams/${team.id}/squad-members`, {
      method: "POST",
      body: JSON.stringify({
        full_name: "Squad Three",
        country: "KAZ",
        weight_class: "lightweight",
        wins: 5,
        total_matches: 2,
      }),
    });
    expect(impossible.status).toBe(400);
    expect(((await impossible.json()) as { fields: Record<string, string> }).fields).toHaveProperty("total_matches");
  });
});
