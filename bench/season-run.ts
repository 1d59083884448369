// The season benchmark itself (bench/season.ts loads it after its resolve hook). See bench/season.ts for the options.
//   BENCH_DATABASE_URL  PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/league_bench_season, created
//                       when missing); BENCH_DATABASE_URL= (empty) with BENCH_DATA_DIR=<folder> measures PGlite.
//   BENCH_RUNS (50)     timed runs of each step
//   BENCH_PORT (3907)   port of the page's server (step 3): another one when engineers share the machine
// 1. The pure generator: 64 teams, 16 groups of 4, top 2 into a 32-team knockout (127 team matches).
// 2. In the database: generating those fixtures (one transaction), and re-deriving the bracket after a result
//    (advanceTournament, the step every bout write runs) and a whole bout write through the audited path.
// 3. The tournament page of that 64-team event over HTTP, each request rendered from the database (page cache off).
import os from "node:os";
import { eq } from "drizzle-orm";
import pg from "pg";
import { resolveBracket } from "../app/lib/season/advancement.ts";
import { FixtureRequestSchema } from "../app/lib/season/fixture-config.ts";
import { planFixtures } from "../app/lib/season/fixtures.ts";
import { BoutInputSchema } from "../app/lib/schemas/bout.ts";
import { openDatabase } from "../server/db/client.server.ts";
import { athletes, teamMatches, teams, tournaments } from "../server/db/schema.ts";
import { boutWrites } from "../server/league/entities/bout-entity.server.ts";
import { advanceTournament } from "../server/league/season/advance.server.ts";
import { generateFixtures } from "../server/league/season/generate.server.ts";
import { startServer } from "./server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_bench_season";
const dataDir = process.env.BENCH_DATA_DIR ?? "./data-bench-season";
const runs = Number(process.env.BENCH_RUNS ?? 50);
const percentile = (values: number[], p: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms, p99 ${percentile(values, 99).toFixed(2)} ms (${values.length})`;
const time = async (fn: () => unknown) => {
  const started = performance.now();
  await fn();
  return performance.now() - started;
};
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);

if (databaseUrl) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  if ((await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 0)
    await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  await admin.end();
}

// 1. Pure.
const ids = Array.from({ length: 64 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
const config = {
  format: "groups_then_knockout" as const,
  team_ids: ids,
  groups: 16,
  advance_per_group: 2,
  gap_minutes: 20,
  start_at: new Date(),
};
const planTimes: number[] = [];
for (let i = 0; i < runs * 4; i++) planTimes.push(await time(() => planFixtures(config)));
const plan = planFixtures(config);
const stored = plan.map((m) => ({
  id: m.id,
  group_label: m.group_label,
  home_source: "team_id" in m.home ? null : m.home,
  away_source: "team_id" in m.away ? null : m.away,
  home_team_id: "team_id" in m.home ? m.home.team_id : null,
  away_team_id: "team_id" in m.away ? m.away.team_id : null,
}));
const outcomes = new Map(
  plan
    .filter((m) => m.group_label)
    .map((m) => [m.id, { winner: "home" as const, score: { home: 2, away: 0 }, submissions: { home: 0, away: 0 } }]),
);
const resolveTimes: number[] = [];
for (let i = 0; i < runs * 4; i++) resolveTimes.push(await time(() => resolveBracket(stored, outcomes)));
console.log(`pure: plan 64 teams (16×4 → 32, ${plan.length} team matches): ${figures(planTimes)}`);
console.log(`pure: resolve the bracket with every group decided: ${figures(resolveTimes)}`);

// 2. Database.
const handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
await handle.migrate();
const db = handle.db;
const run = Date.now().toString(36);
const teamIds: string[] = [];
const rosters = new Map<string, string[]>();
for (let i = 0; i < 64; i++) {
  const [team] = await db
    .insert(teams)
    .values({ name: `Bench Season ${run} ${i + 1}` })
    .returning({ id: teams.id });
  teamIds.push(team!.id);
  const rows = await db
    .insert(athletes)
    .values(
      [0, 1, 2].map((j) => ({
        full_name: `Bench ${run} ${i}-${j}`,
        country: "USA",
        weight_class: "lightweight" as const,
        team_id: team!.id,
        rating_elo: 1400 + i * 3 + j,
      })),
    )
    .returning({ id: athletes.id });
  rosters.set(
    team!.id,
    rows.map((row) => row.id),
  );
}
const tournament = async () =>
  (
    await db
      .insert(tournaments)
      .values({
        title: `Bench Season Cup ${run}`,
        event_date: new Date("2035-06-01T12:00:00Z"),
        location_city: "Austin",
        location_country: "USA",
        status: "live",
      })
      .returning({ id: tournaments.id })
  )[0]!.id;
const request = FixtureRequestSchema.parse({
  format: "groups_then_knockout",
  team_ids: teamIds,
  groups: 16,
  advance_per_group: 2,
  seeding: "rating",
  start_at: "2035-06-01T12:00:00Z",
  gap_minutes: 20,
});
const generateTimes: number[] = [];
let eventId = "";
for (let i = 0; i < Math.max(5, runs / 5); i++) {
  eventId = await tournament();
  generateTimes.push(await time(() => generateFixtures(db, eventId, request)));
}
console.log(`db: generate fixtures for 64 teams (one transaction, ${plan.length} rows): ${figures(generateTimes)}`);
// Every group decided (home wins 2–0), written through the audited path, so the knockout is filled in.
const matches = await db.select().from(teamMatches).where(eq(teamMatches.tournament_id, eventId));
const groupMatches = matches.filter((m) => m.group_label);
const boutTimes: number[] = [];
for (const match of groupMatches) {
  for (const order of [0, 1]) {
    const a = rosters.get(match.home_team_id!)![order]!;
    const b = rosters.get(match.away_team_id!)![order]!;
    const input = BoutInputSchema.parse({
      team_match_id: match.id,
      athlete_a_id: a,
      athlete_b_id: b,
      weight_class: "lightweight",
      status: "completed",
      winner_id: a,
      method: "points",
      round: 3,
      time_seconds: 300,
      score_a: 2,
    });
    boutTimes.push(await time(() => boutWrites.create(db, input)));
  }
}
console.log(
  `db: a bout written through the audited path (ratings, records, status, advancement): ${figures(boutTimes)}`,
);
const advanceTimes: number[] = [];
for (let i = 0; i < runs; i++)
  advanceTimes.push(await time(() => db.transaction((tx) => advanceTournament(tx, eventId))));
console.log(
  `db: re-derive the 64-team bracket after a result (advanceTournament, in a transaction): ${figures(advanceTimes)}`,
);
const filled = (
  await db.select({ home: teamMatches.home_team_id }).from(teamMatches).where(eq(teamMatches.tournament_id, eventId))
).filter((m) => m.home).length;
console.log(`(${filled} of ${matches.length} team matches have their home team known)`);
await handle.close();

// 3. The page, rendered from the database each time.
const server = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, PAGE_CACHE_SECONDS: "0" },
  Number(process.env.BENCH_PORT ?? 3907),
);
try {
  for (const path of [`/tournament/${eventId}`, `/ru/tournament/${eventId}`]) {
    await fetch(`${server.url}${path}`).then((r) => r.text());
    const pageTimes: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      pageTimes.push(
        await time(async () => {
          const response = await fetch(`${server.url}${path}`);
          bytes = (await response.text()).length;
          if (!response.ok) throw new Error(`${path}: ${response.status}`);
        }),
      );
    }
    console.log(
      `page ${path.replace(eventId, "{id}")} (64-team bracket, page cache off, ${(bytes / 1024).toFixed(0)} KB HTML): ${figures(pageTimes)}`,
    );
  }
} finally {
  await server.stop();
}
