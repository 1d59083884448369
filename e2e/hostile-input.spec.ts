// Our own fuzzing suite (issue 25): a corpus of hostile input — NUL and other control characters, lone surrogates,
// 1 MB strings, deeply nested JSON, wrong types, huge numbers, malformed percent-encoding, oversized bodies with
// and without a Content-Length — sent to every operation of the OpenAPI document, every page and form action and
// the auth endpoints, and (issue 32) the season and lineup operations aimed at real records (dates outside 1900–2200,
// group counts and sizes past the round robin's limit, hostile lineups, weigh-ins and bout classes), on a server of
// its own (PostgreSQL when E2E_DATABASE_URL/DATABASE_URL is set, PGlite otherwise). No answer is a 5xx; every API refusal has the documented error body; every admin form action's refusal
// is a 4xx; nothing is written. The server and its database are the spec's own, so the lists, the audit log and the
// records read before and after change only by what this spec sends (other specs write to the shared server).
import fc from "fast-check";
import { ADMIN_INTENTS, CSV_KINDS, csvEntity } from "../app/lib/entities/registry";
import { isCleanText } from "../app/lib/schemas/safe-text";
import { listOperations, type Json, type ListedOperation } from "../server/api/openapi-listing";
import { ADMIN } from "./accounts";
import { expect, test } from "./fixtures";
import { bodyFor } from "./openapi-walk";
import { startOwnTestServer, type OwnTestServer } from "./own-test-server";

const MB = 1024 * 1024;
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
/** Values no field of any input schema accepts. fast-check adds random strings that hold a control character or a lone surrogate. */
const HOSTILE_VALUES: unknown[] = [
  "\u0000",
  "Hostile\u0000name",
  "Hostile\u0001\u001b[31m\u007f",
  "Hostile\uD800",
  "\uDFFFHostile",
  "x".repeat(MB),
  { a: { b: { c: { d: [[[["\u0000"]]]] } } } },
  1e308,
  -(2 ** 63),
  Number.MAX_SAFE_INTEGER * 1024,
  ...fc.sample(
    fc.string({ unit: "binary", minLength: 1, maxLength: 12 }).filter((text) => !isCleanText(text)),
    { numRuns: 6, seed: 25 },
  ),
];
/** Raw bodies that are not the JSON an operation takes. */
const RAW_BODIES: { label: string; body: string; type: string }[] = [
  { label: "not JSON", body: '{"title": \u0000', type: "application/json" },
  { label: "deeply nested", body: "[".repeat(100_000) + "]".repeat(100_000), type: "application/json" },
  {
    label: "huge number",
    body: '{"round": 1e400, "clock_seconds": -1e400, "wins": 123456789012345678901234567890}',
    type: "application/json",
  },
  { label: "lone surrogate escape", body: '{"title": "\\ud800", "full_name": "\\udfff"}', type: "application/json" },
  { label: "wrong content type", body: "title=Hostile%00", type: "application/x-www-form-urlencoded" },
];
const HOSTILE_SEGMENTS = [
  "%00",
  "%ZZ",
  "%E0%A4%A",
  "%c0%ae%c0%ae",
  "..%2F..%2Fetc%2Fpasswd",
  "%F0%9F",
  "x".repeat(2000),
];
const HOSTILE_QUERIES = [
  "%00",
  "a%00b",
  "%ZZ",
  "%E0%A4%A",
  "%ED%A0%80",
  "%01%1F%7F",
  "x".repeat(8000),
  "-1e400",
  "99999999999999999999999",
];

let own: OwnTestServer;
let cookie = "";
let operations: ListedOperation[] = [];
const problems: string[] = [];
let requests = 0;
/** One record of each entity, made for the admin form actions to aim at: its id and where to read it back. */
const seeded: Record<string, { id: string; read: string }> = {};

const operationById = (id: string) => operations.find((operation) => operation.operationId === id)!;
/** `team-match` → `TeamMatch`, as the API's operation ids spell entities. */
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
/** The full input an entity's admin form sends: the API's update body (which carries the parent's id too). */
const inputSchemaOf = (entity: string) =>
  operationById(`update${pascal(entity)}`).requestBody!.content["application/json"]!.schema!;

