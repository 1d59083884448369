// The authorization matrix: every operation of the OpenAPI document and every admin page's loader and
// action (documents and React Router's `.data` requests), as anonymous, signed-in non-admin and admin.
// Only the admin may write; for the others nothing changes, checked against every list's total.
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import { ADMIN, signUpConfirmed } from "./accounts";
import { expect, test } from "./fixtures";
import { SCOREKEEPER_WRITE_OPERATIONS, TEAM_MANAGER_WRITE_OPERATIONS } from "../server/api/openapi-listing";
import {
  apiOperations,
  bodyFor,
  collectionOf,
  isUpload,
  itemPathOf,
  isWrite,
  jsonSchemaOf,
  markerStored,
  pngUpload,
  readItems,
  referenceIds,
  someId,
  urlFor,
  type ApiOperation,
} from "./openapi-walk";

type Role = "anonymous" | "member" | "admin";
/** Carried by every body that must never be stored. */
const REFUSED = "Refused";

// One worker, in order: the tests share the three sessions and look for each other's markers.
test.describe.configure({ mode: "serial" });

/** Every URL path whose route module is an admin screen, from app/routes.ts itself. */
function adminPaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    const own = /(^|\/)admin[^/]*\.tsx$/.test(entry.file) ? [`/${path}`] : [];
    return [...own, ...adminPaths(entry.children ?? [], path)];
  });
}

// Intents the admin action understands (app/routes/admin.server.ts), plus one it does not.
const ADMIN_INTENTS = [
  "create-tournament",
  "update-tournament",
  "delete-tournament",
  "create-news",
  "update-news",
  "delete-news",
  "made-up-intent",
];

let contexts: Record<Role, APIRequestContext>;
let operations: ApiOperation[];

