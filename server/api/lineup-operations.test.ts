// PUT /api/v1/team-matches/{id}/lineup and GET /api/v1/team-matches/{id} through the real API router with real
// sessions (better-auth sign-in): a team manager writes only their own team's lineup (403 for the other team's),
// bad bodies get 400 with a message per field in the caller's language and write nothing, and the team match reads
// `lineups: "hidden"` for everyone until the reveal. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auth, TRUSTED_ORIGINS } from "../auth.server.ts";
import { database } from "../db/database.server.ts";
import { teamMatchLineups, teamMatches, tournaments } from "../db/schema.ts";
import { grantRole } from "../league/admins.server.ts";
import { createAthlete } from "../league/entities/athlete-entity.server.ts";
import { createTeam } from "../league/entities/team-entity.server.ts";
import { teamMatchWrites } from "../league/entities/team-match-entity.server.ts";
import { createTournament } from "../league/entities/tournament-entity.server.ts";
import { api } from "./api.server.ts";

const ORIGIN = TRUSTED_ORIGINS[0]!;
const PASSWORD = "lineup-password";

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

describe("the lineup API", () => {
  const stamp = Date.now();
  let home: string;
  let away: string;
  let matchId: string;
  const roster: Record<string, string[]> = {};
  const cookies: Record<"home" | "away" | "admin" | "member", string> = { home: "", away: "", admin: "", member: "" };

  beforeAll(async () => {
    await database.migrate();
    const db = database.db;
    home = (
      await createTeam(db, { name: `API Home ${stamp}`, name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    away = (
      await createTeam(db, { name: `API Away ${stamp}`, name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    for (const team of [home, away]) {
      roster[team] = [];
      for (let i = 0; i < 3; i++)
        roster[team]!.push(
          (
            await createAthlete(db, {
              full_name: `API ${team.slice(0, 4)} ${i}`,
              country: "USA",
              weight_class: "lightweight",
              team_id: team,
              rating_elo: 1500,
            } as never)
          ).id,
        );
    }
    const tournament = (
      await createTournament(db, {
        title: `API Lineup Cup ${stamp}`,
        event_date: "2027-03-01T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      } as never)
    ).id;
    matchId = (
      await teamMatchWrites.create(db, {
        tournament_id: tournament,
        home_team_id: home,
        away_team_id: away,
        stage: "final",
        stage_round: null,
        card_order: null,
        scheduled_at: new Date("2027-03-01T18:00:00Z"),
      } as never)
    ).id;
    await grantRole(db, `home-${stamp}@league.example`, "team_manager", PASSWORD, home);
    await grantRole(db, `away-${stamp}@league.example`, "team_manager", PASSWORD, away);
    await grantRole(db, `admin-${stamp}@league.example`, "admin", PASSWORD);
    await grantRole(db, `member-${stamp}@league.example`, "scorekeeper", PASSWORD);
    for (const who of ["home", "away", "admin", "member"] as const)
      cookies[who] = await signIn(`${who}-${stamp}@league.example`);
  });

  const put = (who: keyof typeof cookies | null, body: unknown, lang = "en") =>
    api.request(`/team-matches/${matchId}/lineup`, {
      method: "PUT",
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        "Accept-Language": lang,
        ...(who ? { Cookie: cookies[who] } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const stored = () => database.db.select().from(teamMatchLineups).where(eq(teamMatchLineups.team_match_id, matchId));

  it("refuses the other team's manager (403), a scorekeeper (403) and nobody (401), writing nothing", async () => {
    const body = { team_id: home, athlete_ids: roster[home] };
    expect((await put(null, body)).status).toBe(401);
    const other = await put("away", body);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: "Only this team's manager or an admin" });
    const scorekeeper = await put("member", body);
    expect(scorekeeper.status).toBe(403);
    expect(await scorekeeper.json()).toEqual({ error: "Team manager role required" });
    expect(await stored()).toEqual([]);
  });

  it("answers hostile bodies 400 with a message per field, in the caller's language, writing nothing", async () => {
    const twice = await put("home", {
      team_id: home,
      athlete_ids: [roster[home]![0], roster[home]![0], roster[home]![1]],
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      error: "Validation failed",
      fields: { "athlete_ids.1": "This athlete is already in another bout" },
    });
    const short = await put("home", { team_id: home, athlete_ids: roster[home]!.slice(0, 2) }, "ru");
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      error: "Validation failed",
      fields: { athlete_ids: "Выберите трёх спортсменов, по одному на поединок" },
    });
    expect((await put("home", "{not json")).status).toBe(400);
    expect((await put("home", { team_id: "<script>", athlete_ids: [1, 2, 3] })).status).toBe(400);
    // Another team's athlete: 409 naming bout 2.
    const foreign = await put("home", {
      team_id: home,
      athlete_ids: [roster[home]![0], roster[away]![0], roster[home]![2]],
    });
    expect(foreign.status).toBe(409);
    expect(await foreign.json()).toEqual({
      error: "Conflict",
      fields: { "athlete_ids.1": "This athlete is not on the team's roster" },
    });
    expect(await stored()).toEqual([]);
  });

  it("lets a manager withdraw their own lineup (204), not the other team's (403); nothing to withdraw is 404", async () => {
    const remove = (who: keyof typeof cookies | null, query = "") =>
      api.request(`/team-matches/${matchId}/lineup${query}`, {
        method: "DELETE",
        headers: { Origin: ORIGIN, ...(who ? { Cookie: cookies[who] } : {}) },
      });
    expect((await put("home", { team_id: home, athlete_ids: roster[home] })).status).toBe(200);
    expect((await remove(null)).status).toBe(401);
    const other = await remove("away", `?team_id=${home}`);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ error: "Only this team's manager or an admin" });
    expect((await stored()).map((row) => row.team_id)).toEqual([home]);
    const gone = await remove("home");
    expect([gone.status, await gone.text()]).toEqual([204, ""]);
    expect(await stored()).toEqual([]);
    const again = await remove("home");
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: "This team has no lineup in this team match" });
  });

  it("answers GET after the deadline with a leftover lineup of a team no longer in the slot (200, hidden, nothing written)", async () => {
    const db = database.db;
    const third = (
      await createTeam(db, { name: `API Third ${stamp}`, name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    const [row] = await db.select().from(teamMatches).where(eq(teamMatches.id, matchId));
    const past = (
      await teamMatchWrites.create(db, {
        tournament_id: row!.tournament_id,
        home_team_id: home,
        away_team_id: away,
        stage: "final",
        stage_round: null,
        card_order: null,
        scheduled_at: new Date(Date.now() - 3_600_000),
      } as never)
    ).id;
    // Two rows, as the old code could leave them: the away team's and a team's that left the slot.
    await db.insert(teamMatchLineups).values([
      { team_match_id: past, team_id: away, athlete_ids: roster[away]! },
      { team_match_id: past, team_id: third, athlete_ids: roster[home]! },
    ]);
    const read = await api.request(`/team-matches/${past}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { lineups: unknown }).lineups).toBe("hidden");
    const [after] = await db.select().from(teamMatches).where(eq(teamMatches.id, past));
    expect(after!.lineups_revealed_at).toBeNull();
  });

  it("stores each manager's own lineup, keeps both hidden on GET, and lets an admin reveal them", async () => {
    const ok = await put("home", { team_id: home, athlete_ids: roster[home] });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ team_match_id: matchId, team_id: home, athlete_ids: roster[home] });
    expect((await put("away", { team_id: away, athlete_ids: roster[away] })).status).toBe(200);
    const read = await api.request(`/team-matches/${matchId}`);
    expect(read.status).toBe(200);
    const body = (await read.json()) as { lineups: unknown; lineup_deadline: string };
    expect(body.lineups).toBe("hidden");
    expect(body.lineup_deadline).toBe("2027-03-01T17:00:00.000Z");
    expect(JSON.stringify(body)).not.toContain(roster[home]![0]!);

    const reveal = () =>
      api.request(`/team-matches/${matchId}/lineups/reveal`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: cookies.admin },
      });
    expect((await reveal()).status).toBe(200);
    expect((await reveal()).status).toBe(409);
    const after = (await (await api.request(`/team-matches/${matchId}`)).json()) as {
      lineups: { home: { team_id: string; athletes: { id: string }[] } };
    };
    expect(after.lineups.home.team_id).toBe(home);
    expect(after.lineups.home.athletes.map((athlete) => athlete.id)).toEqual(roster[home]);
    // Revealed: no more changes.
    expect((await put("home", { team_id: home, athlete_ids: roster[home]!.toReversed() })).status).toBe(409);
  });

  it("lets an admin set the event's bout classes (400 for a bad one, 409 once lineups are revealed)", async () => {
    const [match] = await database.db
      .select({ tournament_id: teamMatches.tournament_id, card_order: teamMatches.card_order })
      .from(teamMatches)
      .where(eq(teamMatches.id, matchId));
    const set = (who: keyof typeof cookies, classes: unknown, tournament = match!.tournament_id, lang = "en") =>
      api.request(`/tournaments/${tournament}/lineup-classes`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookies[who], "Accept-Language": lang },
        body: JSON.stringify({ classes }),
      });
    expect((await set("home", ["featherweight", null, null])).status).toBe(403);
    const bad = await set("admin", ["bantamweight", null, null]);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: "Validation failed",
      fields: { "classes.0": "Choose a weight class or open" },
    });
    // The team match above was revealed: its bouts were made at the classes as they were.
    const frozen = await set("admin", ["featherweight", null, null], match!.tournament_id, "ru");
    expect(frozen.status).toBe(409);
    expect(await frozen.json()).toEqual({
      error: "Conflict",
      fields: {
        classes: `Составы командного матча №${match!.card_order} уже объявлены и поединки созданы в этих категориях, поэтому изменить их нельзя`,
      },
    });
    expect((await set("admin", [null, null, null])).status).toBe(200);
    const fresh = (
      await createTournament(database.db, {
        title: `API Classes Cup ${stamp}`,
        event_date: "2027-03-02T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      } as never)
    ).id;
    const ok = await set("admin", ["featherweight", "", null], fresh);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ classes: ["featherweight", null, null] });
    const classesNow = await database.db
      .select({ id: tournaments.id, lineup_classes: tournaments.lineup_classes })
      .from(tournaments)
      .where(inArray(tournaments.id, [fresh, match!.tournament_id]));
    expect(new Map(classesNow.map((row) => [row.id, row.lineup_classes]))).toEqual(
      new Map([
        [fresh, ["featherweight", null, null]],
        [match!.tournament_id, null],
      ]),
    );
  });
});
