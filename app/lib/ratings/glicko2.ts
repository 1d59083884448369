// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2012), for the ratings backtest
// (bench/ratings-backtest.ts): a rating, its deviation (how unsure it is) and a volatility per athlete. Here every
// bout is its own rating period for its two athletes, as in most uses on individual bouts.

export interface GlickoRating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** Glicko-2's scale: rating points per unit of μ (400 / ln 10). */
export const SCALE = 173.7178;

export const GLICKO_START: GlickoRating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** τ: how much the volatility may change; Glickman suggests 0.3–1.2. */
const TAU = 0.5;

/** Glickman's g: how much a deviation φ (Glicko-2 scale) pulls an expected score towards ½. */
export const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expectation = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** A's win probability against B, the deviations of both counted (Glickman's expected score on the combined φ). */
export function glickoWinProbability(a: GlickoRating, b: GlickoRating): number {
  const phi = Math.sqrt(a.deviation ** 2 + b.deviation ** 2) / SCALE;
  return 1 / (1 + Math.exp(-g(phi) * ((a.rating - b.rating) / SCALE)));
}

/** The rating after one period of results (`score` 1, 0.5 or 0 against each opponent). */
export function glickoUpdate(
  player: GlickoRating,
  results: readonly { opponent: GlickoRating; score: number }[],
  tau = TAU,
): GlickoRating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  if (results.length === 0) {
    const grown = Math.sqrt(phi * phi + player.volatility ** 2);
    return { ...player, deviation: Math.min(350, grown * SCALE) };
  }
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.deviation / SCALE;
    const e = expectation(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois algorithm (step 5 of the paper).
  const a = Math.log(player.volatility ** 2);
  const f = (x: number) =>
    (Math.exp(x) * (delta * delta - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2) -
    (x - a) / (tau * tau);
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > 1e-6) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const volatility = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility };
}
