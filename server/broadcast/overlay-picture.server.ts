// What the broadcast overlay shows for one tournament: the team match on now (or next), its team score, the bout on the
// mat with its live state, the bout up next, and the names and flags the stream's messages do not carry.
import { eq } from "drizzle-orm";
import type { BoutLiveState } from "../../app/lib/live/live-state.ts";
import { flagImageSrc } from "../../app/lib/flags.ts";
import type { Database } from "../db/client.server.ts";
import { teamMatches, tournaments } from "../db/schema.ts";
import {
  listLiveTeamMatches,
  listNextTeamMatches,
  type LiveBoutCard,
  type LiveTeamMatch,
} from "../live/live-overview.server.ts";
import { newestEventId } from "../live/live-reads.server.ts";

export interface OverlayAthlete {
  id: string;
  name: string;
  country: string;
  flag: string | null;
}

export interface OverlayBout {
  id: string;
  bout_order: number;
  status: LiveBoutCard["status"];
  /** Side 0 is the home team's athlete. */
  athletes: [OverlayAthlete, OverlayAthlete];
  state: BoutLiveState | null;
}

export interface OverlayPicture {
  server_time: string;
  /** The stream's position when this was read: the overlay resumes the stream from here. */
  position: number;
  tournament_id: string;
  title: string;
  title_ru: string | null;
  /** Every team match of the tournament: stream messages of others are ignored. */
  team_match_ids: string[];
  match: {
    id: string;
    status: LiveTeamMatch["status"];
    home: string;
    away: string;
    team_score: { home: number; away: number };
  } | null;
  /** The bout on the mat (live), if any. */
  current: OverlayBout | null;
  /** The next bout to start (the current match's next, or the next match's first). */
  next: OverlayBout | null;
}

const athleteOf = (athlete: LiveBoutCard["athletes"][number]): OverlayAthlete => ({
  id: athlete.id,
  name: athlete.full_name,
  country: athlete.country,
  flag: flagImageSrc(athlete.country),
});

const boutOf = (bout: LiveBoutCard): OverlayBout => ({
  id: bout.id,
  bout_order: bout.bout_order,
  status: bout.status,
  athletes: [athleteOf(bout.athletes[0]), athleteOf(bout.athletes[1])],
  state: bout.live,
});

/** The tournament's overlay picture, or null when there is no such tournament. */
export async function readOverlayPicture(
  db: Database,
  tournamentId: string,
  now = new Date(),
): Promise<OverlayPicture | null> {
  const [position, found, matchRows, live] = await Promise.all([
    newestEventId(db),
    db
      .select({ title: tournaments.title, title_ru: tournaments.title_ru })
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .limit(1),
    db.select({ id: teamMatches.id }).from(teamMatches).where(eq(teamMatches.tournament_id, tournamentId)),
    listLiveTeamMatches(db, { tournamentId, now }),
  ]);
  const tournament = found[0];
  if (!tournament) return null;
  let match = live.find((candidate) => candidate.bouts.some((bout) => bout.status === "live")) ?? live[0] ?? null;
  const current = match?.bouts.find((bout) => bout.status === "live") ?? null;
  let next = match?.bouts.find((bout) => bout.status === "scheduled") ?? null;
  if (!current && !next) {
    // The match on now is decided (or none is live): the next match of this tournament opens with its first bout.
    const upcoming = (await listNextTeamMatches(db, { limit: 20, now })).find(
      (candidate) => candidate.tournament.id === tournamentId,
    );
    if (upcoming) {
      match = upcoming;
      next = upcoming.bouts.find((bout) => bout.status === "scheduled") ?? null;
    }
  }
  return {
    server_time: now.toISOString(),
    position,
    tournament_id: tournamentId,
    title: tournament.title,
    title_ru: tournament.title_ru,
    team_match_ids: matchRows.map((row) => row.id),
    match: match && {
      id: match.id,
      status: match.status,
      home: match.home.name,
      away: match.away.name,
      team_score: match.team_score,
    },
    current: current && boutOf(current),
    next: next && boutOf(next),
  };
}
