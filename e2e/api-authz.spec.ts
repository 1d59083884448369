import fs from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { ADMIN, pngFile, signUpConfirmed } from "./accounts";
import {
  ADMIN_WRITE_OPERATIONS,
  isWrite,
  SCOREKEEPER_WRITE_OPERATIONS,
  TEAM_MANAGER_WRITE_OPERATIONS,
  type ListedOperation,
} from "../server/api/openapi-listing";
import { expect, test } from "./fixtures";
import { apiOperations } from "./openapi-walk";

type Operation = ListedOperation;

async function writeOperations(request: APIRequestContext): Promise<Operation[]> {
  return (await apiOperations(request)).filter(isWrite);
}

const VALID_BODIES: Record<string, unknown> = {
  createTournament: {
    title: "Authz Cup",
    event_date: "2027-01-01T18:00",
    time_zone: "UTC",
    location_city: "Oslo",
    location_country: "Norway",
  },
  updateTournament: {
    title: "Authz Cup",
    event_date: "2027-01-01T18:00",
    time_zone: "UTC",
    location_city: "Oslo",
    location_country: "Norway",
  },
  createNews: { title: "Authz news", content: "Should never be stored." },
  updateNews: { title: "Authz news", content: "Should never be stored." },
  createTeam: { name: "Authz Team" },
  updateTeam: { name: "Authz Team" },
  createAthlete: { full_name: "Authz Athlete", country: "NOR", weight_class: "lightweight" },
  updateAthlete: { full_name: "Authz Athlete", country: "NOR", weight_class: "lightweight" },
  createSponsor: { name: "Authz Sponsor" },
  updateSponsor: { name: "Authz Sponsor" },
  moveSponsor: { direction: "down" },
  recordBoutEvent: {
    athlete_id: "00000000-0000-4000-8000-000000000000",
    kind: "takedown",
    round: 1,
    clock_seconds: 10,
    idempotency_key: "authz-walk-key",
  },
  boutClock: { action: "start" },
  finishBout: { winner_id: "00000000-0000-4000-8000-000000000000", method: "submission" },
};
/** Live scoring targets a bout, a lineup a team match (the walk is refused before the id is looked up, so any well-formed id does). */
const ANY_BOUT = "00000000-0000-4000-8000-000000000000";

type Ids = Record<"tournaments" | "news" | "teams" | "athletes" | "sponsors", string>;

/** Calls the operation the way a client would: a real id in the path, a valid body, a same-site Origin. */
async function call(request: APIRequestContext, operation: Operation, ids: Ids, origin: string) {
  const collection = operation.path.split("/")[1] as keyof Ids | "bouts" | "team-matches";
  const url = `/api/v1${operation.path.replace("{id}", collection === "bouts" || collection === "team-matches" ? ANY_BOUT : ids[collection]).replace("{eventId}", "1")}`;
  const headers = { Origin: origin };
  if (operation.requestBody?.content["multipart/form-data"]) {
    return request.fetch(url, { method: operation.method, headers, multipart: { file: await pngFile() } });
  }
  return request.fetch(url, { method: operation.method, headers, data: VALID_BODIES[operation.operationId] });
}

/** The first item of each collection: the walk's targets. */
async function targets(request: APIRequestContext): Promise<Ids> {
  const first = async (collection: keyof Ids) =>
    ((await (await request.get(`/api/v1/${collection}?limit=1`)).json()) as { items: { id: string }[] }).items[0]!.id;
  const [tournaments, news, teams, athletes, sponsors] = await Promise.all(
    (["tournaments", "news", "teams", "athletes", "sponsors"] as const).map(first),
  );
  return { tournaments: tournaments!, news: news!, teams: teams!, athletes: athletes!, sponsors: sponsors! };
}

/**
 * The targeted items as stored, and whether any "Authz" body was stored anywhere. Other specs write
 * at the same time, so list totals are no proof; the walk's own targets and markers are.
 */
async function snapshot(request: APIRequestContext, ids: Ids) {
  const get = async (url: string) => (await request.get(url, { headers: { "Cache-Control": "no-cache" } })).json();
  const inList = async (collection: "teams" | "sponsors") =>
    ((await get(`/api/v1/${collection}?limit=100`)) as { items: { id: string }[] }).items.find(
      (item) => item.id === ids[collection],
    );
  const marked = async (collection: keyof Ids) =>
    JSON.stringify(
      await get(
        `/api/v1/${collection}?limit=100${collection === "tournaments" || collection === "athletes" ? "&q=Authz" : ""}`,
      ),
    ).includes("Authz");
  return {
    tournament: await get(`/api/v1/tournaments/${ids.tournaments}`),
    news: await get(`/api/v1/news/${ids.news}`),
    athlete: await get(`/api/v1/athletes/${ids.athletes}`),
    team: await inList("teams"),
    sponsor: await inList("sponsors"),
    authzStored: (
      await Promise.all((["tournaments", "news", "teams", "athletes", "sponsors"] as const).map(marked))
    ).some(Boolean),
  };
}

