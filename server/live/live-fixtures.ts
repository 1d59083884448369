// A live team match for tests and benchmarks (not a seed: the league's own data comes from the results writes):
// a live tournament, two teams, three bouts with the first on the mat, and a way to log events as the console would.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { athletes, boutEvents, bouts, teamMatches, teams, tournaments } from "../db/schema.ts";

export interface LiveFixture {
  tournamentId: string;
  teamMatchId: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
  /** Bout ids in card order; the first is live with its clock running. */
  boutIds: string[];
  /** [home athlete, away athlete] per bout. */
  athletes: { id: string; full_name: string; rating: number }[][];
}

const WEIGHTS = ["lightweight", "middleweight", "heavyweight"] as const;

export async function createLiveTeamMatch(
  db: Database,
  options: { label?: string; ratings?: number[][]; now?: Date } = {},
): Promise<LiveFixture> {
  const label = options.label ?? crypto.randomBytes(3).toString("hex");
  const now = options.now ?? new Date();
  const [tournament] = await db
    .insert(tournaments)
    .values({
      title: `Fight Night ${label}`,
      title_ru: `Бойцовский вечер ${label}`,
      event_date: now,
      location_city: "Tokyo",
      location_country: "Japan",
      status: "live",
    })
    .returning({ id: tournaments.id });
  const [home, away] = await db
    .insert(teams)
    .values([{ name: `Tokyo Tigers ${label}` }, { name: `Oslo Wolves ${label}` }])
    .returning({ id: teams.id, name: teams.name });
  const names = [
    ["Kenji Takahashi", "Lars Nilsen"],
    ["Hiro Sato", "Erik Berg"],
    ["Taro Ito", "Magnus Dahl"],
  ];
  const ratings = options.ratings ?? [
    [1600, 1500],
    [1550, 1550],
    [1480, 1620],
  ];
  const lineup: LiveFixture["athletes"] = [];
  for (const [order, pair] of names.entries()) {
    const rows = await db
      .insert(athletes)
      .values(
        pair.map((full_name, side) => ({
          full_name: `${full_name} ${label}`,
          country: side === 0 ? "JPN" : "NOR",
          weight_class: WEIGHTS[order]!,
          team_id: side === 0 ? home!.id : away!.id,
          rating_elo: ratings[order]![side]!,
          // The rating they bring: what the replay and the frozen predictions start from (`verify` holds them equal).
          prior_rating_elo: ratings[order]![side]!,
        })),
      )
      .returning({ id: athletes.id, full_name: athletes.full_name, rating: athletes.rating_elo });
    lineup.push(rows);
  }
  const [match] = await db
    .insert(teamMatches)
    .values({
      tournament_id: tournament!.id,
      home_team_id: home!.id,
      away_team_id: away!.id,
      stage: "final",
      card_order: 1,
      scheduled_at: now,
      status: "live",
    })
    .returning({ id: teamMatches.id });
  const boutRows = await db
    .insert(bouts)
    .values(
      lineup.map((pair, index) => ({
        team_match_id: match!.id,
        bout_order: index + 1,
        weight_class: WEIGHTS[index]!,
        athlete_a_id: pair[0]!.id,
        athlete_b_id: pair[1]!.id,
        team_a_id: home!.id,
        team_b_id: away!.id,
        fought_at: now,
        status: index === 0 ? ("live" as const) : ("scheduled" as const),
        clock_running: index === 0,
        clock_started_at: index === 0 ? now : null,
      })),
    )
    .returning({ id: bouts.id, order: bouts.bout_order });
  return {
    tournamentId: tournament!.id,
    teamMatchId: match!.id,
    home: home!,
    away: away!,
    boutIds: boutRows.sort((x, y) => x.order - y.order).map((row) => row.id),
    athletes: lineup,
  };
}

/** Logs one action as the console would (without the rules: tests choose the points); answers its id. */
export async function logBoutEvent(
  db: Database,
  event: {
    bout_id: string;
    kind: string;
    athlete_id: string | null;
    round?: number;
    clock_seconds: number;
    points?: number;
  },
): Promise<number> {
  const [row] = await db
    .insert(boutEvents)
    .values({ round: 1, points: 0, ...event, idempotency_key: crypto.randomUUID(), created_by: "test" })
    .returning({ id: boutEvents.id });
  return row!.id;
}

export async function finishBout(db: Database, boutId: string, winnerId: string) {
  await db
    .update(bouts)
    .set({
      status: "completed",
      winner_id: winnerId,
      method: "points",
      round: 3,
      time_seconds: 300,
      clock_running: false,
    })
    .where(eq(bouts.id, boutId));
}

/** A bout's result on points after three full rounds, as the console's finish sends it (recordBoutResult's input). */
export const pointsResult = (winner: string, score_a: number, score_b: number) => ({
  winner_id: winner,
  method: "points" as const,
  technique: null,
  round: 3,
  time_seconds: 300,
  score_a,
  score_b,
  takedowns_landed_a: 0,
  takedowns_attempted_a: 0,
  takedowns_landed_b: 0,
  takedowns_attempted_b: 0,
  control_seconds_a: 0,
  control_seconds_b: 0,
  first_score_seconds_a: null,
  first_score_seconds_b: null,
});
