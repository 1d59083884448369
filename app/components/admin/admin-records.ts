import type { TournamentStatus } from "~/lib/league-constants";
import { wallTimeIn } from "~/lib/schemas/event-date";
import type { NewsFormValues } from "~/lib/schemas/news";
import type { TournamentFormValues } from "~/lib/schemas/tournament";

export interface AdminTournament {
  id: string;
  title: string;
  event_date: Date;
  time_zone: string;
  location_city: string;
  location_country: string;
  status: TournamentStatus;
  image_url: string | null;
  description: string | null;
  champion_team: string | null;
  runner_up_team: string | null;
  broadcast_url: string | null;
  prize_pool: string | null;
  venue_details: string | null;
  rules_pdf_url: string | null;
}

export interface AdminNews {
  id: string;
  title: string;
  content: string;
  image_url: string | null;
  published_at: Date;
}

/** A new tournament: upcoming, in the admin's own time zone, starting at 18:00 on a day still to pick. */
export function newTournamentValues(timeZone: string): TournamentFormValues {
  return {
    title: "",
    event_date: "",
    time_zone: timeZone,
    status: "upcoming",
    location_city: "",
    location_country: "",
    image_url: "",
    description: "",
    champion_team: "",
    runner_up_team: "",
    broadcast_url: "",
    prize_pool: "",
    venue_details: "",
    rules_pdf_url: "",
  };
}

/** The stored tournament as the form shows it: the start on the venue's clock, empty strings for nothing. */
export function tournamentValues(row: AdminTournament): TournamentFormValues {
  return {
    title: row.title,
    event_date: wallTimeIn(row.event_date, row.time_zone),
    time_zone: row.time_zone,
    status: row.status,
    location_city: row.location_city,
    location_country: row.location_country,
    image_url: row.image_url ?? "",
    description: row.description ?? "",
    champion_team: row.champion_team ?? "",
    runner_up_team: row.runner_up_team ?? "",
    broadcast_url: row.broadcast_url ?? "",
    prize_pool: row.prize_pool ?? "",
    venue_details: row.venue_details ?? "",
    rules_pdf_url: row.rules_pdf_url ?? "",
  };
}

export const newNewsValues = (): NewsFormValues => ({ title: "", content: "", image_url: "" });

export const newsValues = (row: AdminNews): NewsFormValues => ({ title: row.title, content: row.content, image_url: row.image_url ?? "" });