test("every write in the OpenAPI document refuses anonymous callers (401) and signed-in non-admins (403), writing nothing", async ({
  request,
  baseURL,
}) => {
  const operations = await writeOperations(request);
  expect(operations.map((operation) => operation.operationId).sort()).toEqual(
    [...ADMIN_WRITE_OPERATIONS, ...SCOREKEEPER_WRITE_OPERATIONS, ...TEAM_MANAGER_WRITE_OPERATIONS].toSorted(),
  );
  for (const operation of operations) expect(operation.security, operation.operationId).toEqual([{ session: [] }]);

  const ids = await targets(request);
  const before = await snapshot(request, ids);
  expect(before.authzStored).toBe(false);

  for (const operation of operations) {
    const response = await call(request, operation, ids, baseURL!);
    expect(response.status(), `${operation.method} ${operation.path} anonymous`).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
  }

  const member = await playwrightRequest.newContext({ baseURL });
  await signUpConfirmed(member, baseURL!);
  const session = (await (await member.get("/api/auth/get-session")).json()) as { user: { id: string } };
  for (const operation of operations) {
    const response = await call(member, operation, ids, baseURL!);
    expect(response.status(), `${operation.method} ${operation.path} non-admin`).toBe(403);
  }

  const after = await snapshot(request, ids);
  expect(after).toEqual(before);
  // No file was stored for the non-admin either.
  expect(fs.existsSync(path.join(process.env.E2E_DATA_DIR!, "files", "tournament-images", session.user.id))).toBe(
    false,
  );
  await member.dispose();
});

