// The follows API through the real /api/v1 router with real sessions (better-auth sign-in): PUT, DELETE and GET
// /me/follows, 401 signed out, 404 for an unknown id or kind, bearer JWTs, the JSON data download, follows kept
// private per user, and deleting the account deleting its follows (ON DELETE CASCADE). Runs on PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auth, TRUSTED_ORIGINS } from "../auth.server.ts";
import { database } from "../db/database.server.ts";
import { fanProfiles, follows, user, user_roles } from "../db/schema.ts";
import { grantRole } from "../league/admins.server.ts";
import { createAthlete } from "../league/entities/athlete-entity.server.ts";
import { createTeam } from "../league/entities/team-entity.server.ts";
import { createTournament } from "../league/entities/tournament-entity.server.ts";
import { api } from "../api/api.server.ts";
import { unsubscribeToken } from "./unsubscribe-token.server.ts";

const ORIGIN = TRUSTED_ORIGINS[0]!;
const PASSWORD = "follow-password";

/** A plain fan: a verified user with a password and no role. */
async function fan(email: string) {
  await grantRole(database.db, email, "scorekeeper", PASSWORD);
  const [created] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await database.db.delete(user_roles).where(eq(user_roles.user_id, created!.id));
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email, password: PASSWORD }),
    }),
  );
  expect(response.status).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { id: created!.id, cookie };
}

