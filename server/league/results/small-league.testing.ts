// A small league for the prediction and rating tests: two teams, a tournament, one team match and four athletes.
import { BoutInputSchema, type BoutInput } from "../../../app/lib/schemas/bout.ts";
import type { Database } from "../../db/client.server.ts";
import { createAthlete } from "../entities/athlete-entity.server.ts";
import { createTeam } from "../entities/team-entity.server.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { athleteInput, tournamentInput } from "../entities/test-inputs.ts";
import { createTournament } from "../entities/tournament-entity.server.ts";

export const ADMIN = { id: "admin", email: "admin@league.example" };

/** A tournament with one team match of two teams, a 1600 and a 1500 athlete on each side. */
export async function smallLeague(db: Database, tag: string, date = "2026-03-01") {
  const team = async (name: string) =>
    (await createTeam(db, { name: `${name} ${tag}`, name_ru: null, logo_url: null, city: null, country: null })).id;
  const home = await team("Home");
  const away = await team("Away");
  const athlete = async (name: string, team_id: string, rating: number) =>
    (await createAthlete(db, athleteInput({ full_name: `${name} ${tag}`, team_id, rating_elo: rating }))).id;
  const h1 = await athlete("Hana", home, 1600);
  const h2 = await athlete("Hiro", home, 1500);
  const a1 = await athlete("Aida", away, 1500);
  const a2 = await athlete("Arno", away, 1500);
  const tournament = await createTournament(
    db,
    tournamentInput({ title: `Cup ${tag}`, event_date: `${date}T18:00`, status: "upcoming" }),
  );
  const match = await teamMatchWrites.create(
    db,
    {
      tournament_id: tournament.id,
      home_team_id: home,
      away_team_id: away,
      stage: "final",
      stage_round: null,
      card_order: null,
      scheduled_at: null,
    },
    ADMIN,
  );
  const input = (a: string, b: string, result: Partial<BoutInput>) =>
    BoutInputSchema.parse({
      team_match_id: match.id,
      athlete_a_id: a,
      athlete_b_id: b,
      weight_class: "lightweight",
      status: "scheduled",
      ...result,
    });
  return { h1, h2, a1, a2, input, match: match.id, home, away };
}
