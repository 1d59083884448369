// npm run bench:calibration (issue 36, "Speed": the calibration endpoint and page p99 ≤ 50 ms on a cache miss;
// storing a prediction adds ≤ 5 ms to the write that causes it), on the result benchmarks' league (1M bouts,
// PostgreSQL). Prints figures; it is not a test.
//   1. Migrates the league with the committed migrations (0027 builds calibration_sums from the stored predictions).
//   2. The database read of each section, today's (the sums) and before (8d8a600: every prediction joined to its bout
//      and summed per bin), called in this process.
//   3. Over HTTP from the production build (npm run build first), PAGE_CACHE_SECONDS=0: GET
//      /api/v1/ratings/calibration (no query cache: every request a miss) for each kind, seasons and "all" in turn;
//      the page /ratings/calibration and /ru/ratings/calibration, each request a query-cache miss (a season is asked
//      once per pass, and each pass waits out the 10 s cache while API reads keep the connections open), after one
//      untimed render per language.
//   4. With BENCH_WRITE_DATABASE_URL (a copy of the league whose triggers this may switch off, e.g. `create database
//      x template league_bench_results`): a bout's result written through the audited path (boutWrites.update:
//      result, records, ratings, team match), then corrected (winner swapped), with the calibration's triggers on and
//      off in alternate rounds.
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/league_bench_results), BENCH_REQUESTS (50),
//   BENCH_WRITES (40), BENCH_PORT (3906)
import os from "node:os";
import { sql } from "drizzle-orm";
import { BoutInputSchema } from "../app/lib/schemas/bout.ts";
import { openDatabase } from "../server/db/client.server.ts";
import { selectRows } from "../server/db/raw-sql.server.ts";
import { createAthlete } from "../server/league/entities/athlete-entity.server.ts";
import { boutWrites } from "../server/league/entities/bout-entity.server.ts";
import { createTeam } from "../server/league/entities/team-entity.server.ts";
import { teamMatchWrites } from "../server/league/entities/team-match-entity.server.ts";
import { athleteInput, tournamentInput } from "../server/league/entities/test-inputs.ts";
import { createTournament } from "../server/league/entities/tournament-entity.server.ts";
import { readInBoutCalibration } from "../server/league/results/in-bout-calibration.server.ts";
import { processTreeCpuMs } from "./figures.ts";
import {
  calibrationSeasons,
  readCalibration,
  readTeamMatchCalibration,
} from "../server/league/results/predictions.server.ts";
import { startServer } from "./server.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_bench_results";
const writeUrl = process.env.BENCH_WRITE_DATABASE_URL;
const requests = Number(process.env.BENCH_REQUESTS ?? 50);
const writes = Number(process.env.BENCH_WRITES ?? 40);
const port = Number(process.env.BENCH_PORT ?? 3906);

const percentile = (values: number[], p: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length})`;
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
async function time(work: () => Promise<unknown>) {
  const begun = performance.now();
  await work();
  return performance.now() - begun;
}

console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${load()}`);

// 1. The league, migrated.
const handle = openDatabase({ databaseUrl, dataDir: "" });
const migrating = await time(() => handle.migrate());
const { db } = handle;
const [counts] = await selectRows<{ bouts: number; predictions: number; sums: number }>(
  db,
  sql`select (select count(*) from bouts)::int as bouts, (select count(*) from bout_predictions)::int as predictions,
        (select count(*) from calibration_sums)::int as sums`,
);
console.log(
  `${counts!.bouts} bouts, ${counts!.predictions} stored predictions, ${counts!.sums} rows of sums (migrate ${migrating.toFixed(0)} ms)`,
);
const seasons = await calibrationSeasons(db);
const asked: (number | null)[] = [null, ...seasons];
const pick = (index: number) => asked[index % asked.length]!;

