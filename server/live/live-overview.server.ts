// What is live now: the team matches in progress (team score, every bout with its athletes, the live bouts' states,
// the win probability) and the next ones on the card. Read by /live, a live tournament's page and GET /api/v1/live.
import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import { fanState } from "../../app/lib/live/effective-log.ts";
import type { BoutLiveState } from "../../app/lib/live/live-state.ts";
import { cardOdds, preMatchOdds, type LineupBout, type MatchOdds } from "../../app/lib/live/win-probability.ts";
import type { BoutMethod, MatchStatus, TeamMatchStage } from "../../app/lib/results/constants.ts";
import type { Database } from "../db/client.server.ts";
import { ratingHistory, teamMatches, tournaments } from "../db/schema.ts";
import {
  awayTeam,
  boutsByTeamMatch,
  homeTeam,
  readCardBouts,
  teamMatchSides,
  type CardBout,
} from "../league/results/card-reads.server.ts";
import { teamMatchProgress, type BoutStage } from "../league/results/team-match-score.ts";
import { onTheMat } from "../league/tournaments-queries.server.ts";
import { oneUpNextPerMat } from "../../app/lib/event-state.ts";
import { readBoutStates } from "./live-reads.server.ts";
import { inUuids } from "../db/pg-array.ts";

export type LiveAthlete = CardBout["a"];

export interface LiveBoutCard {
  id: string;
  bout_order: number;
  exhibition: boolean;
  weight_class: string;
  status: MatchStatus;
  /** Where the bout stands: completed, on_the_mat (one at a time), up_next, later, not_needed (team-match-score.ts). */
  stage: BoutStage;
  winner_id: string | null;
  method: BoutMethod | null;
  round: number | null;
  time_seconds: number | null;
  score: [number, number];
  /** Side a is the home team's athlete. */
  athletes: [LiveAthlete, LiveAthlete];
  /** The live state while the bout is on the mat, with the effective log (fans' reads: effective-log.ts). */
  live: BoutLiveState | null;
}

export interface LiveTeamMatch {
  id: string;
  status: MatchStatus;
  stage: TeamMatchStage;
  scheduled_at: string | null;
  tournament: { id: string; title: string; title_ru: string | null; time_zone: string };
  home: { id: string; name: string; name_ru: string | null; logo_url: string | null };
  away: { id: string; name: string; name_ru: string | null; logo_url: string | null };
  /** Bouts won by each side (exhibitions do not count). */
  team_score: { home: number; away: number };
  /** The chance each side wins the match from here, from the athletes' ratings over the bouts left. */
  win_probability: MatchOdds;
  /** The same before the first bout (with the ratings the athletes brought into it). */
  pre_match_probability: MatchOdds;
  bouts: LiveBoutCard[];
}

async function teamMatchRows(db: Database, where: ReturnType<typeof and>, limit: number) {
  return db
    .select({
      id: teamMatches.id,
      status: teamMatches.status,
      stage: teamMatches.stage,
      scheduled_at: teamMatches.scheduled_at,
      card_order: teamMatches.card_order,
      tournament: {
        id: tournaments.id,
        title: tournaments.title,
        title_ru: tournaments.title_ru,
        time_zone: tournaments.time_zone,
      },
      ...teamMatchSides,
    })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .innerJoin(homeTeam, eq(homeTeam.id, teamMatches.home_team_id))
    .innerJoin(awayTeam, eq(awayTeam.id, teamMatches.away_team_id))
    .where(where)
    .orderBy(asc(teamMatches.scheduled_at), asc(teamMatches.card_order))
    .limit(limit);
}

const fanStateOf = (state: BoutLiveState | undefined) => (state ? fanState(state) : null);

/** Team matches with their bouts, team score and odds; live bouts carry their state. A few queries for any number. */
async function withBouts(
  db: Database,
  rows: Awaited<ReturnType<typeof teamMatchRows>>,
  now: Date,
): Promise<LiveTeamMatch[]> {
  if (rows.length === 0) return [];
  const boutRows = await readCardBouts(
    db,
    rows.map((row) => row.id),
  );
  const byMatch = boutsByTeamMatch(boutRows);
  const completed = boutRows.filter((bout) => bout.status === "completed").map((bout) => bout.id);
  const [states, before] = await Promise.all([
    readBoutStates(
      db,
      boutRows.filter((bout) => bout.status === "live").map((bout) => bout.id),
      now,
    ),
    completed.length === 0
      ? []
      : db
          .select({
            bout_id: ratingHistory.bout_id,
            athlete_id: ratingHistory.athlete_id,
            rating: ratingHistory.rating_before,
          })
          .from(ratingHistory)
          .where(inUuids(ratingHistory.bout_id, completed)),
  ]);
  const ratingBefore = new Map(before.map((row) => [`${row.bout_id}:${row.athlete_id}`, row.rating]));
  return rows.map((row) => {
    const matchBouts = byMatch.get(row.id) ?? [];
    const progress = teamMatchProgress(matchBouts);
    const cards: LiveBoutCard[] = matchBouts.map((bout, index) => ({
      id: bout.id,
      bout_order: bout.bout_order,
      exhibition: bout.exhibition,
      weight_class: bout.weight_class,
      status: bout.status,
      stage: progress.stages[index]!,
      winner_id: bout.winner_id,
      method: bout.method,
      round: bout.round,
      time_seconds: bout.time_seconds,
      score: [bout.score_a, bout.score_b],
      athletes: [bout.a, bout.b],
      live: fanStateOf(states.get(bout.id)),
    }));
    const counted = cards.filter((bout) => !bout.exhibition);
    const lineup = (rating: (bout: LiveBoutCard, side: 0 | 1) => number): LineupBout[] =>
      counted.map((bout) => ({
        home_rating: rating(bout, 0),
        away_rating: rating(bout, 1),
        won_by:
          bout.status !== "completed"
            ? null
            : bout.winner_id === bout.athletes[0].id
              ? "home"
              : bout.winner_id === bout.athletes[1].id
                ? "away"
                : "none",
      }));
    const pre = lineup(
      (bout, side) => ratingBefore.get(`${bout.id}:${bout.athletes[side].id}`) ?? bout.athletes[side].rating,
    );
    return {
      id: row.id,
      status: progress.status,
      stage: row.stage,
      scheduled_at: row.scheduled_at?.toISOString() ?? null,
      tournament: row.tournament,
      home: row.home,
      away: row.away,
      team_score: progress.score,
      win_probability: cardOdds(
        cards.map((bout) => ({ ...bout, live_chance: states.get(bout.id)?.win_probability?.a })),
      ),
      pre_match_probability: preMatchOdds(pre),
      bouts: cards,
    };
  });
}

