import { describe, expect, it } from "vitest";
import { openApiDocument, operations } from "./api.server.ts";
import { renderDocsPage } from "./docs-page.server.ts";
import {
  ADMIN_WRITE_OPERATIONS,
  listOperations,
  SCOREKEEPER_WRITE_OPERATIONS,
  TEAM_MANAGER_WRITE_OPERATIONS,
  PUBLIC_WRITE_OPERATIONS,
  USER_OPERATIONS,
  WEBHOOK_OPERATIONS,
  type ListedOperation,
} from "./openapi-listing.ts";

type Schema = { required?: string[]; properties?: Record<string, unknown> };
const all = () =>
  listOperations(openApiDocument) as (ListedOperation & {
    security: unknown[];
    responses: Record<string, unknown>;
    requestBody?: { content: Record<string, { schema: Schema }> };
  })[];

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every mounted operation once", () => {
    expect(openApiDocument.openapi).toBe("3.1.0");
    const ids = all().map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(operations.map((operation) => operation.operationId).sort());
    expect(ids).toEqual(
      expect.arrayContaining([
        "listTournaments",
        "getTournament",
        "listUpcomingTournaments",
        "listSponsors",
        "listNews",
        "listAthletes",
        "getAthlete",
        "listTeams",
        "getLeaders",
        "getLeagueStats",
      ]),
    );
  });

  it("marks every write as needing the admin session and documents 401 and 403; reads need none", () => {
    const staff = all().filter(
      (operation) =>
        ![...USER_OPERATIONS, ...PUBLIC_WRITE_OPERATIONS, ...WEBHOOK_OPERATIONS].includes(operation.operationId),
    );
    const reads = staff.filter((operation) => operation.method === "get");
    const writes = staff.filter((operation) => operation.method !== "get");
    expect(writes.map((operation) => operation.operationId).sort()).toEqual(
      [...ADMIN_WRITE_OPERATIONS, ...SCOREKEEPER_WRITE_OPERATIONS, ...TEAM_MANAGER_WRITE_OPERATIONS].toSorted(),
    );
    expect(reads.filter((operation) => operation.security.length > 0)).toEqual([]);
    expect(
      writes.filter((operation) => JSON.stringify(operation.security) !== JSON.stringify([{ session: [] }])),
    ).toEqual([]);
    expect(writes.filter((operation) => !("401" in operation.responses && "403" in operation.responses))).toEqual([]);
  });

  it("marks the signed-in user's own operations (/me) as needing a session cookie or bearer token, with 401", () => {
    const own = all().filter((operation) => operation.path.startsWith("/me/"));
    expect(own.map((operation) => operation.operationId).sort()).toEqual(USER_OPERATIONS.toSorted());
    for (const operation of own) {
      expect(operation.security).toEqual([{ session: [] }, { bearer: [] }]);
      expect(Object.keys(operation.responses)).toContain("401");
    }
    const put = all().find((operation) => operation.operationId === "putFollow")!;
    expect(put.parameters).toEqual([
      { name: "kind", in: "path", required: true, schema: { type: "string", enum: ["athlete", "team", "tournament"] } },
      { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
    ]);
    expect(Object.keys(put.responses).sort()).toEqual(["200", "400", "401", "403", "404"]);
  });

  it("marks the partner webhooks' reads and writes as admin-only, with 401 and 403, and documents the events", () => {
    const webhooks = all().filter((operation) => operation.path.startsWith("/webhooks"));
    expect(webhooks.map((operation) => operation.operationId).sort()).toEqual(WEBHOOK_OPERATIONS.toSorted());
    for (const operation of webhooks) {
      expect(operation.security).toEqual([{ session: [] }]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["401", "403"]));
    }
    expect(Object.keys(openApiDocument.webhooks).sort()).toEqual([
      "bout.completed",
      "lineups.revealed",
      "team_match.completed",
      "tournament.updated",
    ]);
  });

  it("derives request bodies from the forms' zod schemas (snake_case, required fields)", () => {
    const create = all().find((operation) => operation.operationId === "createTournament")!;
    const schema = create.requestBody!.content["application/json"]!.schema;
    expect(schema.required).toEqual(
      expect.arrayContaining(["title", "event_date", "location_city", "location_country"]),
    );
    expect(Object.keys(schema.properties!)).toEqual(
      expect.arrayContaining([
        "time_zone",
        "status",
        "image_url",
        "description",
        "champion_team",
        "runner_up_team",
        "broadcast_url",
        "prize_pool",
        "venue_details",
        "rules_pdf_url",
      ]),
    );
    expect(Object.keys(schema.properties!)).toEqual(
      expect.arrayContaining(["title_ru", "description_ru", "prize_pool_ru", "venue_details_ru"]),
    );
    const news = all().find((operation) => operation.operationId === "createNews")!;
    expect(news.requestBody!.content["application/json"]!.schema.required).toEqual(["title", "content"]);
    const athlete = all().find((operation) => operation.operationId === "createAthlete")!.requestBody!.content[
      "application/json"
    ]!.schema;
    expect(athlete.required).toEqual(expect.arrayContaining(["full_name", "country", "weight_class"]));
    expect(Object.keys(athlete.properties!)).toEqual(
      expect.arrayContaining([
        "team_id",
        "style_background",
        "bio_short_ru",
        "height_cm",
        "rating_elo",
        "takedown_defense_percent",
      ]),
    );
    const team = all().find((operation) => operation.operationId === "createTeam")!.requestBody!.content[
      "application/json"
    ]!.schema;
    expect(team.required).toEqual(["name"]);
    const sponsor = all().find((operation) => operation.operationId === "createSponsor")!.requestBody!.content[
      "application/json"
    ]!.schema;
    expect(Object.keys(sponsor.properties!)).toEqual(["name", "logo_url", "website_url", "display_order"]);
  });

  it("renders as a self-contained page without scripts", () => {
    const html = renderDocsPage(openApiDocument);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\/(?:cdn|unpkg|fonts)\./);
    expect(html).toContain("/api/v1/tournaments/{id}");
  });
});
