// Test data for the live scoring tests: a tournament with one team match and its first bout, scheduled; the
// scorekeeper they write as, and how a refused write is read.
import type { Database } from "../db/client.server.ts";
import { athletes, bouts, teamMatches, teams, tournaments } from "../db/schema.ts";
import { LiveActionRefused } from "./live-scoring.server.ts";

/** The scorekeeper the live writes are made as. */
export const keeper = { id: null, email: "keeper@example.com" };

/** The status and reason a live write was refused with; fails the test when it was not refused. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LiveActionRefused) return { status: error.status, reason: error.reason };
    throw error;
  }
  throw new Error("not refused");
}

export async function makeScheduledBout(db: Database, label = crypto.randomUUID().slice(0, 8)) {
  const [tournament] = await db
    .insert(tournaments)
    .values({
      title: `Live ${label}`,
      event_date: new Date("2026-06-01T18:00:00Z"),
      location_city: "Oslo",
      location_country: "Norway",
    })
    .returning();
  const [home, away] = await db
    .insert(teams)
    .values([{ name: `Home ${label}` }, { name: `Away ${label}` }])
    .returning();
  const [a, b] = await db
    .insert(athletes)
    .values([
      { full_name: `Alpha ${label}`, country: "NOR", weight_class: "lightweight", team_id: home!.id },
      { full_name: `Bravo ${label}`, country: "SWE", weight_class: "lightweight", team_id: away!.id },
    ])
    .returning();
  const [match] = await db
    .insert(teamMatches)
    .values({
      tournament_id: tournament!.id,
      home_team_id: home!.id,
      away_team_id: away!.id,
      stage: "round_robin",
      stage_round: 1,
      card_order: 1,
    })
    .returning();
  const [bout] = await db
    .insert(bouts)
    .values({
      team_match_id: match!.id,
      bout_order: 1,
      weight_class: "lightweight",
      athlete_a_id: a!.id,
      athlete_b_id: b!.id,
      team_a_id: home!.id,
      team_b_id: away!.id,
      fought_at: tournament!.event_date,
    })
    .returning();
  return { tournament: tournament!, match: match!, bout: bout!, a: a!, b: b! };
}