test.beforeAll(async ({ baseURL }) => {
  const make = () => playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  contexts = { anonymous: await make(), member: await make(), admin: await make() };
  await signUpConfirmed(contexts.member, baseURL!);
  expect((await contexts.admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  operations = await apiOperations(contexts.anonymous);
});
test.afterAll(async () => {
  for (const context of Object.values(contexts ?? {})) await context.dispose();
});

async function call(
  context: APIRequestContext,
  operation: ApiOperation,
  id: string,
  body?: unknown,
): Promise<APIResponse> {
  const url = urlFor(operation, id);
  if (isUpload(operation))
    return context.fetch(url, { method: operation.method, multipart: { file: await pngUpload() } });
  return context.fetch(url, { method: operation.method, data: body });
}

test("the OpenAPI document marks every write as admin-only and every read as public", async () => {
  expect(operations.length).toBeGreaterThanOrEqual(18);
  for (const operation of operations) {
    expect(operation.security ?? [], `${operation.method} ${operation.path}`).toEqual(
      isWrite(operation) ? [{ session: [] }] : [],
    );
  }
});

test("every API operation as anonymous and as a signed-in non-admin: reads answer, writes are refused, nothing is written", async () => {
  // Two roles × every operation of a growing API, on a loaded two-core machine.
  test.setTimeout(180_000);
  const refs = await referenceIds(contexts.anonymous, operations);
  const targets = new Set<string>();
  const tried: string[] = [];
  const ids = new Map<string, string>();
  const idOf = new Map<string, string>();
  for (const operation of operations) {
    const collection = collectionOf(operation.path);
    if (!idOf.has(collection)) idOf.set(collection, await someId(contexts.anonymous, collection));
    ids.set(operation.path, idOf.get(collection)!);
  }
  for (const operation of operations) {
    if (isWrite(operation) && operation.path.includes("{"))
      targets.add(`/api/v1${itemPathOf(operation.path).replace(/\{[^}]+\}/, ids.get(operation.path)!)}`);
  }
  const before = await readItems(contexts.anonymous, [...targets]);
  for (const role of ["anonymous", "member"] as const) {
    for (const operation of operations) {
      const schema = jsonSchemaOf(operation);
      const response = await call(
        contexts[role],
        operation,
        ids.get(operation.path)!,
        schema ? bodyFor(schema, refs, REFUSED) : undefined,
      );
      const label = `${role} ${operation.method.toUpperCase()} ${operation.path}`;
      tried.push(label);
      if (!isWrite(operation)) {
        expect(response.status(), label).toBe(200);
        continue;
      }
      expect(response.status(), label).toBe(role === "anonymous" ? 401 : 403);
      const role403 = SCOREKEEPER_WRITE_OPERATIONS.includes(operation.operationId)
        ? "Scorekeeper role required"
        : TEAM_MANAGER_WRITE_OPERATIONS.includes(operation.operationId)
          ? "Team manager role required"
          : "Admin role required";
      expect(await response.json(), label).toEqual({ error: role === "anonymous" ? "Not authenticated" : role403 });
    }
  }
  expect(tried).toHaveLength(operations.length * 2);
  // Updated and deleted targets are as they were; nothing created carries the marker.
  expect(await readItems(contexts.anonymous, [...targets])).toEqual(before);
  expect(await markerStored(contexts.anonymous, operations, REFUSED)).toEqual([]);
});

// Live scoring needs a bout on the mat: e2e/live-console.spec.ts scores one as a scorekeeper and as an admin. Results
// need two rosters and a card (e2e/teams-ratings.spec.ts and e2e/results-pages.spec.ts record them through the API).
const RESULTS_WRITES = [
  // Generating fixtures makes team matches, which keep its tournament from being deleted; server/api/season-operations.test.ts covers it.
  "generateFixtures",
  "createTeamMatch",
  "updateTeamMatch",
  "deleteTeamMatch",
  "createBout",
  "updateBout",
  "deleteBout",
  // Lineups need two managers and a scheduled team match: e2e/lineups.spec.ts submits and reveals them.
  "putLineup",
  "deleteLineup",
  "revealLineups",
];
const needsACard = (operation: ApiOperation) =>
  SCOREKEEPER_WRITE_OPERATIONS.includes(operation.operationId) || RESULTS_WRITES.includes(operation.operationId);

test("every API write as the admin succeeds with a valid body, and is cleaned up", async () => {
  const refs = await referenceIds(contexts.anonymous, operations);
  const admin = contexts.admin;
  const done = new Set<string>();
  for (const create of operations.filter(
    (operation) => operation.method === "post" && !isUpload(operation) && !needsACard(operation),
  )) {
    const schema = jsonSchemaOf(create)!;
    const created = await call(admin, create, "", bodyFor(schema, refs));
    expect(created.status(), `admin ${create.operationId}: ${await created.text()}`).toBe(201);
    const { id } = (await created.json()) as { id: string };
    done.add(create.operationId);
    const item = `${create.path}/{id}`;
    const update = operations.find((operation) => operation.method === "put" && operation.path === item);
    if (update) {
      const body = { ...bodyFor(jsonSchemaOf(update)!, refs) };
      const updated = await call(admin, update, id, body);
      expect(updated.status(), `admin ${update.operationId}: ${await updated.text()}`).toBe(200);
      done.add(update.operationId);
    }
    // Writes below the item (e.g. /sponsors/{id}/position), each with a body made from its schema.
    for (const sub of operations.filter(
      (operation) => isWrite(operation) && !needsACard(operation) && operation.path.startsWith(`${item}/`),
    )) {
      const subSchema = jsonSchemaOf(sub);
      const response = await call(admin, sub, id, subSchema ? bodyFor(subSchema, refs) : undefined);
      expect(response.status(), `admin ${sub.operationId}: ${await response.text()}`).toBeLessThan(300);
      done.add(sub.operationId);
    }
    const remove = operations.find((operation) => operation.method === "delete" && operation.path === item);
    expect(remove, `a delete for ${create.path}`).toBeDefined();
    expect((await call(admin, remove!, id)).status(), `admin ${remove!.operationId}`).toBe(204);
    expect((await call(admin, remove!, id)).status(), `admin ${remove!.operationId} twice`).toBe(404);
    done.add(remove!.operationId);
  }
  for (const upload of operations.filter(isUpload)) {
    const stored = await call(admin, upload, "");
    expect(stored.status(), `admin ${upload.operationId}`).toBe(201);
    const { url, key } = (await stored.json()) as { url: string; key: string };
    expect(key).toMatch(/^[0-9a-f-]{36}\/\d+\.(jpg|png)$/);
    expect((await admin.get(url)).status()).toBe(200);
    done.add(upload.operationId);
  }
  expect([...done].sort()).toEqual(
    operations
      .filter((operation) => isWrite(operation) && !needsACard(operation))
      .map((operation) => operation.operationId)
      .sort(),
  );
  // Everything the admin made was deleted again.
  expect(await markerStored(contexts.anonymous, operations, "Authz")).toEqual([]);
});

test.describe("admin pages", () => {
  const paths = adminPaths(routes);

  test("app/routes.ts has admin pages in both languages", () => {
    expect(paths).toEqual(expect.arrayContaining(["/admin", "/ru/admin"]));
  });

  test("loaders: documents and .data requests redirect visitors to sign-in and members home; only the admin gets data", async () => {
    for (const path of paths) {
      const lang = path.startsWith("/ru") ? "/ru" : "";
      const expected: Record<Exclude<Role, "admin">, string> = { anonymous: `${lang}/auth`, member: lang || "/" };
      for (const role of ["anonymous", "member"] as const) {
        const document = await contexts[role].get(path, { maxRedirects: 0 });
        expect(document.status(), `${role} GET ${path}`).toBe(302);
        expect(document.headers().location, `${role} GET ${path}`).toBe(expected[role]);
        const data = await contexts[role].get(`${path}.data`, { maxRedirects: 0 });
        const text = await data.text();
        expect(data.status(), `${role} GET ${path}.data`).toBe(202);
        expect(text, `${role} GET ${path}.data`).toContain("SingleFetchRedirect");
        expect(text).toContain(`"redirect","${expected[role]}"`);
        expect(text).not.toContain(ADMIN.email);
        expect(text).not.toContain("tournaments");
      }
      const document = await contexts.admin.get(path, { maxRedirects: 0 });
      expect(document.status(), `admin GET ${path}`).toBe(200);
      expect(document.headers()["cache-control"]).toContain("no-store");
      const data = await contexts.admin.get(`${path}.data`, { maxRedirects: 0 });
      expect(data.status(), `admin GET ${path}.data`).toBe(200);
      expect(await data.text()).toContain(ADMIN.email);
    }
  });

  test("actions: every intent, as document and .data POSTs, writes nothing unless the admin sends it from this site", async ({
    baseURL,
  }) => {
    const tournament = await someId(contexts.anonymous, "/tournaments");
    const news = await someId(contexts.anonymous, "/news");
    const targets = [`/api/v1/tournaments/${tournament}`, `/api/v1/news/${news}`];
    const before = await readItems(contexts.anonymous, targets);
    const values = (intent: string) =>
      intent.endsWith("news")
        ? { title: `${REFUSED} page news`, content: "Never stored." }
        : {
            title: `${REFUSED} page cup`,
            event_date: "2027-01-01T18:00",
            time_zone: "UTC",
            location_city: "Oslo",
            location_country: "Norway",
          };
    for (const path of paths) {
      for (const target of [path, `${path}.data`]) {
        for (const intent of ADMIN_INTENTS) {
          const data = { intent, id: intent.endsWith("news") ? news : tournament, values: values(intent) };
          for (const role of ["anonymous", "member"] as const) {
            const response = await contexts[role].post(target, { data, maxRedirects: 0 });
            const label = `${role} POST ${target} ${intent}`;
            expect([202, 302], label).toContain(response.status());
            expect(await response.text(), label).not.toContain('"ok",true');
          }
          // The admin's session from another site (CSRF) is refused too.
          const crossSite = await contexts.admin.post(target, {
            data,
            maxRedirects: 0,
            headers: { Origin: "https://evil.example" },
          });
          // Refused by our origin check (403) or, for document POSTs, by React Router's own (400).
          expect([400, 403], `cross-site admin POST ${target} ${intent}`).toContain(crossSite.status());
          expect(await crossSite.text()).not.toContain('"ok",true');
        }
      }
    }
    expect(await readItems(contexts.anonymous, targets)).toEqual(before);
    expect(await markerStored(contexts.anonymous, operations, REFUSED)).toEqual([]);

    // The admin from this site: a .data POST creates; the API removes it again.
    const created = await contexts.admin.post(`${paths[0]}.data`, {
      data: { intent: "create-news", values: { title: "Authz admin page news", content: "Made by the action." } },
      headers: { Origin: baseURL! },
    });
    expect(created.status()).toBe(200);
    expect(await created.text()).toContain('"ok",true');
    const list = (await (
      await contexts.anonymous.get("/api/v1/news?limit=100", { headers: { "Cache-Control": "no-cache" } })
    ).json()) as { items: { id: string; title: string }[] };
    const mine = list.items.find((item) => item.title === "Authz admin page news");
    expect(mine, "the admin's article is listed").toBeDefined();
    expect((await contexts.admin.delete(`/api/v1/news/${mine!.id}`)).status()).toBe(204);
  });
});