/** Makes one record of each entity through the API (two teams and two athletes, for a team match and its bout). */
async function seedRecords() {
  const create = async (entity: string, path: string, refs: Record<string, string>, extra: Json = {}) => {
    const response = await fetch(`${own.url}/api/v1${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: own.url, Cookie: cookie },
      body: JSON.stringify({
        ...bodyFor(
          operationById(`create${pascal(entity)}`).requestBody!.content["application/json"]!.schema!,
          refs,
          "Seeded",
        ),
        ...extra,
      }),
    });
    expect(response.status, `${entity}: ${await response.clone().text()}`).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const tournament = await create("tournament", "/tournaments", {});
  const results = `/api/v1/tournaments/${tournament}/results`;
  seeded.tournament = { id: tournament, read: `/api/v1/tournaments/${tournament}` };
  seeded.news = { id: await create("news", "/news", {}), read: "" };
  const home = await create("team", "/teams", {}, { name: "Seeded Home" });
  const away = await create("team", "/teams", {}, { name: "Seeded Away" });
  seeded.team = { id: home, read: `/api/v1/teams/${home}` };
  const athleteA = await create("athlete", "/athletes", {}, { full_name: "Seeded A", team_id: home });
  const athleteB = await create("athlete", "/athletes", {}, { full_name: "Seeded B", team_id: away });
  seeded.athlete = { id: athleteA, read: `/api/v1/athletes/${athleteA}` };
  seeded.sponsor = { id: await create("sponsor", "/sponsors", {}), read: "" };
  const match = await create("team-match", `/tournaments/${tournament}/team-matches`, {
    home_team_id: home,
    away_team_id: away,
  });
  seeded["team-match"] = { id: match, read: results };
  const bout = await create(
    "bout",
    `/team-matches/${match}/bouts`,
    { athlete_a_id: athleteA, athlete_b_id: athleteB },
    { status: "scheduled" },
  );
  seeded.bout = { id: bout, read: results };
  seeded.news.read = `/api/v1/news/${seeded.news.id}`;
  seeded.sponsor.read = `/api/v1/sponsors/${seeded.sponsor.id}`;
  /** The valid input of each entity's form, for the records above. */
  return {
    tournament_id: tournament,
    home_team_id: home,
    away_team_id: away,
    team_id: home,
    team_match_id: match,
    athlete_a_id: athleteA,
    athlete_b_id: athleteB,
  };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startOwnTestServer("fuzz", {});
  const signIn = await fetch(`${own.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: own.url },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  operations = listOperations(
    (await (await fetch(`${own.url}/api/v1/openapi.json`)).json()) as Parameters<typeof listOperations>[0],
  ).filter((operation) => !operation.path.endsWith("/stream"));
});

test.afterAll(async () => {
  await own?.stop();
});

/** Sends one request as the signed-in admin and checks the answer: never 5xx; an API refusal in its documented shape. */
async function send(
  label: string,
  path: string,
  init: RequestInit & { duplex?: "half" } = {},
  oversized = false,
  refused = false,
) {
  requests++;
  const headers = new Headers(init.headers);
  headers.set("Origin", own.url);
  headers.set("Cookie", cookie);
  let response: Response;
  try {
    response = await fetch(`${own.url}${path}`, { ...init, headers, redirect: "manual" });
  } catch (error) {
    // Past the limit the server answers 413 and closes the connection without reading the rest: a client still
    // sending may see the reset instead of the answer. That is a refusal, not a crash.
    if (oversized) return;
    // A kept-alive connection the server closed after such a refusal: the request is sent once more.
    try {
      response = await fetch(`${own.url}${path}`, { ...init, headers, redirect: "manual" });
    } catch {
      problems.push(`${label}: ${String(error)}`);
      return;
    }
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The same reset, arriving while the answer's body is read: only for a body the server refused to read.
    if (!oversized) problems.push(`${label}: ${String(error)}`);
    else if (response.status !== 413) problems.push(`${label} → ${response.status}, connection reset`);
    return;
  }
  if (response.status >= 500) problems.push(`${label} → ${response.status} ${text.slice(0, 200)}`);
  else if (refused && response.status < 400) problems.push(`${label} → ${response.status}, taken instead of refused`);
  if (response.status >= 400 && path.startsWith("/api/")) {
    let body: { error?: unknown; message?: unknown } | null;
    try {
      body = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
    } catch {
      body = null;
    }
    // /api/v1 answers `{ error }` (+ `fields`); better-auth's own refusals carry `{ message, code }`.
    const described = path.startsWith("/api/v1")
      ? typeof body?.error === "string"
      : typeof body?.error === "string" || typeof body?.message === "string";
    if (!described) problems.push(`${label} → ${response.status} without the error body: ${text.slice(0, 120)}`);
  }
}

/** The public totals and the audit log: what any write would change. */
async function footprint(): Promise<string> {
  const totals: Record<string, unknown> = {};
  for (const list of ["/tournaments", "/news", "/athletes", "/teams", "/sponsors"]) {
    totals[list] = (
      (await (
        await fetch(`${own.url}/api/v1${list}?limit=1`, { headers: { "Cache-Control": "no-cache" } })
      ).json()) as { total?: number }
    ).total;
  }
  // Newest first, 25 a page: with fewer than 50 entries before, any new one changes the rows of the first two pages.
  for (const page of [1, 2]) {
    const audit = await fetch(`${own.url}/admin/audit?page=${page}`, { headers: { Cookie: cookie } });
    totals[`audit page ${page}`] = ((await audit.text()).match(/<tr/g) ?? []).length;
  }
  // The records the admin actions below aim at, read back whole (team matches and bouts through the results).
  for (const read of Object.values(seeded).map((record) => record.read))
    totals[read] = await (await fetch(`${own.url}${read}`, { headers: { "Cache-Control": "no-cache" } })).text();
  return JSON.stringify(totals);
}

const chunked = (bytes: number) => {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(97);
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
};

const pathWith = (operation: ListedOperation, segment: string) =>
  `/api/v1${operation.path.replace(/\{[^}]+\}/g, segment)}`;

test("every API operation refuses hostile input without a 5xx, in its error shape, writing nothing", async () => {
  test.setTimeout(120_000);
  const before = await footprint();
  const started = Date.now();
  for (const operation of operations) {
    const method = operation.method.toUpperCase();
    const hasParams = operation.path.includes("{");
    // Hostile path segments (never a real id, so no DELETE or PUT reaches a record).
    if (hasParams)
      for (const segment of HOSTILE_SEGMENTS)
        await send(`${method} ${operation.path} with ${segment.slice(0, 20)}`, pathWith(operation, segment), {
          method,
        });
    // Hostile query values for each declared query parameter.
    for (const parameter of (operation.parameters ?? []).filter((candidate) => candidate.in === "query")) {
      for (const value of HOSTILE_QUERIES)
        await send(
          `${method} ${operation.path}?${parameter.name}=${value.slice(0, 20)}`,
          `${pathWith(operation, UNKNOWN_ID)}?${parameter.name}=${value}`,
          { method: method === "GET" ? "GET" : method },
        );
    }
    if (method === "GET" || method === "DELETE") continue;
    const target = pathWith(operation, UNKNOWN_ID);
    const schema = operation.requestBody?.content["application/json"]?.schema;
    if (schema) {
      // A valid body with one field made hostile, for every field the schema has (each value in turn).
      const valid = bodyFor(schema, {}, "Hostile");
      const fields = Object.keys((schema.properties ?? {}) as Json);
      for (const [index, field] of fields.entries()) {
        for (const value of [HOSTILE_VALUES[index % HOSTILE_VALUES.length], "Hostile\u0000"]) {
          const body = JSON.stringify({ ...valid, [field]: value });
          await send(
            `${method} ${operation.path} ${field}=${JSON.stringify(value).slice(0, 30)}`,
            target,
            { method, headers: { "Content-Type": "application/json" }, body },
            body.length > MB,
          );
        }
      }
      // Wrong types for the whole body.
      for (const value of [null, [], "Hostile", 42, true])
        await send(`${method} ${operation.path} body ${JSON.stringify(value)}`, target, {
          method,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(value),
        });
    }
    for (const raw of RAW_BODIES)
      await send(`${method} ${operation.path} ${raw.label}`, target, {
        method,
        headers: { "Content-Type": raw.type },
        body: raw.body,
      });
    // Oversized: declared (Content-Length) and streamed without one.
    await send(
      `${method} ${operation.path} 6 MB with Content-Length`,
      target,
      { method, headers: { "Content-Type": "application/json" }, body: `{"title":"${"x".repeat(6 * MB)}"}` },
      true,
    );
    await send(
      `${method} ${operation.path} 6 MB chunked`,
      target,
      { method, headers: { "Content-Type": "application/json" }, body: chunked(6 * MB), duplex: "half" },
      true,
    );
  }
  console.log(`API: ${requests} hostile requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${own.engine})`);
  expect(problems).toEqual([]);
  expect(await footprint()).toBe(before);
});

test("pages, form actions and the auth endpoints refuse hostile input without a 5xx, writing nothing", async () => {
  test.setTimeout(240_000);
  const refs = await seedRecords();
  // Every admin form action (each intent the entity registry derives) aimed at records that exist, each field of
  // the form made hostile in turn: every one is refused (4xx), and the records read back unchanged (footprint).
  const admin = (label: string, intent: string, fields: Json) =>
    send(
      `POST /admin ${intent} ${label}`,
      "/admin/athletes",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ intent, ...fields }) },
      false,
      true,
    );
  const hostileStrings = HOSTILE_VALUES.filter(
    (candidate): candidate is string => typeof candidate === "string" && candidate.length < MB,
  );
  // The valid form of each entity (and a valid CSV row of each kind) is taken: so each refusal below is the hostile
  // field's doing. These writes come before the footprint.
  const formInput = (entity: string): Json => ({
    ...bodyFor(inputSchemaOf(entity), refs, "Hostile"),
    ...(entity === "athlete" ? { team_id: refs.team_id } : {}),
    ...(entity === "bout" ? { status: "scheduled" } : {}),
  });
  const csvRow = (kind: (typeof CSV_KINDS)[number], column?: string, value?: string) => {
    const { csv, name } = csvEntity(kind);
    const valid = formInput(name);
    const row = csv.required.map((other) => (other === column ? value : `${valid[other] as string}`));
    return `${csv.required.join(",")}\n${row.join(",")}\n`;
  };
  const taken = async (intent: string, fields: Json) => {
    const response = await fetch(`${own.url}/admin/athletes`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: own.url, Cookie: cookie },
      body: JSON.stringify({ intent, ...fields }),
    });
    expect(response.status, `${intent} with valid values`).toBe(200);
  };
  for (const entity of Object.keys(seeded))
    await taken(`update-${entity}`, { id: seeded[entity]!.id, values: formInput(entity) });
  for (const kind of CSV_KINDS) await taken("import-csv", { values: { kind, text: csvRow(kind) } });
  const before = await footprint();
  requests = 0;
  const started = Date.now();
  const pages = [
    "/",
    "/events",
    "/athletes",
    "/athletes/compare",
    "/teams",
    "/news",
    "/ratings",
    "/analytics",
    "/live",
    "/admin/tournaments",
    "/admin/news",
    "/admin/teams",
    "/admin/athletes",
    "/admin/sponsors",
    "/admin/audit",
    "/score",
  ];
  for (const lang of ["", "/ru"]) {
    for (const page of pages) {
      for (const value of HOSTILE_QUERIES.slice(0, 7))
        await send(
          `GET ${lang}${page}?q=${value.slice(0, 20)}`,
          `${lang}${page}?q=${value}&page=${value}&tab=${value}&month=${value}&a=${value}&b=${value}`,
        );
    }
    for (const base of [
      "/athlete/",
      "/tournament/",
      "/team/",
      "/news/",
      "/score/",
      "/og/athlete/",
      "/og/tournament/",
      "/sitemap/",
      "/files/tournament-images/",
    ]) {
      for (const segment of HOSTILE_SEGMENTS)
        await send(`GET ${lang}${base}${segment.slice(0, 20)}`, `${lang}${base}${segment}`);
    }
  }
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const json = (value: unknown) => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(value),
  });
  // The 1 MB string is left to the oversized bodies below.
  for (const value of hostileStrings) {
    await send(`POST /lang ${JSON.stringify(value).slice(0, 20)}`, "/lang", form({ lang: value, redirectTo: value }));
    await send(
      `POST /auth ${JSON.stringify(value).slice(0, 20)}`,
      "/auth",
      form({ intent: "sign-in", email: value, password: value }),
    );
    await send(`POST /account ${JSON.stringify(value).slice(0, 20)}`, "/account", form({ intent: value, name: value }));
    await send(
      `POST /admin create ${JSON.stringify(value).slice(0, 20)}`,
      "/admin/tournaments",
      json({
        intent: "create-tournament",
        values: { title: value, event_date: "2027-01-01T18:00", location_city: value, location_country: "Norway" },
      }),
    );
    await send(
      `POST /admin csv ${JSON.stringify(value).slice(0, 20)}`,
      "/admin/athletes",
      json({
        intent: "import-csv",
        values: { kind: "athletes", text: `full_name,country,weight_class\n${value},KAZ,lightweight\n` },
      }),
    );
    await send(
      `POST /admin csv preview ${JSON.stringify(value).slice(0, 20)}`,
      "/admin/athletes",
      json({ intent: "preview-csv", values: { kind: "athletes", text: `full_name,country\n${value},KAZ\n` } }),
    );
    for (const endpoint of [
      "/sign-in/email",
      "/sign-up/email",
      "/request-password-reset",
      "/reset-password",
      "/change-password",
    ]) {
      await send(
        `POST /api/auth${endpoint} ${JSON.stringify(value).slice(0, 20)}`,
        `/api/auth${endpoint}`,
        json({
          email: `${value}@league.example`,
          password: value,
          name: value,
          newPassword: value,
          currentPassword: value,
          token: value,
          callbackURL: "/",
        }),
      );
    }
    await send(
      `GET reset link ${JSON.stringify(value).slice(0, 20)}`,
      `/api/auth/reset-password/${encodeURIComponent(value.toWellFormed().slice(0, 100))}?callbackURL=${encodeURIComponent(value.toWellFormed().slice(0, 100))}%ED%A0%80`,
    );
  }
  for (const intent of ADMIN_INTENTS) {
    const dash = intent.indexOf("-");
    const [verb, entity] = [intent.slice(0, dash), intent.slice(dash + 1)];
    if (entity === "csv") continue;
    for (const value of hostileStrings) await admin(`id=${JSON.stringify(value).slice(0, 20)}`, intent, { id: value });
    if (verb === "delete") {
      // Only a team's delete takes options; a real id with valid options would delete, so only hostile ones go.
      if (entity === "team")
        for (const value of hostileStrings)
          await admin(`options=${JSON.stringify(value).slice(0, 20)}`, intent, {
            id: seeded.team!.id,
            values: { athletes: value, move_to: value },
          });
      continue;
    }
    if (verb === "move") {
      for (const value of [...hostileStrings, null, 42])
        await admin(`direction=${JSON.stringify(value).slice(0, 20)}`, intent, {
          id: seeded[entity]!.id,
          values: { direction: value },
        });
      continue;
    }
    const valid = formInput(entity);
    for (const [index, field] of Object.keys((inputSchemaOf(entity).properties ?? {}) as Json).entries())
      for (const value of [HOSTILE_VALUES[index % HOSTILE_VALUES.length], "Hostile\u0000"])
        await admin(`${field}=${JSON.stringify(value).slice(0, 20)}`, intent, {
          id: seeded[entity]!.id,
          values: { ...valid, [field]: value },
        });
    for (const value of [null, [], "Hostile\u0000", 42])
      await admin(`values=${JSON.stringify(value)}`, intent, { id: seeded[entity]!.id, values: value });
  }
  // The CSV import of every kind: a file of one row, each required column made hostile in turn.
  for (const kind of CSV_KINDS)
    for (const column of csvEntity(kind).csv.required)
      for (const value of hostileStrings)
        await admin(`${kind}.${column}=${JSON.stringify(value).slice(0, 20)}`, "import-csv", {
          values: { kind, text: csvRow(kind, column, value) },
        });
  for (const value of hostileStrings) await admin("", value, { values: {} });
  for (const raw of RAW_BODIES) {
    for (const path of ["/lang", "/auth", "/admin/tournaments", "/api/auth/sign-in/email", "/api/auth/sign-up/email"])
      await send(`POST ${path} ${raw.label}`, path, {
        method: "POST",
        headers: { "Content-Type": raw.type },
        body: raw.body,
      });
  }
  for (const path of ["/lang", "/auth", "/admin/athletes", "/api/auth/sign-in/email", "/api/auth/sign-up/email"]) {
    await send(
      `POST ${path} 6 MB with Content-Length`,
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: `x=${"a".repeat(6 * MB)}`,
      },
      true,
    );
    await send(
      `POST ${path} 6 MB chunked`,
      path,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: chunked(6 * MB),
        duplex: "half",
      },
      true,
    );
  }
  console.log(
    `pages and auth: ${requests} hostile requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${own.engine})`,
  );
  expect(problems).toEqual([]);
  expect(await footprint()).toBe(before);
});

