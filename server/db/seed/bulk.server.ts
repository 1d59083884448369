import { addDays, subDays } from "date-fns";
import { isNotNull, lt, sql } from "drizzle-orm";
import { WEIGHT_CLASSES } from "../../../app/lib/league-constants.ts";
import type { Database } from "../client.server.ts";
import { refreshAllAthleteTotals } from "../../league/results/athlete-totals.server.ts";
import { reconstructPredictions } from "../../league/results/predictions.server.ts";
import { replayRatingsFrom } from "../../league/results/ratings.server.ts";
import { readDecisions } from "../../league/season/decisions.server.ts";
import { pgArray } from "../pg-array.ts";
import { athletes, news, teamMatches, teams, tournaments } from "../schema.ts";
import { makeBoutResult, type BoutInsert } from "./bout-factory.ts";
import { makeAthlete, type AthleteInsert } from "./factories.ts";
import { createRandom, type Random } from "./random.ts";

const FIRST_NAMES = [
  "Arman",
  "Dmitry",
  "Jake",
  "Oliver",
  "Kenji",
  "Lucas",
  "Yerlan",
  "Aleksei",
  "Tyler",
  "Harry",
  "Sho",
  "Gabriel",
  "Giorgi",
  "Bekzod",
  "Timur",
  "Ivan",
  "Marcus",
  "Callum",
  "Daichi",
  "Rafael",
  "Levan",
  "Sardor",
  "Nurbol",
  "Pavel",
  "Ethan",
  "Liam",
  "Ryo",
  "Thiago",
  "Mathieu",
  "Erik",
  "Magomed",
  "Noah",
  "Hiroshi",
  "Pedro",
  "Jack",
  "Ilyas",
  "Sergei",
  "Connor",
  "Yuto",
  "Mateus",
  "Ali",
  "Omar",
  "Javier",
  "Marco",
  "Lukas",
  "Andrei",
  "Mikhail",
  "Samuel",
  "Kaito",
  "Diego",
];
const LAST_NAMES = [
  "Nurlanov",
  "Volkov",
  "Morrison",
  "Hughes",
  "Takahashi",
  "Ferreira",
  "Sadykov",
  "Morozov",
  "Brooks",
  "Whitfield",
  "Yamamoto",
  "Costa",
  "Beridze",
  "Rakhimov",
  "Akhmetov",
  "Sokolov",
  "Reed",
  "Fraser",
  "Mori",
  "Almeida",
  "Kapanadze",
  "Yusupov",
  "Kuznetsov",
  "Walker",
  "O'Connor",
  "Inoue",
  "Souza",
  "Laurent",
  "Lindqvist",
  "Aliev",
  "Bennett",
  "Sato",
  "Lima",
  "Thompson",
  "Omarov",
  "Pavlov",
  "Hayes",
  "Kobayashi",
  "Oliveira",
  "Garcia",
  "Rossi",
  "Muller",
  "Novak",
  "Petrov",
  "Ivanov",
  "Kim",
  "Silva",
  "Santos",
  "Nakamura",
  "Lopez",
];
const COUNTRIES = [
  "KAZ",
  "RUS",
  "USA",
  "GBR",
  "JPN",
  "BRA",
  "GEO",
  "UZB",
  "FRA",
  "SWE",
  "AUS",
  "CAN",
  "IRL",
  "DEU",
  "ITA",
  "ESP",
  "POL",
  "KOR",
  "MEX",
  "TUR",
  "ARM",
  "AZE",
  "KGZ",
  "NOR",
  "FIN",
  "NLD",
  "PRT",
  "UKR",
  "MNG",
  "CHN",
];
const CITIES: [string, string, string][] = [
  ["Almaty", "Kazakhstan", "Asia/Almaty"],
  ["Moscow", "Russia", "Europe/Moscow"],
  ["Las Vegas", "USA", "America/Los_Angeles"],
  ["London", "United Kingdom", "Europe/London"],
  ["Osaka", "Japan", "Asia/Tokyo"],
  ["São Paulo", "Brazil", "America/Sao_Paulo"],
  ["Tbilisi", "Georgia", "Asia/Tbilisi"],
  ["Paris", "France", "Europe/Paris"],
  ["Sydney", "Australia", "Australia/Sydney"],
  ["Toronto", "Canada", "America/Toronto"],
];
const BATCH = 1000;

