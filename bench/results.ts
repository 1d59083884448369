// npm run bench:results: what recording results costs at the league's size (issue 15, "Speed").
//   BENCH_DATABASE_URL   the PostgreSQL database to use (default postgres://postgres@127.0.0.1:5432/league_bench_results;
//                        created and seeded when it has fewer bouts than asked, then kept for the next run).
//                        BENCH_DATABASE_URL= (empty) with BENCH_DATA_DIR=<folder> measures PGlite instead.
//   BENCH_ATHLETES (100000), BENCH_BOUTS (1000000), BENCH_TOURNAMENTS (10000), BENCH_SEED (15)  the seeded size
//   BENCH_WRITES (200)   bouts recorded, edited and deleted, each timed
//   BENCH_PAGE_REQUESTS (200)  requests per public page, each rendered from the database (page cache off)
//   BENCH_SKIP_REPLAY=1  skip the replay from the league's first day
// Each write goes through the API as an admin: its checks, the Elo replay from the bout's place onward, both
// athletes' records, the audit entry, one transaction; measured from request to answer.
import os from "node:os";
import { count, desc, eq, sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client.server.ts";
import { athletes, bouts, teamMatches, teams, tournaments } from "../server/db/schema.ts";
import { refreshAllAthleteTotals } from "../server/league/results/athlete-totals.server.ts";
import { replayRatingsFrom } from "../server/league/results/ratings.server.ts";
import { ensureSeededLeague } from "./seeded-league.ts";
import { startServer } from "./server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_bench_results";
const dataDir = process.env.BENCH_DATA_DIR ?? "./data";
const writes = Number(process.env.BENCH_WRITES ?? 200);
const pageRequests = Number(process.env.BENCH_PAGE_REQUESTS ?? 200);

const percentile = (values: number[], p: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length})`;
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);

// 0. The database: created when missing, seeded once (npm run seed) when it holds fewer bouts than asked.
await ensureSeededLeague(databaseUrl, dataDir);

// 1. In process (the embedded database allows one process): the league's size, a replay from the first day, the
//    latest past tournament, two rosters for the writes and the pages to read.
const handle = openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
const { db } = handle;
const [athleteCount] = await db.select({ n: count() }).from(athletes);
const [boutCount] = await db.select({ n: count() }).from(bouts);
const [matchCount] = await db.select({ n: count() }).from(teamMatches);
console.log(`${handle.engine}: ${athleteCount!.n} athletes, ${boutCount!.n} bouts, ${matchCount!.n} team matches`);
if (process.env.BENCH_SKIP_REPLAY !== "1") {
  const started = performance.now();
  let ratingsMs = 0;
  const [replayed, changed] = await db.transaction(async (tx) => {
    const ratedBouts = await replayRatingsFrom(tx, null);
    ratingsMs = performance.now() - started;
    return [ratedBouts, await refreshAllAthleteTotals(tx)] as const;
  });
  const total = (performance.now() - started) / 1000;
  console.log(
    `replay from the league's first day, one transaction: ${total.toFixed(1)} s (ratings of ${replayed} rated bouts ${(ratingsMs / 1000).toFixed(1)} s, every athlete's record ${(total - ratingsMs / 1000).toFixed(1)} s, ${changed} rows changed)`,
  );
}
const [event] = await db
  .select({ id: tournaments.id })
  .from(tournaments)
  .innerJoin(teamMatches, eq(teamMatches.tournament_id, tournaments.id))
  .where(sql`${tournaments.event_date} < now()`)
  .orderBy(desc(tournaments.event_date))
  .limit(1);
const teamIds = (await db.select({ id: teams.id }).from(teams).orderBy(teams.id).limit(2)).map((row) => row.id) as [
  string,
  string,
];
const rosterOf = async (team: string) =>
  (
    await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.team_id, team)).orderBy(athletes.id).limit(10)
  ).map((row) => row.id);
const [homeRoster, awayRoster] = [await rosterOf(teamIds[0]), await rosterOf(teamIds[1])];
const sampleBouts = await db
  .select({ a: bouts.athlete_a_id, b: bouts.athlete_b_id })
  .from(bouts)
  .orderBy(bouts.id)
  .limit(pageRequests);
const sampleEvents = (
  await db
    .selectDistinct({ id: teamMatches.tournament_id })
    .from(teamMatches)
    .orderBy(teamMatches.tournament_id)
    .limit(pageRequests)
).map((row) => row.id);
await handle.close();

const admin = { email: "bench-results@league.example", password: "bench-results-password" };
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PAGE_CACHE_SECONDS: "0",
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  },
  3903,
);
try {
  // 2. Writes through the API as an admin, on a new team match at the end of the latest past tournament's card.
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const headers = {
    Cookie: signIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; "),
    Origin: server.url,
    "Content-Type": "application/json",
  };
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as { id: string };
  };
  const timings: Record<"record" | "edit" | "delete", number[]> = { record: [], edit: [], delete: [] };
  const timed = async <T>(kind: keyof typeof timings, work: () => Promise<T>) => {
    const begun = performance.now();
    const result = await work();
    timings[kind].push(performance.now() - begun);
    return result;
  };
  for (let index = 0; index < writes; index++) {
    const match = await call("POST", `/tournaments/${event!.id}/team-matches`, {
      home_team_id: teamIds[0],
      away_team_id: teamIds[1],
      stage: "superfight",
    });
    const a = homeRoster[index % homeRoster.length]!;
    const b = awayRoster[index % awayRoster.length]!;
    const result = (winner: string) => ({
      athlete_a_id: a,
      athlete_b_id: b,
      weight_class: "lightweight",
      status: "completed",
      winner_id: winner,
      method: "points",
      round: 3,
      time_seconds: 300,
      score_a: 4,
      score_b: 2,
    });
    const bout = await timed("record", () => call("POST", `/team-matches/${match.id}/bouts`, result(a)));
    await timed("edit", () => call("PUT", `/bouts/${bout.id}`, { ...result(b), team_match_id: match.id }));
    await timed("delete", () => call("DELETE", `/bouts/${bout.id}`));
    await call("DELETE", `/team-matches/${match.id}`);
  }
  for (const [kind, values] of Object.entries(timings))
    console.log(`${kind.padEnd(6)} a recent bout (HTTP, replay and records included): ${figures(values)}`);

  // 3. Public pages, each request rendered from the database (PAGE_CACHE_SECONDS=0), one at a time.
  const pages: [string, (index: number) => string][] = [
    ["/athlete/{id} (Fights tab)", (index) => `/athlete/${sampleBouts[index % sampleBouts.length]!.a}?fights=1`],
    [
      "/athletes/compare?a&b",
      (index) =>
        `/athletes/compare?a=${sampleBouts[index % sampleBouts.length]!.a}&b=${sampleBouts[index % sampleBouts.length]!.b}`,
    ],
    ["/tournament/{id}", (index) => `/tournament/${sampleEvents[index % sampleEvents.length]}`],
    ["/teams", () => `/teams`],
  ];
  for (const [name, url] of pages) {
    const latencies: number[] = [];
    for (let index = 0; index < pageRequests; index++) {
      const begun = performance.now();
      const response = await fetch(server.url + url(index));
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url(index)}: ${response.status}`);
      latencies.push(performance.now() - begun);
    }
    console.log(`${name.padEnd(28)} cache miss: ${figures(latencies)}`);
  }
} finally {
  await server.stop();
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
