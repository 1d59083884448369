// One staff policy (issue 32): with REQUIRE_ADMIN_2FA=true, every staff write — each page action of the route table
// and each write operation of the /api/v1 operations table — answers 403 to a session that signed in with one factor,
// whatever its role (an admin, a team manager on their own /manage page, a scorekeeper), and nothing is written. The
// actions and operations are read from app/routes.ts and the operations table, so a new one is walked without being
// named here; an action that is not a staff write must be listed in NOT_STAFF. The same session raised to aal2 gets
// past the policy (the control: the 403s are the second factor's doing). Runs on the app's database (PGlite in memory,
// or DATABASE_URL).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";

process.env.REQUIRE_ADMIN_2FA = "true";
const { auth, TRUSTED_ORIGINS } = await import("./auth.server.ts");
const { database } = await import("./db/database.server.ts");
const { session, teamMatchLineups, tournaments, user } = await import("./db/schema.ts");
const { grantRole } = await import("./league/admins.server.ts");
const { createTeam } = await import("./league/entities/team-entity.server.ts");
const { api, operations } = await import("./api/api.server.ts");
const { langContext } = await import("../app/lib/request-lang.ts");
const routes = (await import("../app/routes.ts")).default;

const ORIGIN = TRUSTED_ORIGINS[0]!;
const PASSWORD = "policy-password";
const SOME_ID = "00000000-0000-4000-8000-000000000000";
/** Route files whose action is not a staff write: signing in, the language toggle and a fan's own settings (/me). */
const NOT_STAFF = ["routes/auth.tsx", "routes/lang.ts", "routes/me.tsx"];

type Who = "admin" | "manager" | "scorekeeper";

async function signIn(email: string) {
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Every route file of the table with the URL path it answers (the English one). */
function routeFiles(entries: RouteConfigEntry[], parent = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ file: entry.file, path: `/${path}` }, ...routeFiles(entry.children ?? [], path)];
  });
}

/** The staff role that may use a page action (besides admins): /manage is the team managers' page. */
const pageRole = (file: string): Who[] => (file === "routes/manage.tsx" ? ["admin", "manager"] : ["admin"]);
/** The staff roles an operation's access lets through the role check. */
const operationRoles = (access: string): Who[] =>
  access === "team_manager" ? ["admin", "manager"] : access === "scorekeeper" ? ["admin", "scorekeeper"] : ["admin"];