export interface BulkCounts {
  athletes: number;
  tournaments: number;
  news: number;
  /** Completed bouts between generated rosters in past tournaments (0 for none). */
  bouts?: number;
}

/** Adds generated, internally consistent records in batches; the demo content is left as it is. */
export async function seedBulk(
  db: Database,
  counts: BulkCounts,
  options: { seed?: number; today?: Date; onProgress?: (message: string) => void } = {},
) {
  const random = createRandom(options.seed ?? Date.now());
  const today = options.today ?? new Date();
  const progress = options.onProgress ?? (() => {});

  let teamIds = (await db.select({ id: teams.id }).from(teams)).map((team) => team.id);
  if (teamIds.length < 12) {
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(teams)) as [{ count: number }];
    const created = await db
      .insert(teams)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Generated Team ${count + i + 1}`,
          country: random.pick(COUNTRIES),
        })),
      )
      .returning({ id: teams.id });
    teamIds = [...teamIds, ...created.map((team) => team.id)];
  }

  for (let done = 0; done < counts.athletes; done += BATCH) {
    const size = Math.min(BATCH, counts.athletes - done);
    const rows = Array.from({ length: size }, (_, i) =>
      makeAthlete(random, {
        full_name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        country: random.pick(COUNTRIES),
        weight_class: WEIGHT_CLASSES[(done + i) % WEIGHT_CLASSES.length],
        team_id: random.pick(teamIds),
      }),
    ).map(withPriorRecord);
    await db.insert(athletes).values(rows);
    progress(`athletes ${done + size}/${counts.athletes}`);
  }

  for (let done = 0; done < counts.tournaments; done += BATCH) {
    const size = Math.min(BATCH, counts.tournaments - done);
    const rows = Array.from({ length: size }, () => {
      const days = random.int(-3650, 365);
      const [city, country, time_zone] = random.pick(CITIES);
      const past = days < 0;
      return {
        title: `${city} ${random.pick(["Open", "Grand Prix", "Invitational", "Clash", "Cup", "Showdown"])} ${random.int(1, 99)}`,
        event_date: days < 0 ? subDays(today, -days) : addDays(today, days),
        time_zone,
        location_city: city,
        location_country: country,
        status: past ? ("completed" as const) : ("upcoming" as const),
        description: "Generated event for load testing.",
        champion_team: past ? `Generated Team ${random.int(1, 12)}` : null,
        runner_up_team: past ? `Generated Team ${random.int(13, 24)}` : null,
        prize_pool: `$${random.int(10, 200)},000`,
      };
    });
    await db.insert(tournaments).values(rows);
    progress(`tournaments ${done + size}/${counts.tournaments}`);
  }

  for (let done = 0; done < counts.news; done += BATCH) {
    const size = Math.min(BATCH, counts.news - done);
    const rows = Array.from({ length: size }, (_, i) => ({
      title: `League bulletin #${done + i + 1}`,
      content: "Generated news item for load testing. ".repeat(random.int(3, 12)).trim(),
      published_at: subDays(today, random.int(1, 3650)),
    }));
    await db.insert(news).values(rows);
    progress(`news ${done + size}/${counts.news}`);
  }

  if (counts.bouts) await seedBulkBouts(db, counts.bouts, random, today, progress);
}

