// `npm run ratings:backtest`: walks the league's history forward — each bout predicted from the ratings before it,
// then the ratings updated with its result — and prints accuracy, Brier score and log-loss per rating model, on the
// demo league and on generated bouts (BACKTEST_BOUTS, default 1,000,000). The comparison behind decisions 052 and 057.
//
// How the generated bouts are decided (so nobody mistakes fitting the generator for a good model): each of
// BACKTEST_ATHLETES athletes has a hidden skill drawn from Normal(0, 1) that drifts by Normal(0, drift) per bout they
// fight; a bout between A and B is a draw with probability 3 %, otherwise A wins with probability
// 1 / (1 + exp(−slope (skillA − skillB))) — a Bradley–Terry world, which any logistic rating model suits. The method
// is submission 42 %, points 34 %, decision 17 %, DQ 4 % (the demo's mix), independent of the skills. World A (the
// default: 20,000 athletes, slope 1.2, drift 0.02, 100 bouts each) is the one the models are chosen on;
// BACKTEST_WORLDS=a,b,c adds B (5,000 athletes, slope 0.8, drift 0.05: flatter and faster-changing) and C (50,000
// athletes, slope 1.6, drift 0.01: wider and steadier, 40 bouts each) to see whether the ranking holds when the world
// changes. The demo league's own results are seeded coin flips (server/db/seed): no model can beat a coin flip on
// it, and the table shows that, as it should.
import { predictWin, rate, rating as openSkillRating, type Rating } from "openskill";
import { summarizeCalibration, type Scored } from "../app/lib/ratings/calibration.ts";
import {
  g as glickoG,
  GLICKO_START,
  glickoUpdate,
  glickoWinProbability,
  SCALE,
  type GlickoRating,
} from "../app/lib/ratings/glicko2.ts";
import type { BoutMethod } from "../app/lib/results/constants.ts";
import { ratingDeviation } from "../app/lib/ratings/deviation.ts";
import { expectedScore, RATING_MODEL, ratingsAfter, type RatedSide } from "../app/lib/results/elo.ts";
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

const elo = (
  name: string,
  update: (a: RatedSide, b: RatedSide, bout: Bout) => [number, number],
  predict: (a: RatedSide, b: RatedSide) => number = (a, b) => expectedScore(a.rating, b.rating),
): Model => ({
  name,
  run(bouts) {
    const sides = new Map<string, RatedSide>();
    const scored: Scored[] = [];
    for (const bout of bouts) {
      const a = sides.get(bout.a) ?? { rating: bout.priorA, boutsBefore: 0 };
      const b = sides.get(bout.b) ?? { rating: bout.priorB, boutsBefore: 0 };
      scored.push({ p: predict(a, b), outcome: bout.outcome });
      const [nextA, nextB] = update(a, b, bout);
      sides.set(bout.a, { rating: nextA, boutsBefore: a.boutsBefore + 1 });
      sides.set(bout.b, { rating: nextB, boutsBefore: b.boutsBefore + 1 });
    }
    return scored;
  },
});

/** The league's Elo with another K by experience (first 10 bouts, up to 30, after): the method multipliers kept. */
const eloWithK = (name: string, [first, middle, late]: [number, number, number]) => {
  const k = (boutsBefore: number) => (boutsBefore < 10 ? first : boutsBefore < 30 ? middle : late);
  return elo(name, (a, b, bout) => ratingsAfter(a, b, bout.outcome, bout.method, k));
};

/** Glickman's g on the two deviations combined: how much a prediction is pulled towards ½ when a rating is unsure. */
const deviationDamping = (a: RatedSide, b: RatedSide) =>
  glickoG(Math.sqrt(ratingDeviation(a.boutsBefore) ** 2 + ratingDeviation(b.boutsBefore) ** 2) / SCALE);

const MODELS: Model[] = [
  { name: "coin flip", run: (bouts) => bouts.map((bout) => ({ p: 0.5, outcome: bout.outcome })) },
  // The league's, adopted by decision 057: K by experience 96/48/24, submission and DQ × 1.15, decision × 0.85
  // (app/lib/results/elo.ts).
  elo(`${RATING_MODEL} (the league's)`, (a, b, bout) => ratingsAfter(a, b, bout.outcome, bout.method)),
  // The one before it (decision 052's baseline): K 40/32/24.
  eloWithK("elo-1 (K 40/32/24)", [40, 32, 24]),
  // Around the adopted K: slower and faster starts (decision 057 weighs them against how far a correction travels).
  eloWithK("Elo, K 64/40/24", [64, 40, 24]),
  eloWithK("Elo, K 80/40/24", [80, 40, 24]),
  eloWithK("Elo, K 128/64/24", [128, 64, 24]),
  // The adopted Elo, its probability pulled towards ½ by the deviation of decision 054 (Glickman's g).
  elo(
    `${RATING_MODEL} + deviation damping`,
    (a, b, bout) => ratingsAfter(a, b, bout.outcome, bout.method),
    (a, b) => {
      const g = deviationDamping(a, b);
      return expectedScore(g * a.rating, g * b.rating);
    },
  ),
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

function generatedBouts(count: number, athletes: number, slope: number, drift: number): Bout[] {
  const random = createRandom(36);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const skill = Array.from({ length: athletes }, normal);
  const bouts: Bout[] = [];
  for (let index = 0; index < count; index++) {
    const a = Math.floor(random.next() * athletes);
    let b = Math.floor(random.next() * (athletes - 1));
    if (b >= a) b++;
    const roll = random.next();
    const outcome = roll < 0.03 ? 0.5 : random.next() < 1 / (1 + Math.exp(-slope * (skill[a]! - skill[b]!))) ? 1 : 0;
    const m = random.next();
    const method: BoutMethod =
      outcome === 0.5 ? "draw" : m < 0.42 ? "submission" : m < 0.76 ? "points" : m < 0.93 ? "decision" : "dq";
    bouts.push({ a: String(a), b: String(b), outcome, method, priorA: 1500, priorB: 1500 });
    skill[a]! += drift * normal();
    skill[b]! += drift * normal();
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
const WORLDS = {
  a: { athletes, slope: 1.2, drift: 0.02 },
  b: { athletes: 5_000, slope: 0.8, drift: 0.05 },
  c: { athletes: 50_000, slope: 1.6, drift: 0.01 },
};
for (const name of (process.env.BACKTEST_WORLDS ?? "a").split(",")) {
  const world = WORLDS[name.trim() as keyof typeof WORLDS];
  if (!world) throw new Error(`BACKTEST_WORLDS: "${name}" is not one of ${Object.keys(WORLDS).join(", ")}`);
  table(
    `Generated world ${name.trim().toUpperCase()} (${world.athletes.toLocaleString("en")} athletes, slope ${world.slope}, drift ${world.drift})`,
    generatedBouts(count, world.athletes, world.slope, world.drift),
  );
}
console.log(`\ntotal ${((performance.now() - started) / 1000).toFixed(1)} s`);