describe("one staff policy under REQUIRE_ADMIN_2FA=true", () => {
  const stamp = Date.now();
  const cookies: Record<Who, string> = { admin: "", manager: "", scorekeeper: "" };
  let actions: { file: string; path: string; action: (args: unknown) => Promise<unknown> }[] = [];
  let tournamentCount = 0;
  let lineupCount = 0;

  beforeAll(async () => {
    await database.migrate();
    const team = (
      await createTeam(database.db, {
        name: `Policy ${stamp}`,
        name_ru: null,
        logo_url: null,
        city: null,
        country: null,
      })
    ).id;
    await grantRole(database.db, `admin-${stamp}@league.example`, "admin", PASSWORD);
    await grantRole(database.db, `manager-${stamp}@league.example`, "team_manager", PASSWORD, team);
    await grantRole(database.db, `scorekeeper-${stamp}@league.example`, "scorekeeper", PASSWORD);
    for (const who of ["admin", "manager", "scorekeeper"] as const)
      cookies[who] = await signIn(`${who}-${stamp}@league.example`);
    const seen = new Set<string>();
    for (const { file, path } of routeFiles(routes)) {
      if (seen.has(file)) continue;
      seen.add(file);
      const module = (await import(`../app/${file}`)) as { action?: (args: unknown) => Promise<unknown> };
      if (module.action) actions.push({ file, path, action: module.action });
    }
    tournamentCount = (await database.db.select({ id: tournaments.id }).from(tournaments)).length;
    lineupCount = (await database.db.select().from(teamMatchLineups)).length;
  });

  /** A page action's answer: what it returned or threw (React Router sends a thrown Response as is). */
  async function postAction(
    entry: (typeof actions)[number],
    who: Who,
  ): Promise<{ status: number; text: string } | { taken: unknown }> {
    const context = new RouterContextProvider();
    context.set(langContext, "en");
    // A write that would be taken: a new tournament for the admin's actions, a lineup for /manage.
    const body =
      entry.file === "routes/manage.tsx"
        ? new URLSearchParams({
            team_match_id: SOME_ID,
            athlete_1: SOME_ID,
            athlete_2: SOME_ID.replace(/0$/, "1"),
            athlete_3: SOME_ID.replace(/0$/, "2"),
          })
        : JSON.stringify({
            intent: "create-tournament",
            values: {
              title: `Policy Cup ${stamp}`,
              event_date: "2027-05-01T18:00",
              time_zone: "UTC",
              location_city: "Austin",
              location_country: "USA",
              status: "upcoming",
            },
          });
    const request = new Request(`${ORIGIN}${entry.path.replace(/:\w+/g, SOME_ID)}`, {
      method: "POST",
      headers: {
        Origin: ORIGIN,
        Cookie: cookies[who],
        "Content-Type": typeof body === "string" ? "application/json" : "application/x-www-form-urlencoded",
      },
      body,
    });
    try {
      const result = await entry.action({ request, context, params: { id: SOME_ID, boutId: SOME_ID } });
      return result instanceof Response ? { status: result.status, text: await result.text() } : { taken: result };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
      throw thrown;
    }
  }

  it("finds the staff page actions in the route table: every action but sign-in, the language toggle and /me", () => {
    expect(
      actions
        .map((entry) => entry.file)
        .filter((file) => NOT_STAFF.includes(file))
        .toSorted(),
    ).toEqual(NOT_STAFF);
    // The admin's frame, its eight sections (the first one is also /admin's index) and the team managers' page.
    expect(actions.filter((entry) => !NOT_STAFF.includes(entry.file)).map((entry) => entry.path)).toEqual([
      "/admin",
      "/admin",
      "/admin/news",
      "/admin/teams",
      "/admin/athletes",
      "/admin/sponsors",
      "/admin/results",
      "/admin/audit",
      "/admin/staff",
      "/manage",
    ]);
  });

  it("refuses every staff page action to a one-factor session (403), for every role that may use it", async () => {
    const answers: string[] = [];
    for (const entry of actions.filter((candidate) => !NOT_STAFF.includes(candidate.file)))
      for (const who of pageRole(entry.file)) {
        const answer = await postAction(entry, who);
        answers.push(`${who} POST ${entry.path} → ${"taken" in answer ? "taken" : `${answer.status} ${answer.text}`}`);
      }
    expect(answers).toEqual(
      actions
        .filter((candidate) => !NOT_STAFF.includes(candidate.file))
        .flatMap((entry) =>
          pageRole(entry.file).map(
            (who) => `${who} POST ${entry.path} → 403 Two-factor sign-in required for staff changes`,
          ),
        ),
    );
    expect((await database.db.select({ id: tournaments.id }).from(tournaments)).length).toBe(tournamentCount);
    expect((await database.db.select().from(teamMatchLineups)).length).toBe(lineupCount);
  });

  it("refuses every write operation of the API to a one-factor session (403), for every role that may use it", async () => {
    // A fan's own follows and calendar (access "user") are not staff writes: any signed-in user makes them.
    const writes = operations.filter(
      (operation) => operation.access !== "public" && operation.access !== "user" && operation.method !== "get",
    );
    expect(writes.length).toBeGreaterThan(30);
    const answers: string[] = [];
    const expected: string[] = [];
    for (const operation of writes)
      for (const who of operationRoles(operation.access)) {
        const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
          operation.numericParams?.includes(name) ? "1" : SOME_ID,
        );
        const response = await api.request(path, {
          method: operation.method.toUpperCase(),
          headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookies[who] },
          body: "{}",
        });
        answers.push(`${who} ${operation.operationId} → ${response.status} ${await response.text()}`);
        expected.push(`${who} ${operation.operationId} → 403 {"error":"Two-factor sign-in required"}`);
      }
    expect(answers).toEqual(expected);
  });

  it("lets the same sessions through once they passed a second factor (aal2)", async () => {
    // Only this test's manager's sessions (the PostgreSQL test database is shared with other tests).
    const [manager] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, `manager-${stamp}@league.example`));
    await database.db.update(session).set({ aal: "aal2" }).where(eq(session.userId, manager!.id));
    const manage = actions.find((entry) => entry.file === "routes/manage.tsx")!;
    // Past the policy the lineup form reads its team match: none with this id.
    expect(await postAction(manage, "manager")).toEqual({ status: 404, text: "Not found" });
    const response = await api.request(`/team-matches/${SOME_ID}/lineup`, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookies.manager },
      body: "{}",
    });
    expect(response.status).toBe(400);
    await database.db.update(session).set({ aal: "aal1" }).where(eq(session.userId, manager!.id));
  });
});
