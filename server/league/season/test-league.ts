// A small league for the season engine's database tests: teams of three athletes each, rated so that rating seeding
// is the creation order, and the inputs those tests send (a tournament, a completed bout, a fixtures request).
import { eq } from "drizzle-orm";
import { FixtureRequestSchema } from "../../../app/lib/season/fixture-config.ts";
import { BoutInputSchema } from "../../../app/lib/schemas/bout.ts";
import type { Database } from "../../db/client.server.ts";
import { teamMatches } from "../../db/schema.ts";
import { createAthlete } from "../entities/athlete-entity.server.ts";
import { createTeam } from "../entities/team-entity.server.ts";
import { athleteInput, tournamentInput } from "../entities/test-inputs.ts";
import { createTournament } from "../entities/tournament-entity.server.ts";

export const TEST_ADMIN = { id: "admin", email: "admin@league.example" };

/**
 * `count` teams named `${teamPrefix} 1…count`; team i's three athletes are rated 1700 − 20 i, so seeding by rating
 * keeps the creation order.
 */
export async function seasonTestLeague(db: Database, teamPrefix: string, count: number) {
  const teamIds: string[] = [];
  const roster = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const team = (
      await createTeam(db, { name: `${teamPrefix} ${i + 1}`, name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    teamIds.push(team);
    const athletes: string[] = [];
    for (const letter of ["A", "B", "C"]) {
      const input = athleteInput({ full_name: `S${i}${letter}`, team_id: team, rating_elo: 1700 - 20 * i });
      athletes.push((await createAthlete(db, input)).id);
    }
    roster.set(team, athletes);
  }

  return {
    teamIds,
    roster,
    /** An upcoming tournament on 1 June 2026. */
    tournament: async (title: string) =>
      (await createTournament(db, tournamentInput({ title, event_date: "2026-06-01T18:00", status: "upcoming" }))).id,
    /** Bout `order` of a team match, won by its home or away athlete (or drawn), as the bout form would send it. */
    bout: async (matchId: string, order: number, winner: "home" | "away" | null, method = "points") => {
      const [match] = await db.select().from(teamMatches).where(eq(teamMatches.id, matchId));
      const a = roster.get(match!.home_team_id!)![order - 1]!;
      const b = roster.get(match!.away_team_id!)![order - 1]!;
      return BoutInputSchema.parse({
        team_match_id: matchId,
        athlete_a_id: a,
        athlete_b_id: b,
        weight_class: "lightweight",
        status: "completed",
        round: 3,
        time_seconds: 300,
        winner_id: winner === "home" ? a : winner === "away" ? b : null,
        method: winner ? method : "draw",
        score_a: winner === "home" ? 2 : 0,
        score_b: winner === "away" ? 2 : 0,
      });
    },
    /** A fixtures request seeded by rating unless `body` says otherwise. */
    fixtures: (body: Record<string, unknown>) => FixtureRequestSchema.parse({ seeding: "rating", ...body }),
  };
}

export type SeasonTestLeague = Awaited<ReturnType<typeof seasonTestLeague>>;
