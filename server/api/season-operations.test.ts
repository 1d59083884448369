// POST /tournaments/{id}/fixtures and GET /tournaments/{id}/bracket through their handlers and the router's body
// check (the session check is the router's, covered by e2e/api-authz.spec.ts): 201, 400 with fields, 404, 409.
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { BoutInputSchema } from "../../app/lib/schemas/bout.ts";
import { database } from "../db/database.server.ts";
import { createAthlete } from "../league/entities/athlete-entity.server.ts";
import { boutWrites } from "../league/entities/bout-entity.server.ts";
import { createTeam } from "../league/entities/team-entity.server.ts";
import { createTournament } from "../league/entities/tournament-entity.server.ts";
import { refusal } from "./errors.server.ts";
import { toHonoPath } from "./operation.server.ts";
import { seasonOperations } from "./season-operations.server.ts";

function mount() {
  const app = new Hono();
  for (const operation of seasonOperations) {
    app.on(operation.method.toUpperCase(), toHonoPath(operation.path), async (c) => {
      let body: unknown;
      if (operation.body) {
        const parsed = operation.body.safeParse(await c.req.json());
        if (!parsed.success) return refusal(c, parsed.error)!;
        body = parsed.data;
      }
      return operation.handler({
        c,
        user: null,
        params: c.req.param() as never,
        query: undefined as never,
        body: body as never,
      });
    });
  }
  app.onError((error, c) => refusal(c, error) ?? c.text(String(error), 500));
  return app;
}