describe("the follows API", () => {
  const stamp = Date.now();
  let athlete: string;
  let team: string;
  let tournament: string;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };

  beforeAll(async () => {
    await database.migrate();
    const db = database.db;
    team = (
      await createTeam(db, { name: `Follow Team ${stamp}`, name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    athlete = (
      await createAthlete(db, {
        full_name: `Follow Athlete ${stamp}`,
        country: "USA",
        weight_class: "lightweight",
        team_id: team,
        rating_elo: 1500,
      } as never)
    ).id;
    tournament = (
      await createTournament(db, {
        title: `Follow Cup ${stamp}`,
        title_ru: `Кубок подписок ${stamp}`,
        event_date: "2027-04-01T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      } as never)
    ).id;
    alice = await fan(`alice-${stamp}@league.example`);
    bob = await fan(`bob-${stamp}@league.example`);
  });

  const call = (method: string, path: string, who: { cookie: string } | null, body?: unknown, headers = {}) =>
    api.request(`/me${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(who ? { Cookie: who.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it("answers 401 to every follows operation without a session, writing nothing", async () => {
    expect((await call("PUT", `/follows/athlete/${athlete}`, null, {})).status).toBe(401);
    expect((await call("DELETE", `/follows/athlete/${athlete}`, null)).status).toBe(401);
    const list = await call("GET", "/follows", null);
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: "Not authenticated" });
    expect((await call("GET", "/data", null)).status).toBe(401);
    expect(await database.db.select().from(follows).where(eq(follows.target_id, athlete))).toEqual([]);
  });

  it("follows an athlete, a team and a tournament, lists them newest first with names, and unfollows", async () => {
    const put = await call("PUT", `/follows/athlete/${athlete}`, alice, {});
    expect(put.status).toBe(200);
    expect(put.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await put.json()).toEqual({
      kind: "athlete",
      id: athlete,
      name: `Follow Athlete ${stamp}`,
      notify: ["lineup", "up_next", "result", "schedule"],
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const teamPut = await call("PUT", `/follows/team/${team}`, alice, { notify: ["result", "lineup", "result"] });
    expect(await teamPut.json()).toEqual({
      kind: "team",
      id: team,
      name: `Follow Team ${stamp}`,
      notify: ["lineup", "result"],
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call("PUT", `/follows/tournament/${tournament}`, alice, { notify: [] })).status).toBe(200);
    const list = await call("GET", "/follows", alice);
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({
      items: [
        { kind: "tournament", id: tournament, name: `Follow Cup ${stamp}`, notify: [] },
        { kind: "team", id: team, name: `Follow Team ${stamp}`, notify: ["lineup", "result"] },
        {
          kind: "athlete",
          id: athlete,
          name: `Follow Athlete ${stamp}`,
          notify: ["lineup", "up_next", "result", "schedule"],
        },
      ],
    });
    // Following again changes what it notifies; it stays one follow.
    expect((await call("PUT", `/follows/athlete/${athlete}`, alice, { notify: ["up_next"] })).status).toBe(200);
    expect(
      await database.db.select({ notify: follows.notify }).from(follows).where(eq(follows.target_id, athlete)),
    ).toEqual([{ notify: ["up_next"] }]);
    const removed = await call("DELETE", `/follows/team/${team}`, alice);
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    // Unfollowing what is not followed is still 204.
    expect((await call("DELETE", `/follows/team/${team}`, alice)).status).toBe(204);
    const after = (await (await call("GET", "/follows", alice)).json()) as { items: { kind: string }[] };
    expect(after.items.map((item) => item.kind)).toEqual(["tournament", "athlete"]);
  });

  it("keeps follows private: another user sees only their own", async () => {
    expect(await (await call("GET", "/follows", bob)).json()).toEqual({ items: [] });
    expect((await call("DELETE", `/follows/athlete/${athlete}`, bob)).status).toBe(204);
    // Bob's DELETE did not touch Alice's follow.
    expect(await database.db.select().from(follows).where(eq(follows.user_id, alice.id))).toHaveLength(2);
  });

  it("answers 404 for an unknown id, a malformed id or an unknown kind, and 400 for an unknown notification kind", async () => {
    const unknown = await call("PUT", `/follows/athlete/${crypto.randomUUID()}`, bob, {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Not found" });
    // A team's id is not an athlete's.
    expect((await call("PUT", `/follows/athlete/${team}`, bob, {})).status).toBe(404);
    expect((await call("PUT", "/follows/athlete/not-an-id", bob, {})).status).toBe(404);
    expect((await call("PUT", `/follows/sponsor/${athlete}`, bob, {})).status).toBe(404);
    const bad = await call("PUT", `/follows/athlete/${athlete}`, bob, { notify: ["everything"] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toHaveProperty(["notify.0"]);
    expect(await database.db.select().from(follows).where(eq(follows.user_id, bob.id))).toEqual([]);
  });

  it("refuses a cross-origin write with 403", async () => {
    const response = await call("PUT", `/follows/athlete/${athlete}`, bob, {}, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await database.db.select().from(follows).where(eq(follows.user_id, bob.id))).toEqual([]);
  });

  it("accepts a bearer JWT from /api/auth/token", async () => {
    const tokenResponse = await auth.handler(
      new Request(`${ORIGIN}/api/auth/token`, { headers: { Cookie: bob.cookie } }),
    );
    const { token } = (await tokenResponse.json()) as { token: string };
    const response = await api.request(`/me/follows/team/${team}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ notify: ["schedule"] }),
    });
    expect(response.status).toBe(200);
    const list = await api.request("/me/follows", { headers: { Authorization: `Bearer ${token}` } });
    expect(await list.json()).toEqual({
      items: [{ kind: "team", id: team, name: `Follow Team ${stamp}`, notify: ["schedule"] }],
    });
  });

  it("downloads the user's data as a JSON file", async () => {
    const response = await call("GET", "/data", alice);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="my-league-data.json"');
    const data = (await response.json()) as Record<string, unknown>;
    expect(data.user).toMatchObject({ id: alice.id, email: `alice-${stamp}@league.example` });
    expect(data.notifications).toEqual([]);
    expect(data.follows).toEqual([
      { kind: "tournament", id: tournament, name: `Follow Cup ${stamp}`, notify: [] },
      { kind: "athlete", id: athlete, name: `Follow Athlete ${stamp}`, notify: ["up_next"] },
    ]);
  });

  it("gives the personal calendar's URL (the same until rotated; in the caller's language), and rotates it", async () => {
    expect((await call("GET", "/calendar", null)).status).toBe(401);
    expect((await call("POST", "/calendar/rotate", null)).status).toBe(401);
    const first = await call("GET", "/calendar", bob);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    const { url } = (await first.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:\d+\/calendar\/[A-Za-z0-9_-]{32}\/my-league\.ics$/);
    expect(await (await call("GET", "/calendar", bob)).json()).toEqual({ url });
    const russian = (await (await call("GET", "/calendar", bob, undefined, { "Accept-Language": "ru" })).json()) as {
      url: string;
    };
    expect(russian.url).toBe(url.replace("/calendar/", "/ru/calendar/"));
    const rotated = await call("POST", "/calendar/rotate", bob);
    expect(rotated.status).toBe(200);
    const next = ((await rotated.json()) as { url: string }).url;
    expect(next).not.toBe(url);
    expect(await (await call("GET", "/calendar", bob)).json()).toEqual({ url: next });
    // Alice's calendar is her own.
    expect(((await (await call("GET", "/calendar", alice)).json()) as { url: string }).url).not.toBe(next);
  });

  it("one-click unsubscribe: a POST with the mail's signed token turns that kind off without a session", async () => {
    await call("PUT", `/follows/athlete/${athlete}`, bob, {});
    const token = unsubscribeToken(bob.id, "result");
    const response = await api.request(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: "result", unsubscribed: true });
    const notify = await database.db
      .select({ kind: follows.kind, notify: follows.notify })
      .from(follows)
      .where(eq(follows.user_id, bob.id))
      .orderBy(follows.kind);
    expect(notify).toEqual([
      { kind: "athlete", notify: ["lineup", "up_next", "schedule"] },
      { kind: "team", notify: ["schedule"] },
    ]);
    const forged = await api.request(`/notifications/unsubscribe?token=${encodeURIComponent(`${token}x`)}`, {
      method: "POST",
    });
    expect(forged.status).toBe(404);
    // The daily digest's token names `mail`: notification mails off, the follows' kinds untouched.
    await database.db.insert(fanProfiles).values({ user_id: bob.id, mail_mode: "digest" }).onConflictDoNothing();
    const digest = await api.request(
      `/notifications/unsubscribe?token=${encodeURIComponent(unsubscribeToken(bob.id, "mail"))}`,
      { method: "POST", body: "List-Unsubscribe=One-Click" },
    );
    expect(await digest.json()).toEqual({ kind: "mail", unsubscribed: true });
    const [profile] = await database.db
      .select({ mail: fanProfiles.mail_enabled })
      .from(fanProfiles)
      .where(eq(fanProfiles.user_id, bob.id));
    expect(profile).toEqual({ mail: false });
  });

  it("deletes the follows with the account", async () => {
    expect(await database.db.select().from(follows).where(eq(follows.user_id, alice.id))).toHaveLength(2);
    await database.db.delete(user).where(eq(user.id, alice.id));
    expect(await database.db.select().from(follows).where(eq(follows.user_id, alice.id))).toEqual([]);
  });
});