// 2. The reads in this process.
const readers = {
  "bouts (sums)": (season: number | null) => readCalibration(db, season),
  "team matches (sums)": (season: number | null) => readTeamMatchCalibration(db, season),
  "in-bout (sums)": (season: number | null) => readInBoutCalibration(db, season),
  "seasons (sums)": () => calibrationSeasons(db),
  "bouts before (8d8a600, join)": (season: number | null) =>
    selectRows(
      db,
      sql`select least(9, greatest(0, floor(p.p_a * 10)))::int as bin, count(*)::int as n, sum(p.p_a)::float8 as p
          from bout_predictions p join bouts b on b.id = p.bout_id
          where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw')
            ${season === null ? sql`` : sql`and b.fought_at >= make_timestamptz(${season}, 1, 1, 0, 0, 0, 'UTC') and b.fought_at < make_timestamptz(${season + 1}, 1, 1, 0, 0, 0, 'UTC')`}
          group by 1`,
    ),
};
for (const [name, read] of Object.entries(readers)) {
  const times: number[] = [];
  const count = name.includes("before") ? Math.min(10, requests) : requests;
  for (let index = 0; index < count; index++) times.push(await time(() => read(pick(index))));
  console.log(`read ${name.padEnd(30)} ${figures(times)}`);
}
await handle.close();

