// How good the league's predictions were: Brier score, log-loss and a reliability diagram, from predictions frozen
// before each bout (server/league/results/predictions.server.ts) and the bouts' results. Pure: the API, the page and
// the backtest (bench/ratings-backtest.ts) compute with these same functions.

/** One frozen prediction and what happened: `outcome` 1 when side A won, 0 when B won, 0.5 for a draw. */
export interface Scored {
  p: number;
  outcome: 0 | 0.5 | 1;
}

export interface CalibrationBin {
  /** The bin's predicted-probability range, [from, to) — the last bin includes 1. */
  from: number;
  to: number;
  n: number;
  /** Mean predicted probability in the bin (null when empty). */
  predicted: number | null;
  /** Share of the bin's outcomes that went to side A (a draw counts a half), null when empty. */
  observed: number | null;
  /** 95 % Wilson interval of `observed`. */
  low: number | null;
  high: number | null;
}

export interface CalibrationSummary {
  n: number;
  brier: number | null;
  log_loss: number | null;
  /** The same scores for a coin flip (0.5 every time) on the same bouts. */
  baseline_brier: number | null;
  baseline_log_loss: number | null;
  /** Share of decided bouts the favourite won (a 0.5 prediction or a draw counts a half). */
  accuracy: number | null;
  bins: CalibrationBin[];
}

/** Probabilities this close to 0 or 1 are clipped before the logarithm, so one confident miss is costly, not infinite. */
const EPSILON = 1e-6;

export function brierScore(scored: readonly Scored[]): number | null {
  if (scored.length === 0) return null;
  let sum = 0;
  for (const { p, outcome } of scored) sum += (p - outcome) ** 2;
  return sum / scored.length;
}

/** Mean negative log-likelihood (natural log), a draw scoring half of each side's. */
export function logLoss(scored: readonly Scored[]): number | null {
  if (scored.length === 0) return null;
  let sum = 0;
  for (const { p, outcome } of scored) {
    const clipped = Math.min(1 - EPSILON, Math.max(EPSILON, p));
    sum -= outcome * Math.log(clipped) + (1 - outcome) * Math.log(1 - clipped);
  }
  return sum / scored.length;
}

function accuracyOf(scored: readonly Scored[]): number | null {
  if (scored.length === 0) return null;
  let hits = 0;
  for (const { p, outcome } of scored) {
    if (outcome === 0.5 || p === 0.5) hits += 0.5;
    else if (p > 0.5 === (outcome === 1)) hits += 1;
  }
  return hits / scored.length;
}

/** The 95 % Wilson score interval of `successes` in `n` (successes may be fractional: a draw is a half). */
export function wilsonInterval(successes: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const phat = successes / n;
  const denominator = 1 + (z * z) / n;
  const centre = (phat + (z * z) / (2 * n)) / denominator;
  const margin = (z * Math.sqrt((phat * (1 - phat)) / n + (z * z) / (4 * n * n))) / denominator;
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

/** `count` equal bins over [0, 1]; every probability falls in exactly one (1 in the last). */
export function binIndex(p: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(p * count)));
}

export function calibrationBins(scored: readonly Scored[], count = 10): CalibrationBin[] {
  return binsFromSums(binSums(scored, count), count);
}

/** Per bin: how many predictions, and the sums of their probabilities and outcomes. */
export interface BinSums {
  n: number;
  p: number;
  observed: number;
}

function binSums(scored: readonly Scored[], count: number): BinSums[] {
  const sums = Array.from({ length: count }, () => ({ n: 0, p: 0, observed: 0 }));
  for (const { p, outcome } of scored) {
    const bin = sums[binIndex(p, count)]!;
    bin.n++;
    bin.p += p;
    bin.observed += outcome;
  }
  return sums;
}

function binsFromSums(sums: readonly BinSums[], count: number): CalibrationBin[] {
  return sums.map((bin, index) => {
    const [low, high] = wilsonInterval(bin.observed, bin.n);
    const round = (value: number) => Math.round(value * 1e6) / 1e6;
    return {
      from: index / count,
      to: (index + 1) / count,
      n: bin.n,
      predicted: bin.n ? round(bin.p / bin.n) : null,
      observed: bin.n ? round(bin.observed / bin.n) : null,
      low: bin.n ? round(low) : null,
      high: bin.n ? round(high) : null,
    };
  });
}

/**
 * The sums a summary is made of, so a database can add them up where the predictions are (a million stored
 * predictions are summed in SQL, not sent to the server): `squared` Σ(p − outcome)², `logLoss` Σ of each prediction's
 * negative log-likelihood (clipped as `logLoss` clips), `baselineSquared` Σ(0.5 − outcome)², `hits` the favourite's
 * wins (a 0.5 prediction or a draw counts a half), and the bins' sums.
 */
export interface CalibrationTotals {
  n: number;
  squared: number;
  logLoss: number;
  baselineSquared: number;
  hits: number;
  bins: BinSums[];
}

/** The summary of these totals: what `summarizeCalibration` gives for the predictions they sum. */
export function summarizeTotals(totals: CalibrationTotals, count = 10): CalibrationSummary {
  const mean = (sum: number) => (totals.n === 0 ? null : sum / totals.n);
  return {
    n: totals.n,
    brier: mean(totals.squared),
    log_loss: mean(totals.logLoss),
    baseline_brier: mean(totals.baselineSquared),
    // A coin flip's log-likelihood is ln ½ whatever happened.
    baseline_log_loss: totals.n === 0 ? null : Math.LN2,
    accuracy: mean(totals.hits),
    bins: binsFromSums(totals.bins, count),
  };
}

/**
 * Everything the calibration page and API show. Each bout counts once, from side A's probability; the diagram is
 * symmetric anyway (side B's view is the mirror), so A's side alone is the usual convention.
 */
export function summarizeCalibration(scored: readonly Scored[], count = 10): CalibrationSummary {
  const baseline = scored.map(({ outcome }) => ({ p: 0.5, outcome }));
  return {
    n: scored.length,
    brier: brierScore(scored),
    log_loss: logLoss(scored),
    baseline_brier: brierScore(baseline),
    baseline_log_loss: logLoss(baseline),
    accuracy: accuracyOf(scored),
    bins: calibrationBins(scored, count),
  };
}
