import type { BoutLiveState } from "~/lib/live/live-state";

export interface ConsoleAthlete {
  id: string;
  name: string;
  country: string;
}

/** The bout as the console page's loader gives it. */
export interface ConsoleBout {
  id: string;
  bout_order: number;
  tournament_id: string;
  tournament_title: string;
  athlete_a: ConsoleAthlete;
  athlete_b: ConsoleAthlete;
  team_a: string;
  team_b: string;
  match_score: [number, number];
  state: BoutLiveState;
  /** The live stream's position when the page was read: the console's event stream resumes after it. */
  stream_position: number;
  /** The event's next bout still to score, in card order: the console offers it once this one is finished. */
  next_bout: { id: string; bout_order: number; athlete_a: string; athlete_b: string } | null;
}

/** Corner colours: the home side (a) red, the away side (b) blue, on every console and screen. */
export const SIDE_STYLES = [
  { band: "bg-red-700 text-white", ring: "border-red-600", text: "text-red-500" },
  { band: "bg-blue-700 text-white", ring: "border-blue-600", text: "text-blue-400" },
] as const;
