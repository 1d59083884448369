// npm run bench:season: the season engine at 64 teams (issue 27, "Speed and scale"); the steps are in season-run.ts.
//   BENCH_DATABASE_URL  PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/league_bench_season, created
//                       when missing); BENCH_DATABASE_URL= (empty) with BENCH_DATA_DIR=<folder> measures PGlite.
//   BENCH_RUNS (50)     timed runs of each step
//   BENCH_PORT (3907)   port of the page's server (step 3): another one when engineers share the machine
// The write path it times is the app's own (entities, audit), whose imports are written for Vite (`~/…`, no
// extension): a resolve hook maps them for plain Node before the benchmark module loads.
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";

const app = pathToFileURL(`${process.cwd()}/app/`).href;
registerHooks({
  resolve(specifier, context, next) {
    const mapped = specifier.startsWith("~/") ? app + specifier.slice(2) : specifier;
    try {
      return next(mapped, context);
    } catch (error) {
      if (!mapped.startsWith(".") && !mapped.startsWith("file:")) throw error;
      for (const suffix of [".ts", ".tsx", "/index.ts"]) {
        try {
          return next(mapped + suffix, context);
        } catch {
          // the next suffix
        }
      }
      throw error;
    }
  },
});
await import("./season-run.ts");