/** A generated athlete's statistics are their career before the league (the derived columns add league bouts to it). */
function withPriorRecord<T extends AthleteInsert>(row: T): T {
  return {
    ...row,
    prior_wins: row.wins,
    prior_losses: row.losses,
    prior_total_matches: row.total_matches,
    prior_submissions_for: row.submissions_for,
    prior_submissions_against: row.submissions_against,
    prior_takedowns_scored: row.takedowns_scored,
    prior_takedown_defense_percent: row.takedown_defense_percent,
    prior_control_time_total: row.control_time_total,
    prior_rating_elo: row.rating_elo,
    prior_win_streak: row.win_streak,
    prior_avg_time_to_score: row.avg_time_to_score,
  };
}

/** A version-4-shaped id from the seeded generator: the same seed gives the same ids, so ties in the rating order
 * (two tournaments on one date) break the same way on every run. */
function seededId(random: Random) {
  const hex = (digits: number) =>
    Math.floor(random.next() * 16 ** digits)
      .toString(16)
      .padStart(digits, "0");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + random.int(0, 3)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`;
}

const BOUT_BATCH = 30_000;

/**
 * Team matches of two or three bouts between random rosters, spread over the past tournaments, written as columns
 * (`unnest`, tens of thousands of rows per statement), then one replay from scratch and one pass over the records:
 * the same derivation a write does, done once for the whole league.
 */
async function seedBulkBouts(
  db: Database,
  total: number,
  random: Random,
  today: Date,
  progress: (message: string) => void,
) {
  const events = await db
    .select({ id: tournaments.id, event_date: tournaments.event_date })
    .from(tournaments)
    .where(lt(tournaments.event_date, today))
    .orderBy(tournaments.event_date, tournaments.id);
  const rosters = new Map<string, string[]>();
  for (const athlete of await db
    .select({ id: athletes.id, team_id: athletes.team_id })
    .from(athletes)
    .where(isNotNull(athletes.team_id))
    .orderBy(athletes.id)) {
    rosters.set(athlete.team_id!, [...(rosters.get(athlete.team_id!) ?? []), athlete.id]);
  }
  const teamIds = [...rosters.keys()].filter((team) => rosters.get(team)!.length > 0).sort();
  if (events.length === 0 || teamIds.length < 2) return;
  const nextOrder = new Map<string, number>();
  for (const row of await db
    .select({ id: teamMatches.tournament_id, order: sql<number>`max(${teamMatches.card_order})::int` })
    .from(teamMatches)
    .groupBy(teamMatches.tournament_id))
    nextOrder.set(row.id, row.order);
  let written = 0;
  while (written < total) {
    const matches = {
      id: [] as string[],
      tournament: [] as string[],
      home: [] as string[],
      away: [] as string[],
      order: [] as number[],
    };
    const rows: (BoutInsert & { id: string })[] = [];
    while (rows.length < BOUT_BATCH && written + rows.length < total) {
      const event = random.pick(events);
      const home = random.pick(teamIds);
      let away = random.pick(teamIds);
      while (away === home) away = random.pick(teamIds);
      const order = (nextOrder.get(event.id) ?? 0) + 1;
      nextOrder.set(event.id, order);
      const matchId = seededId(random);
      matches.id.push(matchId);
      matches.tournament.push(event.id);
      matches.home.push(home);
      matches.away.push(away);
      matches.order.push(order);
      const homeWins = random.next() < 0.5;
      const outcomes = random.next() < 0.35 ? [homeWins, !homeWins, homeWins] : [homeWins, homeWins];
      outcomes.forEach((aWins, slot) => {
        const a = random.pick(rosters.get(home)!);
        const b = random.pick(rosters.get(away)!);
        const result = makeBoutResult(random, aWins);
        rows.push({
          ...result,
          id: seededId(random),
          team_match_id: matchId,
          bout_order: slot + 1,
          weight_class: WEIGHT_CLASSES[slot]!,
          athlete_a_id: a,
          athlete_b_id: b,
          team_a_id: home,
          team_b_id: away,
          fought_at: event.event_date,
          winner_id: result.method === "draw" ? null : aWins ? a : b,
        });
      });
    }
    await db.execute(sql`insert into team_matches (id, tournament_id, home_team_id, away_team_id, stage, card_order, status)
      select id, tournament_id, home, away, 'round_robin', card_order, 'completed'
      from unnest(${pgArray(matches.id)}::uuid[], ${pgArray(matches.tournament)}::uuid[], ${pgArray(matches.home)}::uuid[], ${pgArray(matches.away)}::uuid[], ${pgArray(matches.order)}::int[]) as m(id, tournament_id, home, away, card_order)`);
    const column = <K extends keyof BoutInsert>(key: K) =>
      pgArray(
        rows.map((row) => {
          const value = row[key];
          return value instanceof Date ? value.toISOString() : (value as string | number | null);
        }),
      );
    await db.execute(sql`insert into bouts (id, team_match_id, bout_order, weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at, status, winner_id, method, technique, round, time_seconds,
        score_a, score_b, takedowns_landed_a, takedowns_attempted_a, takedowns_landed_b, takedowns_attempted_b, control_seconds_a, control_seconds_b, first_score_seconds_a, first_score_seconds_b)
      select id, team_match_id, bout_order, weight_class::weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at, status::match_status, winner_id, method::bout_method, technique, round, time_seconds,
        score_a, score_b, takedowns_landed_a, takedowns_attempted_a, takedowns_landed_b, takedowns_attempted_b, control_seconds_a, control_seconds_b, first_score_seconds_a, first_score_seconds_b
      from unnest(${pgArray(rows.map((row) => row.id))}::uuid[], ${column("team_match_id")}::uuid[], ${column("bout_order")}::int[], ${column("weight_class")}::text[], ${column("athlete_a_id")}::uuid[], ${column("athlete_b_id")}::uuid[],
        ${column("team_a_id")}::uuid[], ${column("team_b_id")}::uuid[], ${column("fought_at")}::timestamptz[], ${column("status")}::text[], ${column("winner_id")}::uuid[], ${column("method")}::text[], ${column("technique")}::text[],
        ${column("round")}::int[], ${column("time_seconds")}::int[], ${column("score_a")}::int[], ${column("score_b")}::int[], ${column("takedowns_landed_a")}::int[], ${column("takedowns_attempted_a")}::int[],
        ${column("takedowns_landed_b")}::int[], ${column("takedowns_attempted_b")}::int[], ${column("control_seconds_a")}::int[], ${column("control_seconds_b")}::int[], ${column("first_score_seconds_a")}::int[], ${column("first_score_seconds_b")}::int[])
        as v(id, team_match_id, bout_order, weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at, status, winner_id, method, technique, round, time_seconds,
          score_a, score_b, takedowns_landed_a, takedowns_attempted_a, takedowns_landed_b, takedowns_attempted_b, control_seconds_a, control_seconds_b, first_score_seconds_a, first_score_seconds_b)`);
    // Each team match's decision and winner, as the write path stores them (decided_by, winner_team_id).
    const decisions = await readDecisions(db, matches.id);
    const decided = matches.id.map((id, index) => {
      const decision = decisions.get(id)!;
      const winner =
        decision.winner === "home" ? matches.home[index] : decision.winner === "away" ? matches.away[index] : null;
      return { id, decided_by: decision.decided_by, winner: winner ?? null };
    });
    await db.execute(sql`update team_matches tm set decided_by = v.decided_by, winner_team_id = v.winner
      from unnest(${pgArray(decided.map((row) => row.id))}::uuid[], ${pgArray(decided.map((row) => row.decided_by))}::text[], ${pgArray(decided.map((row) => row.winner))}::uuid[])
        as v(id, decided_by, winner)
      where tm.id = v.id`);
    written += rows.length;
    progress(`bouts ${written}/${total}`);
  }
  progress("replaying ratings and records");
  await db.transaction(async (tx) => {
    await replayRatingsFrom(tx, null);
    await reconstructPredictions(tx);
    await refreshAllAthleteTotals(tx);
  });
}