test("the season and lineup operations refuse hostile input aimed at real records, writing nothing", async () => {
  test.setTimeout(180_000);
  const api = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${own.url}/api/v1${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: own.url, Cookie: cookie },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  // A tournament of its own with no card yet (fixtures may be generated for it) and the records the earlier test made
  // (made here when this test runs alone).
  if (!seeded.team) await seedRecords();
  const made = await api(
    "POST",
    "/tournaments",
    bodyFor(operationById("createTournament").requestBody!.content["application/json"]!.schema!, {}, "Season fuzz"),
  );
  expect(made.status).toBe(201);
  const tournament = made.body.id as string;
  const teams = [
    seeded.team!.id,
    ...(await Promise.all(
      [1, 2, 3].map(async (i) => {
        const team = await api("POST", "/teams", { name: `Season Fuzz ${i}` });
        expect(team.status).toBe(201);
        return team.body.id as string;
      }),
    )),
  ];
  const reads = [`/api/v1/tournaments/${tournament}/bracket`, `/api/v1/team-matches/${seeded["team-match"]!.id}`];
  const snapshot = async () =>
    JSON.stringify([
      await footprint(),
      ...(await Promise.all(
        reads.map(async (read) => (await fetch(`${own.url}${read}`, { headers: { Cookie: cookie } })).text()),
      )),
    ]);
  const before = await snapshot();
  requests = 0;
  const started = Date.now();
  const refuse = (label: string, method: string, path: string, body: unknown) =>
    send(
      `${method} ${path.replace(/[0-9a-f-]{36}/g, "{id}")} ${label}`,
      `/api/v1${path}`,
      { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
      false,
      true,
    );

  // Dates outside the forms' 1900–2200 as ISO strings (some six-digit years), and group counts outside 2–16.
  const hostileDates = [
    "0001-01-01T00:00:00Z",
    "0099-06-01T12:00:00Z",
    "1800-01-01T00:00:00Z",
    "1899-12-31T23:59:59Z",
    "2201-01-01T00:00:00Z",
    "2200-12-31T23:45:00Z",
    "9999-12-31T23:00:00Z",
    "2027-02-30T18:00:00Z",
    "2027-01-01T18:00:00",
    ...fc.sample(
      fc
        .date({
          min: new Date("-010000-01-01T00:00:00Z"),
          max: new Date("+020000-01-01T00:00:00Z"),
          noInvalidDate: true,
        })
        .filter((date) => date.getUTCFullYear() < 1900 || date.getUTCFullYear() > 2200)
        .map((date) => date.toISOString()),
      { numRuns: 12, seed: 32 },
    ),
  ];
  const hostileGroups = [0, 1, 17, -1, 2.5, 1e308, "2", null, ...fc.sample(fc.integer(), { numRuns: 6, seed: 32 })];
  const validFixtures = { format: "groups_then_knockout", team_ids: teams, groups: 2, seeding: "manual" };
  const fixtures = `/tournaments/${tournament}/fixtures`;
  for (const start_at of hostileDates)
    await refuse(`start_at=${start_at}`, "POST", fixtures, { ...validFixtures, start_at });
  for (const groups of hostileGroups) await refuse(`groups=${groups}`, "POST", fixtures, { ...validFixtures, groups });
  // More teams than a group may hold (64 in 2: a round robin of 32), and a card past 200 team matches (64 in 4).
  const many = Array.from({ length: 64 }, () => crypto.randomUUID());
  for (const groups of [2, 3, 4])
    await refuse(`64 teams in ${groups} groups`, "POST", fixtures, { ...validFixtures, team_ids: many, groups });
  for (const value of [
    ...HOSTILE_VALUES.filter((candidate) => candidate !== "x".repeat(MB)),
    [],
    [teams[0], teams[0]],
  ]) {
    const label = JSON.stringify(value).slice(0, 20);
    for (const field of ["format", "team_ids", "seeding", "gap_minutes", "advance_per_group", "superfight"])
      await refuse(`${field}=${label}`, "POST", fixtures, { ...validFixtures, [field]: value });
  }

  // Lineups, weigh-ins and the event's bout classes on the seeded team match and tournament.
  const lineup = `/team-matches/${seeded["team-match"]!.id}/lineup`;
  const weighIns = `/tournaments/${seeded.tournament!.id}/weigh-ins`;
  const classes = `/tournaments/${seeded.tournament!.id}/lineup-classes`;
  for (const value of HOSTILE_VALUES.filter((candidate) => candidate !== "x".repeat(MB))) {
    const label = JSON.stringify(value).slice(0, 20);
    await refuse(`team_id=${label}`, "PUT", lineup, {
      team_id: value,
      athlete_ids: [UNKNOWN_ID, UNKNOWN_ID, UNKNOWN_ID],
    });
    await refuse(`athlete_ids=${label}`, "PUT", lineup, { team_id: seeded.team!.id, athlete_ids: value });
    await refuse(`athlete_ids[1]=${label}`, "PUT", lineup, {
      team_id: seeded.team!.id,
      athlete_ids: [seeded.athlete!.id, value, UNKNOWN_ID],
    });
    await refuse(`athlete_id=${label}`, "PUT", weighIns, { athlete_id: value, weight_kg: 70 });
    await refuse(`classes=${label}`, "PUT", classes, { classes: value });
    await refuse(`classes[0]=${label}`, "PUT", classes, { classes: [value, null, null] });
  }
  for (const weight_kg of [-1, 0, 29.99, 250.01, 1e308, "77", null, Number.MAX_SAFE_INTEGER])
    await refuse(`weight_kg=${weight_kg}`, "PUT", weighIns, { athlete_id: seeded.athlete!.id, weight_kg });
  for (const athlete_ids of [[], [UNKNOWN_ID], Array.from({ length: 4 }, () => UNKNOWN_ID)])
    await refuse(`${athlete_ids.length} athletes`, "PUT", lineup, { team_id: seeded.team!.id, athlete_ids });
  await refuse("classes of 4", "PUT", classes, { classes: ["lightweight", null, null, null] });
  console.log(
    `season and lineups: ${requests} hostile requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${own.engine})`,
  );
  expect(problems).toEqual([]);
  expect(await snapshot()).toBe(before);
});