test.describe("the API for an admin", () => {
  let admin: APIRequestContext;
  test.beforeAll(async ({ baseURL }) => {
    admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
    const response = await admin.post("/api/auth/sign-in/email", { data: ADMIN });
    expect(response.ok()).toBe(true);
  });
  test.afterAll(() => admin.dispose());

  test("answers 400 with field messages, 404 for unknown or malformed ids, 403 across origins", async ({ baseURL }) => {
    const invalid = await admin.post("/api/v1/tournaments", {
      data: {
        title: "",
        event_date: "someday",
        location_city: "X",
        location_country: "Y",
        image_url: "javascript:alert(1)",
      },
    });
    expect(invalid.status()).toBe(400);
    const body = (await invalid.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({
      title: "Title is required",
      event_date: "Enter a valid date and time",
      image_url: "Enter a valid URL (http or https)",
    });
    const russian = await admin.post("/api/v1/news", { headers: { "Accept-Language": "ru" }, data: { title: "x" } });
    expect(((await russian.json()) as { fields: Record<string, string> }).fields.content).toBe("Введите текст");

    for (const url of [
      "/api/v1/tournaments/00000000-0000-4000-8000-000000000000",
      "/api/v1/tournaments/not-a-uuid",
      "/api/v1/news/12345",
    ]) {
      expect((await admin.get(url)).status(), url).toBe(404);
      expect((await admin.delete(url)).status(), url).toBe(404);
    }

    const crossSite = await admin.post("/api/v1/news", {
      headers: { Origin: "https://evil.example" },
      data: { title: "CSRF", content: "no" },
    });
    expect(crossSite.status()).toBe(403);

    const created = await admin.post("/api/v1/news", {
      data: { title: "API news", content: "Made through the API.", image_url: "" },
    });
    expect(created.status()).toBe(201);
    const article = (await created.json()) as { id: string; image_url: string | null; published_at: string };
    expect(article.image_url).toBeNull();
    expect(Date.parse(article.published_at)).not.toBeNaN();
    expect((await admin.delete(`/api/v1/news/${article.id}`, { headers: { Origin: baseURL! } })).status()).toBe(204);
  });

  test("stores a tournament's venue time in its own time zone and reads it back in snake_case", async () => {
    const created = await admin.post("/api/v1/tournaments", {
      data: {
        title: "Zone Cup",
        event_date: "2027-06-01T19:00",
        time_zone: "Asia/Tokyo",
        location_city: "Tokyo",
        location_country: "Japan",
        prize_pool: "$10,000",
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const read = (await (await admin.get(`/api/v1/tournaments/${id}`)).json()) as Record<string, unknown>;
    expect(read).toMatchObject({
      event_date: "2027-06-01T10:00:00.000Z",
      time_zone: "Asia/Tokyo",
      status: "upcoming",
      prize_pool: "$10,000",
      location_city: "Tokyo",
    });
    expect(Object.keys(read)).toEqual(
      expect.arrayContaining([
        "champion_team",
        "runner_up_team",
        "broadcast_url",
        "venue_details",
        "rules_pdf_url",
        "image_url",
      ]),
    );
    expect((await admin.delete(`/api/v1/tournaments/${id}`)).status()).toBe(204);
  });

  test("refuses uploads that are not images or are too large", async () => {
    const fake = await admin.post("/api/v1/uploads", {
      multipart: { file: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<script>alert(1)</script>") } },
    });
    expect(fake.status()).toBe(400);
    const huge = await admin.post("/api/v1/uploads", {
      multipart: { file: { name: "big.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 1) } },
    });
    expect(huge.status()).toBe(413);
  });
});

test("public lists page with ?page=&limit= (at most 100) and answer { items, total }", async ({ request }) => {
  const first = (await (await request.get("/api/v1/tournaments?page=1&limit=2")).json()) as {
    items: { id: string }[];
    total: number;
  };
  const second = (await (await request.get("/api/v1/tournaments?page=2&limit=2")).json()) as {
    items: { id: string }[];
    total: number;
  };
  expect(first.items).toHaveLength(2);
  expect(first.total).toBeGreaterThan(2);
  expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  expect((await request.get("/api/v1/tournaments?limit=101")).status()).toBe(400);
  expect((await request.get("/api/v1/news?page=0")).status()).toBe(400);
  const upcoming = (await (await request.get("/api/v1/tournaments/upcoming")).json()) as {
    items: { status: string }[];
  };
  expect(upcoming.items.length).toBeGreaterThan(0);
  // An event whose date is today at its venue is upcoming even while it is live (spec: "event date today or later").
  expect(upcoming.items.every((item) => item.status === "upcoming" || item.status === "live")).toBe(true);
});

test("the OpenAPI document is 3.1 and the docs page renders it without scripts", async ({ page, request }) => {
  const document = (await (await request.get("/api/v1/openapi.json")).json()) as {
    openapi: string;
    paths: Record<string, unknown>;
  };
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(["/tournaments", "/tournaments/{id}", "/news", "/uploads"]),
  );
  await page.goto("/api/v1/docs");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("API");
  await expect(page.getByRole("heading", { name: "Tournaments", exact: true })).toBeVisible();
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByText("/api/v1/tournaments/{id}").first()).toBeVisible();
});

test("public reads of athletes, teams, sponsors and analytics answer in snake_case", async ({ request }) => {
  const athletes = (await (await request.get("/api/v1/athletes?limit=3")).json()) as {
    items: { id: string; rating_elo: number; team: { id: string; name: string } | null }[];
    total: number;
  };
  expect(athletes.items).toHaveLength(3);
  expect(athletes.total).toBeGreaterThanOrEqual(40);
  expect(athletes.items[0]!.rating_elo).toBeGreaterThanOrEqual(athletes.items[1]!.rating_elo);
  expect(athletes.items[0]!.team).toMatchObject({ id: expect.any(String), name: expect.any(String) });
  const one = (await (await request.get(`/api/v1/athletes/${athletes.items[0]!.id}`)).json()) as Record<
    string,
    unknown
  >;
  expect(Object.keys(one)).toEqual(
    expect.arrayContaining([
      "full_name",
      "submissions_against",
      "takedowns_scored",
      "control_time_total",
      "style_background",
      "rank_bjj",
      "avg_time_to_score",
    ]),
  );
  expect((await request.get("/api/v1/athletes/not-an-id")).status()).toBe(404);
  expect((await request.get("/api/v1/athletes/00000000-0000-4000-8000-000000000000")).status()).toBe(404);

  const teams = (await (await request.get("/api/v1/teams")).json()) as { items: { name: string }[]; total: number };
  expect(teams.total).toBe(teams.items.length);
  const sponsors = (await (await request.get("/api/v1/sponsors")).json()) as { items: { display_order: number }[] };
  const order = sponsors.items.map((sponsor) => sponsor.display_order);
  expect(order).toEqual(order.toSorted((a, b) => a - b));

  const leaders = (await (await request.get("/api/v1/analytics/leaders")).json()) as Record<
    string,
    { total_matches: number }[]
  >;
  expect(Object.keys(leaders).sort()).toEqual(["control_time", "elo", "submissions", "win_rate"]);
  for (const list of Object.values(leaders)) expect(list).toHaveLength(5);
  expect(leaders.win_rate!.every((athlete) => athlete.total_matches > 3)).toBe(true);
  const stats = (await (await request.get("/api/v1/analytics/stats")).json()) as {
    athletes: number;
    submissions: number;
    matches: number;
    submission_rate: number;
  };
  expect(stats.athletes).toBe(athletes.total);
  expect(stats.submission_rate).toBe(Math.round((stats.submissions / stats.matches) * 1000) / 10);
});