// 3. Over HTTP.
const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: "", PAGE_CACHE_SECONDS: "0" }, port);
try {
  const get = async (path: string) => {
    const begun = performance.now();
    const response = await fetch(server.url + path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return performance.now() - begun;
  };
  for (const kind of ["bout", "team_match", "in_bout"]) {
    const times: number[] = [];
    for (let index = 0; index < requests; index++) {
      const season = pick(index);
      times.push(await get(`/api/v1/ratings/calibration?kind=${kind}${season === null ? "" : `&season=${season}`}`));
    }
    console.log(`GET /api/v1/ratings/calibration kind=${kind.padEnd(10)} ${figures(times)}`);
  }
  // The server's first render of each language (modules, strings) is start-up, not a cache miss: once each, untimed.
  await get("/ratings/calibration?season=1900");
  await get("/ru/ratings/calibration?season=1900");
  const pages: Record<string, number[]> = { en: [], ru: [] };
  // The slowest requests (which pass, which place in it) and the server's CPU time per page, by language.
  const slowest: Record<string, { ms: number; pass: number; place: number; path: string }[]> = { en: [], ru: [] };
  const cpu: Record<string, number> = { en: 0, ru: 0 };
  const serverCpuMs = () => processTreeCpuMs(server.process.pid!);
  for (let pass = 0; pages.en!.length + pages.ru!.length < requests * 2; pass++) {
    // Each pass asks every season once, in one language, then the query cache (10 s) runs out.
    // Meanwhile four API reads a second (no query cache) keep the pool's connections open, as traffic would: the pool
    // closes a connection idle for 10 s, and a page's first reads on new connections cost their set-up.
    if (pass > 0)
      for (const until = Date.now() + 10_500; Date.now() < until; ) {
        await Promise.all(
          Array.from({ length: 4 }, () =>
            fetch(`${server.url}/api/v1/ratings/calibration`).then((r) => r.arrayBuffer()),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    const language = pass % 2 === 0 ? "en" : "ru";
    for (const [place, season] of asked.entries()) {
      if (pages[language]!.length >= requests) break;
      const path = `${language === "ru" ? "/ru" : ""}/ratings/calibration${season === null ? "" : `?season=${season}`}`;
      const before = serverCpuMs();
      const ms = await get(path);
      cpu[language]! += serverCpuMs() - before;
      pages[language]!.push(ms);
      slowest[language]!.push({ ms, pass, place, path });
      slowest[language]!.sort((x, y) => y.ms - x.ms).splice(3);
    }
  }
  for (const [language, times] of Object.entries(pages)) {
    console.log(
      `page /${language === "ru" ? "ru/" : ""}ratings/calibration, cache miss   ${figures(times)}; server CPU ${(cpu[language]! / times.length).toFixed(1)} ms a page`,
    );
    console.log(
      `  slowest: ${slowest[language]!.map((one) => `${one.ms.toFixed(1)} ms (pass ${one.pass}, place ${one.place}, ${one.path})`).join("; ")}`,
    );
  }
} finally {
  await server.stop();
}

// 4. The cost on a result write, on a copy whose triggers may be switched off.
if (writeUrl) {
  const copy = openDatabase({ databaseUrl: writeUrl, dataDir: "" });
  await copy.migrate();
  const actor = { id: null, email: "bench-calibration@league.example" };
  const run = Date.now().toString(36);
  const tournament = (
    await createTournament(
      copy.db,
      tournamentInput({ title: `Calibration ${run}`, event_date: "2031-06-01T18:00", status: "live" }),
    )
  ).id;
  const team = async (side: string) =>
    (
      await createTeam(copy.db, {
        name: `Cal ${run} ${side}`,
        name_ru: null,
        logo_url: null,
        city: null,
        country: null,
      })
    ).id;
  const [home, away] = [await team("H"), await team("A")];
  const athlete = async (name: string, team_id: string) =>
    (await createAthlete(copy.db, athleteInput({ full_name: `Cal ${run} ${name}`, team_id, rating_elo: 1500 }))).id;
  const [a, b] = [await athlete("A", home), await athlete("B", away)];
  const triggers = [
    ["bouts", "bouts_calibration_before_update"],
    ["bouts", "bouts_calibration_after_update"],
    ["bouts", "bouts_calibration_delete"],
    ["bout_predictions", "bout_predictions_calibration_insert"],
    ["bout_predictions", "bout_predictions_calibration_before"],
    ["bout_predictions", "bout_predictions_calibration_after"],
    ["team_match_predictions", "team_match_predictions_calibration_insert"],
    ["team_match_predictions", "team_match_predictions_calibration_before"],
    ["team_match_predictions", "team_match_predictions_calibration_after"],
    ["team_matches", "team_matches_calibration_before_update"],
    ["team_matches", "team_matches_calibration_after_update"],
    ["team_matches", "team_matches_calibration_delete"],
  ];
  const switchTriggers = async (on: boolean) => {
    for (const [table, trigger] of triggers)
      await copy.db.execute(
        sql`alter table ${sql.identifier(table!)} ${on ? sql`enable` : sql`disable`} trigger ${sql.identifier(trigger!)}`,
      );
  };
  const timings = { on: { result: [] as number[], correction: [] as number[] }, off: { result: [], correction: [] } };
  for (let round = 0; round < writes; round++) {
    const on = round % 2 === 0;
    await switchTriggers(on);
    const match = await teamMatchWrites.create(
      copy.db,
      {
        tournament_id: tournament,
        home_team_id: home,
        away_team_id: away,
        stage: "superfight",
        stage_round: null,
        card_order: null,
        scheduled_at: null,
      },
      actor,
    );
    const input = (result: object) =>
      BoutInputSchema.parse({
        team_match_id: match.id,
        athlete_a_id: a,
        athlete_b_id: b,
        weight_class: "lightweight",
        status: "scheduled",
        ...result,
      });
    const result = (winner: string) => ({
      status: "completed",
      winner_id: winner,
      method: "points",
      round: 3,
      time_seconds: 300,
      score_a: 4,
      score_b: 2,
    });
    const bout = await boutWrites.create(copy.db, input({}), actor);
    const side = on ? timings.on : timings.off;
    side.result.push(await time(() => boutWrites.update(copy.db, bout.id, input(result(a)), actor)));
    side.correction.push(await time(() => boutWrites.update(copy.db, bout.id, input(result(b)), actor)));
    await boutWrites.remove(copy.db, bout.id, actor);
    await teamMatchWrites.remove(copy.db, match.id, actor);
  }
  await switchTriggers(true);
  await copy.db.execute(sql`select rebuild_calibration_sums()`);
  for (const kind of ["result", "correction"] as const)
    console.log(
      `bout ${kind.padEnd(10)} write: sums kept ${figures(timings.on[kind])}; triggers off ${figures(timings.off[kind])}`,
    );
  await copy.close();
}
console.log(`load average after: ${load()}`);
