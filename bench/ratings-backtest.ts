// `npm run ratings:backtest`: walks the league's history forward — each bout predicted from the ratings before it,
// then the ratings updated with its result — and prints accuracy, Brier score and log-loss per rating model, on the
// demo league and on generated bouts (BACKTEST_BOUTS, default 1,000,000). The comparison behind decision 052.
//
// How the generated bouts are decided (so nobody mistakes fitting the generator for a good model): each of
// BACKTEST_ATHLETES athletes has a hidden skill drawn from Normal(0, 1) that drifts by Normal(0, 0.02) per bout they
// fight; a bout between A and B is a draw with probability 3 %, otherwise A wins with probability
// 1 / (1 + exp(−1.2 (skillA − skillB))) — a Bradley–Terry world, which any logistic rating model suits. The method
// is submission 42 %, points 34 %, decision 17 %, DQ 4 % (the demo's mix), independent of the skills. The demo
// league's own results are seeded coin flips (server/db/seed): no model can beat a coin flip on it, and the table
// shows that, as it should.
import { predictWin, rate, rating as openSkillRating, type Rating } from "openskill";
import { summarizeCalibration, type Scored } from "../app/lib/ratings/calibration.ts";
import { GLICKO_START, glickoUpdate, glickoWinProbability, type GlickoRating } from "../app/lib/ratings/glicko2.ts";
import type { BoutMethod } from "../app/lib/results/constants.ts";
import { expectedScore, ratingsAfter, type RatedSide } from "../app/lib/results/elo.ts";
import { openDatabase } from "../server/db/client.server.ts";
import { selectRows } from "../server/db/raw-sql.server.ts";
import { createRandom } from "../server/db/seed/random.ts";
import { seedDemoLeague } from "../server/db/seed/demo.server.ts";
import { sql } from "drizzle-orm";

interface Bout {
  a: string;
  b: string;
  /** 1: A won, 0: B won, 0.5: a draw. */
  outcome: 0 | 0.5 | 1;
  method: BoutMethod;
  priorA: number;
  priorB: number;
}

interface Model {
  name: string;
  /** A's win probability before the bout, then the update with its result. */
  run(bouts: readonly Bout[]): Scored[];
}

const elo = (name: string, update: (a: RatedSide, b: RatedSide, bout: Bout) => [number, number]): Model => ({
  name,
  run(bouts) {
    const sides = new Map<string, RatedSide>();
    const scored: Scored[] = [];
    for (const bout of bouts) {
      const a = sides.get(bout.a) ?? { rating: bout.priorA, boutsBefore: 0 };
      const b = sides.get(bout.b) ?? { rating: bout.priorB, boutsBefore: 0 };
      scored.push({ p: expectedScore(a.rating, b.rating), outcome: bout.outcome });
      const [nextA, nextB] = update(a, b, bout);
      sides.set(bout.a, { rating: nextA, boutsBefore: a.boutsBefore + 1 });
      sides.set(bout.b, { rating: nextB, boutsBefore: b.boutsBefore + 1 });
    }
    return scored;
  },
});

const MODELS: Model[] = [
  { name: "coin flip", run: (bouts) => bouts.map((bout) => ({ p: 0.5, outcome: bout.outcome })) },
  // Today's: K by experience (40/32/24), submission and DQ × 1.15, decision × 0.85 (app/lib/results/elo.ts).
  elo("elo-1 (today's)", (a, b, bout) => ratingsAfter(a, b, bout.outcome, bout.method)),
  // One K for everyone, no method multipliers.
  elo("elo, K 24 flat", (a, b, bout) => {
    const expected = expectedScore(a.rating, b.rating);
    return [a.rating + 24 * (bout.outcome - expected), b.rating - 24 * (bout.outcome - expected)];
  }),
  {
    name: "glicko-2",
    run(bouts) {
      const ratings = new Map<string, GlickoRating>();
      const scored: Scored[] = [];
      for (const bout of bouts) {
        const a = ratings.get(bout.a) ?? { ...GLICKO_START, rating: bout.priorA };
        const b = ratings.get(bout.b) ?? { ...GLICKO_START, rating: bout.priorB };
        scored.push({ p: glickoWinProbability(a, b), outcome: bout.outcome });
        ratings.set(bout.a, glickoUpdate(a, [{ opponent: b, score: bout.outcome }]));
        ratings.set(bout.b, glickoUpdate(b, [{ opponent: a, score: 1 - bout.outcome }]));
      }
      return scored;
    },
  },
  {
    name: "openskill (Plackett-Luce)",
    run(bouts) {
      const ratings = new Map<string, Rating>();
      const scored: Scored[] = [];
      for (const bout of bouts) {
        const a = ratings.get(bout.a) ?? openSkillRating();
        const b = ratings.get(bout.b) ?? openSkillRating();
        scored.push({ p: predictWin([[a], [b]])[0]!, outcome: bout.outcome });
        const rank = bout.outcome === 1 ? [1, 2] : bout.outcome === 0 ? [2, 1] : [1, 1];
        const [[nextA], [nextB]] = rate([[a], [b]], { rank });
        ratings.set(bout.a, nextA!);
        ratings.set(bout.b, nextB!);
      }
      return scored;
    },
  },
];

