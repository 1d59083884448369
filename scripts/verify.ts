// Operator command: npm run verify [-- --repair]. Recomputes every derived number (records, ratings and their
// history, team-match scores and decisions, standings, bracket slots, lineup reveals) from the recorded results and
// prints every difference; exit 0 when there is none. --repair writes the corrections in one transaction with one
// audit entry, then checks again. Opens DATABASE_URL, or DATA_DIR's embedded database (stop the server first: one
// process at a time), like `npm run admin`.
import { parseArgs } from "node:util";
import "./app-imports.ts";

const { values } = parseArgs({ options: { repair: { type: "boolean", default: false } } });

process.env.LOG_LEVEL ??= "warn";
const { database } = await import("../server/db/database.server.ts").catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const { formatDifference, repairLeague, verifyLeague } = await import("../server/league/verify.server.ts");

const SHOWN = 2000;
let code = 0;
try {
  await database.migrate();
  const started = performance.now();
  if (values.repair) {
    const { before, after } = await repairLeague(database.db, { id: null, email: "npm run verify --repair" });
    for (const difference of before) console.log(formatDifference(difference));
    console.log(
      before.length === 0
        ? "No differences: nothing to repair."
        : `Repaired ${before.length} difference${before.length === 1 ? "" : "s"} in one audit entry.`,
    );
    for (const difference of after) console.log(`still: ${formatDifference(difference)}`);
    code = after.length === 0 ? 0 : 1;
  } else {
    const differences = await verifyLeague(database.db);
    // Every difference up to a screenful of thousands, then the count of each kind.
    for (const difference of differences.slice(0, SHOWN)) console.log(formatDifference(difference));
    if (differences.length > SHOWN) {
      const kinds = new Map<string, number>();
      for (const { kind } of differences) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      console.log(
        `… and ${differences.length - SHOWN} more; by kind: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(", ")}`,
      );
    }
    console.log(
      differences.length === 0
        ? "No differences: every derived number matches the recorded results."
        : `${differences.length} difference${differences.length === 1 ? "" : "s"} (npm run verify -- --repair corrects them).`,
    );
    code = differences.length === 0 ? 0 : 1;
  }
  console.log(`(${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.error((error as Error).message);
  code = 2;
} finally {
  await database.close();
}
// exitCode, not exit(): a pipe takes the thousands of lines above asynchronously, and exit() would cut them off.
process.exitCode = code;
