// Test fixture: a small league with one completed final (home wins 2–1), a scheduled semifinal, and rating history.
import type { Database } from "../../db/client.server.ts";
import { athletes, bouts, ratingHistory, teamMatches, teams, tournaments } from "../../db/schema.ts";
import { advanceTournament } from "../season/advance.server.ts";

export async function insertResultsFixture(db: Database) {
  const [wolves, bears] = await db
    .insert(teams)
    .values([{ name: "Fixture Wolves" }, { name: "Fixture Bears" }])
    .returning({ id: teams.id });
  const athlete = (full_name: string, country: string, team_id: string, rating_elo: number) => ({
    full_name,
    country,
    team_id,
    weight_class: "lightweight" as const,
    rating_elo,
  });
  const [anna, boris, clara, dmitri] = await db
    .insert(athletes)
    .values([
      athlete("Anna Fixture", "USA", wolves!.id, 1530),
      athlete("Boris Fixture", "RUS", bears!.id, 1470),
      athlete("Clara Fixture", "BRA", wolves!.id, 1500),
      athlete("Dmitri Fixture", "KAZ", bears!.id, 1500),
    ])
    .returning({ id: athletes.id });
  const [tournament] = await db
    .insert(tournaments)
    .values({
      title: "Fixture Open",
      title_ru: "Фикстура Опен",
      event_date: new Date("2026-05-10T12:00:00Z"),
      location_city: "Austin",
      location_country: "USA",
      status: "completed",
      champion_team: "Typed Champion",
    })
    .returning({ id: tournaments.id });
  const fought_at = new Date("2026-05-10T12:00:00Z");
  const [final, semi] = await db
    .insert(teamMatches)
    .values([
      {
        tournament_id: tournament!.id,
        home_team_id: wolves!.id,
        away_team_id: bears!.id,
        stage: "final",
        card_order: 2,
        status: "completed",
      },
      {
        tournament_id: tournament!.id,
        home_team_id: bears!.id,
        away_team_id: wolves!.id,
        stage: "semifinal",
        card_order: 1,
        status: "scheduled",
        scheduled_at: fought_at,
      },
    ])
    .returning({ id: teamMatches.id });
  const base = {
    team_match_id: final!.id,
    weight_class: "lightweight" as const,
    team_a_id: wolves!.id,
    team_b_id: bears!.id,
    status: "completed" as const,
    fought_at,
  };
  const [b1, b2, b3] = await db
    .insert(bouts)
    .values([
      {
        ...base,
        bout_order: 1,
        athlete_a_id: anna!.id,
        athlete_b_id: boris!.id,
        winner_id: anna!.id,
        method: "submission",
        technique: "Heel hook",
        round: 2,
        time_seconds: 95,
        score_a: 2,
        score_b: 0,
      },
      {
        ...base,
        bout_order: 2,
        athlete_a_id: clara!.id,
        athlete_b_id: dmitri!.id,
        winner_id: dmitri!.id,
        method: "points",
        round: 3,
        time_seconds: 300,
        score_a: 1,
        score_b: 4,
      },
      {
        ...base,
        bout_order: 3,
        athlete_a_id: anna!.id,
        athlete_b_id: dmitri!.id,
        winner_id: anna!.id,
        method: "decision",
        round: 3,
        time_seconds: 300,
        score_a: 3,
        score_b: 3,
      },
    ])
    .returning({ id: bouts.id });
  // The winner and decided_by, as a result's write leaves them (these rows are inserted directly).
  await advanceTournament(db, tournament!.id);
  await db.insert(ratingHistory).values([
    { bout_id: b1!.id, athlete_id: anna!.id, fought_at, bouts_before: 0, rating_before: 1500, rating_after: 1523.4 },
    { bout_id: b1!.id, athlete_id: boris!.id, fought_at, bouts_before: 0, rating_before: 1500, rating_after: 1476.6 },
    { bout_id: b3!.id, athlete_id: anna!.id, fought_at, bouts_before: 1, rating_before: 1523.4, rating_after: 1530.2 },
  ]);
  return {
    wolves: wolves!.id,
    bears: bears!.id,
    anna: anna!.id,
    boris: boris!.id,
    clara: clara!.id,
    dmitri: dmitri!.id,
    tournament: tournament!.id,
    final: final!.id,
    semi: semi!.id,
    bouts: [b1!.id, b2!.id, b3!.id],
  };
}