async function demoBouts(): Promise<Bout[]> {
  const handle = openDatabase({ dataDir: ":memory:" });
  await handle.migrate();
  await seedDemoLeague(handle.db);
  const rows = await selectRows<{
    a: string;
    b: string;
    winner: string | null;
    method: BoutMethod;
    pa: number;
    pb: number;
  }>(
    handle.db,
    sql`select b.athlete_a_id as a, b.athlete_b_id as b, b.winner_id as winner, b.method, xa.prior_rating_elo as pa, xb.prior_rating_elo as pb
        from bouts b join team_matches tm on tm.id = b.team_match_id
        join athletes xa on xa.id = b.athlete_a_id join athletes xb on xb.id = b.athlete_b_id
        where b.status = 'completed' and b.method in ('submission', 'points', 'decision', 'dq', 'draw')
        order by b.fought_at, tm.card_order, b.bout_order, b.id`,
  );
  await handle.close();
  return rows.map((row) => ({
    a: row.a,
    b: row.b,
    outcome: row.winner === row.a ? 1 : row.winner === row.b ? 0 : 0.5,
    method: row.method,
    priorA: row.pa,
    priorB: row.pb,
  }));
}

function generatedBouts(count: number, athletes: number): Bout[] {
  const random = createRandom(36);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const skill = Array.from({ length: athletes }, normal);
  const bouts: Bout[] = [];
  for (let index = 0; index < count; index++) {
    const a = Math.floor(random.next() * athletes);
    let b = Math.floor(random.next() * (athletes - 1));
    if (b >= a) b++;
    const roll = random.next();
    const outcome = roll < 0.03 ? 0.5 : random.next() < 1 / (1 + Math.exp(-1.2 * (skill[a]! - skill[b]!))) ? 1 : 0;
    const m = random.next();
    const method: BoutMethod =
      outcome === 0.5 ? "draw" : m < 0.42 ? "submission" : m < 0.76 ? "points" : m < 0.93 ? "decision" : "dq";
    bouts.push({ a: String(a), b: String(b), outcome, method, priorA: 1500, priorB: 1500 });
    skill[a]! += 0.02 * normal();
    skill[b]! += 0.02 * normal();
  }
  return bouts;
}

function table(title: string, bouts: readonly Bout[]) {
  console.log(`\n${title}: ${bouts.length.toLocaleString("en")} rated bouts`);
  console.log("| model | accuracy | Brier | log-loss | time |");
  console.log("|---|---|---|---|---|");
  for (const model of MODELS) {
    const started = performance.now();
    const summary = summarizeCalibration(model.run(bouts));
    const seconds = (performance.now() - started) / 1000;
    const format = (value: number | null, digits = 4) => (value === null ? "—" : value.toFixed(digits));
    console.log(
      `| ${model.name} | ${format(summary.accuracy === null ? null : summary.accuracy * 100, 1)} % | ${format(summary.brier)} | ${format(summary.log_loss)} | ${seconds.toFixed(1)} s |`,
    );
  }
}

const started = performance.now();
table("Demo league", await demoBouts());
const count = Number(process.env.BACKTEST_BOUTS ?? 1_000_000);
const athletes = Number(process.env.BACKTEST_ATHLETES ?? 20_000);
table(`Generated (${athletes.toLocaleString("en")} athletes)`, generatedBouts(count, athletes));
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
