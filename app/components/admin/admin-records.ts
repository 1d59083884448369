import type { TournamentStatus, WeightClass } from "~/lib/league-constants";
import type { DerivedRecord, PriorRecord } from "~/lib/results/athlete-record";
import type { AthleteFormValues } from "~/lib/schemas/athlete";
import { wallTimeIn } from "~/lib/schemas/event-date";
import type { NewsFormValues } from "~/lib/schemas/news";
import type { SponsorFormValues } from "~/lib/schemas/sponsor";
import type { TeamFormValues } from "~/lib/schemas/team";
import type { TournamentFormValues } from "~/lib/schemas/tournament";

export interface AdminTournament {
  id: string;
  title: string;
  title_ru: string | null;
  event_date: Date;
  time_zone: string;
  location_city: string;
  location_country: string;
  status: TournamentStatus;
  image_url: string | null;
  description: string | null;
  description_ru: string | null;
  champion_team: string | null;
  runner_up_team: string | null;
  broadcast_url: string | null;
  broadcast_started_at: Date | null;
  prize_pool: string | null;
  prize_pool_ru: string | null;
  venue_details: string | null;
  venue_details_ru: string | null;
  rules_pdf_url: string | null;
}

export interface AdminNews {
  id: string;
  title: string;
  title_ru: string | null;
  content: string;
  content_ru: string | null;
  image_url: string | null;
  published_at: Date;
}

/** A new tournament: upcoming, in the admin's own time zone, starting at 18:00 on a day still to pick. */
export function newTournamentValues(timeZone: string): TournamentFormValues {
  return {
    title: "",
    title_ru: "",
    event_date: "",
    time_zone: timeZone,
    status: "upcoming",
    location_city: "",
    location_country: "",
    image_url: "",
    description: "",
    description_ru: "",
    champion_team: "",
    runner_up_team: "",
    broadcast_url: "",
    broadcast_started_at: "",
    prize_pool: "",
    prize_pool_ru: "",
    venue_details: "",
    venue_details_ru: "",
    rules_pdf_url: "",
  };
}

/** The stored tournament as the form shows it: the start on the venue's clock, empty strings for nothing. */
export function tournamentValues(row: AdminTournament): TournamentFormValues {
  return {
    title: row.title,
    title_ru: row.title_ru ?? "",
    event_date: wallTimeIn(row.event_date, row.time_zone),
    time_zone: row.time_zone,
    status: row.status,
    location_city: row.location_city,
    location_country: row.location_country,
    image_url: row.image_url ?? "",
    description: row.description ?? "",
    description_ru: row.description_ru ?? "",
    champion_team: row.champion_team ?? "",
    runner_up_team: row.runner_up_team ?? "",
    broadcast_url: row.broadcast_url ?? "",
    broadcast_started_at: row.broadcast_started_at
      ? wallTimeIn(row.broadcast_started_at, row.time_zone, { seconds: true })
      : "",
    prize_pool: row.prize_pool ?? "",
    prize_pool_ru: row.prize_pool_ru ?? "",
    venue_details: row.venue_details ?? "",
    venue_details_ru: row.venue_details_ru ?? "",
    rules_pdf_url: row.rules_pdf_url ?? "",
  };
}

export const newNewsValues = (): NewsFormValues => ({
  title: "",
  title_ru: "",
  content: "",
  content_ru: "",
  image_url: "",
});

export const newsValues = (row: AdminNews): NewsFormValues => ({
  title: row.title,
  title_ru: row.title_ru ?? "",
  content: row.content,
  content_ru: row.content_ru ?? "",
  image_url: row.image_url ?? "",
});

export interface AdminTeam {
  id: string;
  name: string;
  name_ru: string | null;
  logo_url: string | null;
  city: string | null;
  country: string | null;
  athlete_count: number;
}

export const newTeamValues = (): TeamFormValues => ({ name: "", name_ru: "", logo_url: "", city: "", country: "" });
export const teamValues = (row: AdminTeam): TeamFormValues => ({
  name: row.name,
  name_ru: row.name_ru ?? "",
  logo_url: row.logo_url ?? "",
  city: row.city ?? "",
  country: row.country ?? "",
});

export interface AdminSponsor {
  id: string;
  name: string;
  logo_url: string | null;
  website_url: string | null;
  display_order: number;
}

export const newSponsorValues = (): SponsorFormValues => ({
  name: "",
  logo_url: "",
  website_url: "",
  display_order: "",
});
export const sponsorValues = (row: AdminSponsor): SponsorFormValues => ({
  name: row.name,
  logo_url: row.logo_url ?? "",
  website_url: row.website_url ?? "",
  display_order: String(row.display_order),
});

/**
 * An athlete as the admin edits it: the record columns are derived (prior + league bouts, read-only here); the form
 * edits the prior record (the career before the league) and the starting rating.
 */
export interface AdminAthlete extends DerivedRecord, PriorRecord {
  id: string;
  full_name: string;
  full_name_ru: string | null;
  country: string;
  weight_class: WeightClass;
  team_id: string | null;
  photo_url: string | null;
  rating_elo: number;
  style_background: string[];
  bio_short: string | null;
  bio_short_ru: string | null;
  height_cm: number | null;
  reach_cm: number | null;
  stance: string | null;
  rank_bjj: string | null;
  prior_rating_elo: number;
}

/** An athlete as the list shows it: with its team's name. */
export type AdminAthleteRow = AdminAthlete & { team_name: string | null };

/** A team as the athlete form's picker and the team-delete dialog offer it. */
export interface AdminTeamOption {
  id: string;
  name: string;
}

/** Number inputs hold strings; null shows as an empty box. */
const box = (value: number | null) => (value === null ? "" : String(value));

export const newAthleteValues = (): AthleteFormValues => ({
  full_name: "",
  full_name_ru: "",
  country: "",
  weight_class: "lightweight",
  team_id: "",
  photo_url: "",
  wins: "0",
  losses: "0",
  total_matches: "0",
  submissions_for: "0",
  submissions_against: "0",
  takedowns_scored: "0",
  takedown_defense_percent: "",
  control_time_total: "0",
  rating_elo: "1500",
  style_background: [],
  bio_short: "",
  bio_short_ru: "",
  height_cm: "",
  reach_cm: "",
  stance: "",
  win_streak: "0",
  rank_bjj: "",
  avg_time_to_score: "",
});

export const athleteValues = (row: AdminAthlete): AthleteFormValues => ({
  full_name: row.full_name,
  full_name_ru: row.full_name_ru ?? "",
  country: row.country,
  weight_class: row.weight_class,
  team_id: row.team_id ?? "",
  photo_url: row.photo_url ?? "",
  wins: box(row.prior_wins),
  losses: box(row.prior_losses),
  total_matches: box(row.prior_total_matches),
  submissions_for: box(row.prior_submissions_for),
  submissions_against: box(row.prior_submissions_against),
  takedowns_scored: box(row.prior_takedowns_scored),
  takedown_defense_percent: box(row.prior_takedown_defense_percent),
  control_time_total: box(row.prior_control_time_total),
  rating_elo: box(row.prior_rating_elo),
  style_background: row.style_background,
  bio_short: row.bio_short ?? "",
  bio_short_ru: row.bio_short_ru ?? "",
  height_cm: box(row.height_cm),
  reach_cm: box(row.reach_cm),
  stance: row.stance ?? "",
  win_streak: box(row.prior_win_streak),
  rank_bjj: row.rank_bjj ?? "",
  avg_time_to_score: box(row.prior_avg_time_to_score),
});
