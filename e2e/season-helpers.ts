// Helpers for the season specs (season, lineups, season-night): the admin's API context, records made through the
// API, a browser page signed in as someone by its cookie.
import { request as playwrightRequest, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { ADMIN } from "./admin-account";
import { expect } from "./fixtures";

/** An API context signed in as the tests' admin (writes send the Origin the server checks). */
export async function adminApi(baseURL: string) {
  const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await admin.post("/api/auth/sign-in/email", { data: ADMIN })).ok()).toBe(true);
  return admin;
}

/** The id of a record the API answered 201 for. */
export async function created(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The page's browser signed in as `credentials` (the session cookie only, no form). */
export async function signInAs(page: Page, baseURL: string, credentials: { email: string; password: string }) {
  await page.context().clearCookies();
  const response = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL },
    data: credentials,
  });
  expect(response.ok()).toBe(true);
}

export interface EventTeam {
  id: string;
  name: string;
  athletes: { id: string; name: string }[];
}

/** A tournament in Oslo (Europe/Oslo) made through the API, its `event_date` as given ("2035-03-10T18:00"): its id. */
export async function osloTournament(
  admin: APIRequestContext,
  { title, eventDate, status }: { title: string; eventDate: string; status: "upcoming" | "completed" },
) {
  return created(
    await admin.post("/api/v1/tournaments", {
      data: {
        title,
        event_date: eventDate,
        time_zone: "Europe/Oslo",
        location_city: "Oslo",
        location_country: "Norway",
        status,
      },
    }),
  );
}

/**
 * A tournament in Oslo far ahead (10 June 2034, 18:00 UTC), a Home and an Away team whose athletes have the given
 * classes (in order), and their final at the tournament's start: lineups stay open.
 */
export async function osloFinal(
  admin: APIRequestContext,
  names: {
    title: string;
    team: (side: "Home" | "Away") => string;
    athlete: (side: "Home" | "Away", n: number) => string;
  },
  classes: readonly string[],
) {
  const tournament = await osloTournament(admin, {
    title: names.title,
    eventDate: "2034-06-10T18:00",
    status: "upcoming",
  });
  const teams: EventTeam[] = [];
  for (const side of ["Home", "Away"] as const) {
    const name = names.team(side);
    const id = await created(await admin.post("/api/v1/teams", { data: { name } }));
    const athletes = [];
    for (const [index, weight_class] of classes.entries()) {
      const full_name = names.athlete(side, index + 1);
      const data = { full_name, country: "NOR", weight_class, team_id: id };
      athletes.push({ name: full_name, id: await created(await admin.post("/api/v1/athletes", { data })) });
    }
    teams.push({ id, name, athletes });
  }
  const match = await created(
    await admin.post(`/api/v1/tournaments/${tournament}/team-matches`, {
      data: {
        home_team_id: teams[0]!.id,
        away_team_id: teams[1]!.id,
        stage: "final",
        stage_round: null,
        card_order: null,
        scheduled_at: "2034-06-10T18:00:00Z",
      },
    }),
  );
  return { tournament, teams, match };
}
