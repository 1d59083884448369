// Times one replay from the league's first day (ratings, then every record) on BENCH_DATABASE_URL, in one transaction.
import { openDatabase } from "../server/db/client.server.ts";
import { refreshAllAthleteTotals } from "../server/league/results/athlete-totals.server.ts";
import { replayRatingsFrom } from "../server/league/results/ratings.server.ts";

const handle = openDatabase({
  dataDir: process.env.BENCH_DATA_DIR ?? "./data",
  databaseUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/league_bench_results",
});
const started = performance.now();
let ratingsMs = 0;
const [rated, changed] = await handle.db.transaction(async (tx) => {
  const ratedBouts = await replayRatingsFrom(tx, null);
  ratingsMs = performance.now() - started;
  return [ratedBouts, await refreshAllAthleteTotals(tx)] as const;
});
const total = (performance.now() - started) / 1000;
console.log(
  `replay from the league's first day: ${total.toFixed(1)} s (ratings of ${rated} rated bouts ${(ratingsMs / 1000).toFixed(1)} s, records ${(total - ratingsMs / 1000).toFixed(1)} s, ${changed} rows changed)`,
);
await handle.close();
