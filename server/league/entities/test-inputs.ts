// Test inputs: a tournament and an athlete as the admin form would send them with every optional field left empty,
// so a test names only what it is about. Shared by the results and season write tests.
import { createAthlete } from "./athlete-entity.server.ts";
import { createTournament } from "./tournament-entity.server.ts";

type AthleteInput = Parameters<typeof createAthlete>[1];
type TournamentInput = Parameters<typeof createTournament>[1];

export function athleteInput(
  fields: Pick<AthleteInput, "full_name" | "team_id" | "rating_elo"> & Partial<AthleteInput>,
): AthleteInput {
  return {
    country: "USA",
    weight_class: "lightweight",
    full_name_ru: null,
    photo_url: null,
    wins: 0,
    losses: 0,
    total_matches: 0,
    submissions_for: 0,
    submissions_against: 0,
    takedowns_scored: 0,
    takedown_defense_percent: null,
    control_time_total: 0,
    style_background: [],
    bio_short: null,
    bio_short_ru: null,
    height_cm: null,
    reach_cm: null,
    stance: null,
    win_streak: 0,
    rank_bjj: null,
    avg_time_to_score: null,
    ...fields,
  };
}

/** `event_date` as the form sends it (venue-local, `2026-06-01T18:00`); the venue is Austin, UTC. */
export function tournamentInput(fields: { title: string; event_date: string; status: string }): TournamentInput {
  return {
    time_zone: "UTC",
    location_city: "Austin",
    location_country: "USA",
    image_url: null,
    description: null,
    champion_team: null,
    runner_up_team: null,
    broadcast_url: null,
    prize_pool: null,
    venue_details: null,
    rules_pdf_url: null,
    ...fields,
    // The form's strings, which the entity's schema turns into the stored types when the write parses them.
  } as never;
}
