// npm run bench:concurrent (node --import scripts/app-imports.ts: the entity schemas import through the ~/ alias): result writes from 8 clients at once in one tournament on PostgreSQL (issue 31, "Speed":
// 0 errors, p99 ≤ 150 ms). Each client scores its own team match of the tournament, round after round: three bouts
// created as scheduled, each completed with a result, then all three deleted — the calls the API's bout operations
// make (POST, PUT and DELETE /api/v1/bouts), in one process on one connection pool (10 connections) like one instance.
// Every write takes the one lock order (tournament → its team matches → bouts → ratings), so the clients' writes in
// one tournament take turns on its team matches; a deadlock or a 503 would count as an error.
//   BENCH_DATABASE_URL  the PostgreSQL database (default postgres://postgres@127.0.0.1:5432/league_locks); a new
//                       tournament, teams and athletes are added on each run, nothing is removed
//   BENCH_CLIENTS (8), BENCH_ROUNDS (10)
import os from "node:os";
import { BoutInputSchema } from "../app/lib/schemas/bout.ts";
import { openDatabase } from "../server/db/client.server.ts";
import { createAthlete } from "../server/league/entities/athlete-entity.server.ts";
import { boutWrites } from "../server/league/entities/bout-entity.server.ts";
import { createTeam } from "../server/league/entities/team-entity.server.ts";
import { teamMatchWrites } from "../server/league/entities/team-match-entity.server.ts";
import { athleteInput, tournamentInput } from "../server/league/entities/test-inputs.ts";
import { createTournament } from "../server/league/entities/tournament-entity.server.ts";
import { ensureDatabase } from "./seeded-league.ts";

const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_locks";
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const actor = { id: null, email: "bench-concurrent@league.example" };

const percentile = (values: number[], p: number) =>
  [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);

await ensureDatabase(databaseUrl);
const handle = openDatabase({ databaseUrl, dataDir: "" });
await handle.migrate();
const { db } = handle;
const run = Date.now().toString(36);
const tournament = (
  await createTournament(
    db,
    tournamentInput({ title: `Concurrent ${run}`, event_date: "2030-06-01T18:00", status: "live" }),
  )
).id;
const matches: { id: string; home: string[]; away: string[] }[] = [];
for (let client = 0; client < clients; client++) {
  const sides: string[][] = [];
  const teams: string[] = [];
  for (const side of ["H", "A"]) {
    const team = (
      await createTeam(db, {
        name: `Bench ${run} ${client}${side}`,
        name_ru: null,
        logo_url: null,
        city: null,
        country: null,
      })
    ).id;
    teams.push(team);
    const roster: string[] = [];
    for (let slot = 0; slot < 3; slot++)
      roster.push(
        (
          await createAthlete(
            db,
            athleteInput({ full_name: `B${run}${client}${side}${slot}`, team_id: team, rating_elo: 1500 }),
          )
        ).id,
      );
    sides.push(roster);
  }
  const match = await teamMatchWrites.create(
    db,
    {
      tournament_id: tournament,
      home_team_id: teams[0]!,
      away_team_id: teams[1]!,
      stage: "round_robin",
      stage_round: 1,
      card_order: null,
      scheduled_at: null,
    },
    actor,
  );
  matches.push({ id: match.id, home: sides[0]!, away: sides[1]! });
}

const timings: number[] = [];
const errors: string[] = [];
async function timed<T>(write: () => Promise<T>): Promise<T | null> {
  const start = performance.now();
  try {
    return await write();
  } catch (error) {
    errors.push(String((error as Error).cause ?? error).slice(0, 200));
    return null;
  } finally {
    timings.push(performance.now() - start);
  }
}

const started = performance.now();
await Promise.all(
  matches.map(async (match) => {
    for (let round = 0; round < rounds; round++) {
      const ids: string[] = [];
      const input = (slot: number, completed: boolean) =>
        BoutInputSchema.parse({
          team_match_id: match.id,
          athlete_a_id: match.home[slot],
          athlete_b_id: match.away[slot],
          weight_class: "lightweight",
          status: completed ? "completed" : "scheduled",
          ...(completed
            ? {
                winner_id: slot === 1 ? match.away[slot] : match.home[slot],
                method: slot === 0 ? "submission" : "points",
                round: 2,
                time_seconds: 200,
                score_a: slot === 1 ? 0 : 4,
                score_b: slot === 1 ? 2 : 0,
              }
            : {}),
        });
      for (let slot = 0; slot < 3; slot++) {
        const bout = await timed(() => boutWrites.create(db, input(slot, false), actor));
        if (bout) ids.push(bout.id);
      }
      for (const [slot, id] of ids.entries()) await timed(() => boutWrites.update(db, id, input(slot, true), actor));
      for (const id of ids) await timed(() => boutWrites.remove(db, id, actor));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

console.log(
  `${clients} clients, one tournament, ${timings.length} writes in ${seconds.toFixed(1)} s (${(timings.length / seconds).toFixed(0)}/s)`,
);
console.log(
  `errors ${errors.length}; p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, p99 ${percentile(timings, 99).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms`,
);
for (const error of new Set(errors)) console.log(`  ${error}`);
await handle.close();
process.exit(errors.length === 0 ? 0 : 1);