describe("season operations", () => {
  const teamIds: string[] = [];
  const athletesOf = new Map<string, string>();
  let tournamentId: string;
  beforeAll(async () => {
    await database.migrate();
    for (let i = 0; i < 4; i++) {
      const team = (
        await createTeam(database.db, {
          name: `Bracket Club ${Date.now()}-${i}`,
          name_ru: null,
          logo_url: null,
          city: null,
          country: null,
        })
      ).id;
      teamIds.push(team);
      athletesOf.set(
        team,
        (
          await createAthlete(database.db, {
            full_name: `Bracket ${i}`,
            country: "USA",
            weight_class: "lightweight",
            team_id: team,
            rating_elo: 1600 - i * 10,
          } as never)
        ).id,
      );
    }
    tournamentId = (
      await createTournament(database.db, {
        title: "Bracket Cup",
        event_date: "2026-07-01T18:00",
        time_zone: "UTC",
        location_city: "Austin",
        location_country: "USA",
        status: "upcoming",
      } as never)
    ).id;
  });

  const post = (id: string, body: unknown, lang = "en") =>
    mount().request(`/tournaments/${id}/fixtures`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Accept-Language": lang },
    });

  it("creates the card (201) and answers the bracket with sources until known", async () => {
    const response = await post(tournamentId, {
      format: "single_elimination",
      team_ids: teamIds,
      seeding: "manual",
      start_at: "2026-07-01T18:00:00Z",
      gap_minutes: 45,
    });
    expect(response.status).toBe(201);
    const { team_matches } = (await response.json()) as {
      team_matches: { id: string; stage: string; home_team_id: string | null; scheduled_at: string }[];
    };
    expect(team_matches.map((m) => [m.stage, m.home_team_id, m.scheduled_at])).toEqual([
      ["semifinal", teamIds[0], "2026-07-01T18:00:00.000Z"],
      ["semifinal", teamIds[1], "2026-07-01T18:45:00.000Z"],
      ["final", null, "2026-07-01T19:30:00.000Z"],
    ]);
    const bracket = (await (await mount().request(`/tournaments/${tournamentId}/bracket`)).json()) as {
      format: string;
      stages: { stage: string; team_matches: { home: unknown; away: unknown }[] }[];
    };
    expect(bracket.format).toBe("single_elimination");
    expect(bracket.stages.map((stage) => stage.stage)).toEqual(["semifinal", "final"]);
    expect(bracket.stages[1]!.team_matches[0]).toMatchObject({
      home: { from_team_match_id: team_matches[0]!.id, outcome: "winner" },
      away: { from_team_match_id: team_matches[1]!.id, outcome: "winner" },
    });
    expect(bracket.stages[0]!.team_matches[0]!.home).toMatchObject({ team_id: teamIds[0] });
  });

  it("answers 400 with a message per field (in the caller's language), 404 for an unknown tournament", async () => {
    const bad = await post(tournamentId, {
      format: "swiss",
      team_ids: [teamIds[0]],
      seeding: "rating",
      gap_minutes: 2,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({
      format: "Choose a format",
      team_ids: "Choose from 2 to 64 teams",
      gap_minutes: "Enter from 5 to 240 minutes",
    });
    const ru = await post(
      tournamentId,
      { format: "groups_then_knockout", team_ids: teamIds, groups: 3, seeding: "rating" },
      "ru",
    );
    expect(((await ru.json()) as { fields: Record<string, string> }).fields).toEqual({
      groups: "Слишком много групп: в каждой нужно хотя бы 2 команды",
    });
    expect(
      (await post(crypto.randomUUID(), { format: "round_robin", team_ids: teamIds, seeding: "rating" })).status,
    ).toBe(404);
  });

  it("holds every date, group and card order it would write to the forms' rules: 400 with the field, nothing written", async () => {
    const many = Array.from({ length: 64 }, () => crypto.randomUUID());
    const fieldsOf = async (body: Record<string, unknown>, lang = "en") => {
      const response = await post(
        tournamentId,
        { format: "round_robin", team_ids: teamIds, seeding: "manual", ...body },
        lang,
      );
      return [response.status, ((await response.json()) as { fields?: Record<string, string> }).fields];
    };
    const years = "Enter a year between 1900 and 2200";
    // Written years outside 1900–2200 are refused as written: 0001 is not 2001, 0099 not 1999.
    for (const start_at of [
      "0001-01-01T00:00:00Z",
      "0099-06-01T12:00:00Z",
      "1800-01-01T00:00:00Z",
      "2201-01-01T00:00:00Z",
    ])
      expect(await fieldsOf({ start_at })).toEqual([400, { start_at: years }]);
    // The old code's 500 (its later team matches fell in year 10000).
    expect(await fieldsOf({ start_at: "9999-12-31T23:00:00Z" })).toEqual([400, { start_at: years }]);
    // The first start is in 2200, but the later team matches (30 minutes apart) would fall in 2201.
    expect(await fieldsOf({ start_at: "2200-12-31T23:00:00Z" })).toEqual([400, { start_at: years }]);
    // Six team matches: 22:00 to 00:30 the next day, in 2201.
    expect(await fieldsOf({ start_at: "2200-12-31T22:00:00Z" }, "ru")).toEqual([
      400,
      { start_at: "Укажите год от 1900 до 2200" },
    ]);
    // 64 teams in 2 groups: each a round robin of 32 (the limit is 16).
    expect(await fieldsOf({ format: "groups_then_knockout", team_ids: many, groups: 2 })).toEqual([
      400,
      { groups: "A group takes at most 16 teams (a round robin): use more groups" },
    ]);
    // 64 teams in 4 groups of 16: 480 team matches, past the card's last position (200).
    expect(await fieldsOf({ format: "groups_then_knockout", team_ids: many, groups: 4 })).toEqual([
      400,
      {
        team_ids: "These fixtures would need more than 200 team matches on one card: use fewer teams or more groups",
      },
    ]);
    // The card made by the first test is still the tournament's.
    const bracket = (await (await mount().request(`/tournaments/${tournamentId}/bracket`)).json()) as {
      format: string;
    };
    expect(bracket.format).toBe("single_elimination");
  });

  it("answers 409 once the tournament has a recorded result", async () => {
    const bracket = (await (await mount().request(`/tournaments/${tournamentId}/bracket`)).json()) as {
      stages: { team_matches: { id: string }[] }[];
    };
    const semi = bracket.stages[0]!.team_matches[0]!.id;
    await boutWrites.create(
      database.db,
      BoutInputSchema.parse({
        team_match_id: semi,
        athlete_a_id: athletesOf.get(teamIds[0]!),
        athlete_b_id: athletesOf.get(teamIds[3]!),
        weight_class: "lightweight",
        status: "completed",
        winner_id: athletesOf.get(teamIds[0]!),
        method: "points",
        round: 3,
        time_seconds: 300,
        score_a: 2,
      }),
    );
    const again = await post(tournamentId, { format: "round_robin", team_ids: teamIds, seeding: "rating" });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { fields: Record<string, string> }).fields).toEqual({
      tournament_id: "This tournament already has recorded results: fixtures can no longer be generated",
    });
  });
});