/**
 * A team match live, or with a bout on the mat: the two sets read from their partial indexes (team_matches_status_idx,
 * bouts_live_idx) instead of an "or" that scanned every team match (180 ms at 1M bouts for each /live).
 */
export const inProgress = () =>
  sql<boolean>`${teamMatches.id} in (select id from team_matches where status = 'live'
    union select team_match_id from bouts where status = 'live')`;

/**
 * Team matches in progress, optionally of one tournament: live ones, and any with a bout on the mat — a decided match's
 * exhibition is fought after its status turned completed, and fans watch it all the same (teamMatchProgress.on_the_mat).
 * Only of events that are live by app/lib/event-state.ts (status live, or a bout of it on the mat): an event marked
 * completed or not yet live is not on /live between bouts, as its own page and the home page do not show it live.
 */
export async function listLiveTeamMatches(
  db: Database,
  options: { tournamentId?: string; now?: Date } = {},
): Promise<LiveTeamMatch[]> {
  const where = and(
    inProgress(),
    or(eq(tournaments.status, "live"), onTheMat()),
    options.tournamentId ? eq(teamMatches.tournament_id, options.tournamentId) : undefined,
  );
  return withBouts(db, await teamMatchRows(db, where, 20), options.now ?? new Date());
}

/**
 * One mat per event, one bout "up next" on it (app/lib/event-state.ts): across an event's team matches in progress and
 * its next ones, the next match's first bout waits as "later" while a match before it is still being fought.
 */
export function oneUpNextPerEvent(live: LiveTeamMatch[], next: LiveTeamMatch[]) {
  const byEvent = new Map<string, LiveTeamMatch[]>();
  for (const match of [...live, ...next]) {
    const group = byEvent.get(match.tournament.id) ?? [];
    group.push(match);
    byEvent.set(match.tournament.id, group);
  }
  const settled = new Map<string, LiveTeamMatch>();
  for (const group of byEvent.values())
    for (const match of oneUpNextPerMat<LiveBoutCard, LiveTeamMatch>(group)) settled.set(match.id, match);
  return { live: live.map((match) => settled.get(match.id)!), next: next.map((match) => settled.get(match.id)!) };
}

/** The next team matches on the card (scheduled, from a few hours ago on: a late start is still "next"). */
export async function listNextTeamMatches(
  db: Database,
  options: { limit: number; now?: Date },
): Promise<LiveTeamMatch[]> {
  const now = options.now ?? new Date();
  const where = and(
    eq(teamMatches.status, "scheduled"),
    gte(teamMatches.scheduled_at, new Date(now.getTime() - 12 * 3600_000)),
  );
  return withBouts(db, await teamMatchRows(db, where, options.limit), now);
}

/**
 * The team match a live event is on, for the home page's lead: the one with a bout on the mat (a decided match's
 * exhibition included), else the live one, else the next on its card, else the last one fought; with its team score (derived from the bouts). Two indexed reads.
 */
export async function liveEventLead(
  db: Database,
  tournamentId: string,
): Promise<{
  home: string;
  home_ru: string | null;
  away: string;
  away_ru: string | null;
  score: { home: number; away: number };
} | null> {
  const matches = await db
    .select({ id: teamMatches.id, ...teamMatchSides })
    .from(teamMatches)
    .innerJoin(homeTeam, eq(homeTeam.id, teamMatches.home_team_id))
    .innerJoin(awayTeam, eq(awayTeam.id, teamMatches.away_team_id))
    .where(eq(teamMatches.tournament_id, tournamentId))
    .orderBy(asc(teamMatches.card_order));
  if (matches.length === 0) return null;
  const byMatch = boutsByTeamMatch(
    await readCardBouts(
      db,
      matches.map((match) => match.id),
    ),
  );
  const progress = matches.map((match) => ({ match, ...teamMatchProgress(byMatch.get(match.id) ?? []) }));
  const lead =
    progress.find((entry) => entry.on_the_mat) ??
    progress.find((entry) => entry.status === "live") ??
    progress.find((entry) => entry.status === "scheduled") ??
    progress.at(-1)!;
  const { home, away } = lead.match;
  return { home: home.name, home_ru: home.name_ru, away: away.name, away_ru: away.name_ru, score: lead.score };
}
