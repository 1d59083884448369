// Adds generated data to the configured database: npm run seed -- --athletes 100000 --tournaments 5000 --news 10000 [--bouts N]
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    athletes: { type: "string", default: "0" },
    tournaments: { type: "string", default: "0" },
    news: { type: "string", default: "0" },
    bouts: { type: "string" },
    seed: { type: "string" },
  },
});
// Bouts: 10 per generated athlete unless told (--bouts 0 for none).
const counts = {
  athletes: Number(values.athletes),
  tournaments: Number(values.tournaments),
  news: Number(values.news),
  bouts: values.bouts === undefined ? Number(values.athletes) * 10 : Number(values.bouts),
};
for (const [name, value] of Object.entries(counts)) {
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} must be a whole number ≥ 0`);
    process.exit(1);
  }
}

process.env.LOG_LEVEL ??= "warn";
const { database } = await import("../server/db/database.server.ts").catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
const { seedDemoLeague } = await import("../server/db/seed/demo.server.ts");
const { seedBulk } = await import("../server/db/seed/bulk.server.ts");

const started = performance.now();
try {
  await database.migrate();
  await seedDemoLeague(database.db);
  let last = 0;
  await seedBulk(database.db, counts, {
    seed: values.seed === undefined ? undefined : Number(values.seed),
    onProgress: (message) => {
      if (performance.now() - last > 2000) {
        last = performance.now();
        console.log(message);
      }
    },
  });
  // Fresh statistics so the planner sees the new row counts at once, and a visibility map so counts are
  // index-only scans (the embedded engine has no autovacuum to do it later).
  await database.db.execute("vacuum analyze");
  console.log(
    `Added ${counts.athletes} athletes, ${counts.tournaments} tournaments, ${counts.news} news, ${counts.bouts} bouts to ${database.engine} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await database.close();
}
