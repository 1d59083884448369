import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  binIndex,
  brierScore,
  calibrationBins,
  logLoss,
  type Scored,
  summarizeCalibration,
  wilsonInterval,
} from "./calibration";

describe("scores on hand-worked cases", () => {
  it("Brier: the mean squared gap between the probability and what happened", () => {
    // (0.8 − 1)² = 0.04, (0.3 − 0)² = 0.09, (0.6 − 0.5)² = 0.01 → 0.14 / 3
    expect(
      brierScore([
        { p: 0.8, outcome: 1 },
        { p: 0.3, outcome: 0 },
        { p: 0.6, outcome: 0.5 },
      ]),
    ).toBeCloseTo(0.14 / 3, 12);
    expect(brierScore([])).toBeNull();
  });

  it("log-loss: −ln of the probability given to what happened; a draw scores half of each side", () => {
    expect(logLoss([{ p: 0.8, outcome: 1 }])).toBeCloseTo(-Math.log(0.8), 12);
    expect(logLoss([{ p: 0.8, outcome: 0 }])).toBeCloseTo(-Math.log(0.2), 12);
    expect(logLoss([{ p: 0.8, outcome: 0.5 }])).toBeCloseTo(-(Math.log(0.8) + Math.log(0.2)) / 2, 12);
    // A certain miss is costly but finite.
    expect(logLoss([{ p: 1, outcome: 0 }])).toBeCloseTo(-Math.log(1e-6), 6);
  });

  it("a coin flip scores Brier 0.25 and log-loss ln 2 on decided bouts", () => {
    const summary = summarizeCalibration([
      { p: 0.7, outcome: 1 },
      { p: 0.4, outcome: 1 },
      { p: 0.2, outcome: 0 },
    ]);
    expect(summary.baseline_brier).toBe(0.25);
    expect(summary.baseline_log_loss).toBeCloseTo(Math.LN2, 12);
    expect(summary.n).toBe(3);
    // 0.7 → A won (hit), 0.4 → A won (miss), 0.2 → B won (hit).
    expect(summary.accuracy).toBeCloseTo(2 / 3, 12);
  });

  it("the Wilson interval of 7 in 10 is 0.3968–0.8922", () => {
    const [low, high] = wilsonInterval(7, 10);
    expect(low).toBeCloseTo(0.3968, 4);
    expect(high).toBeCloseTo(0.8922, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it("bins: predicted and observed means per decile", () => {
    const bins = calibrationBins([
      { p: 0.72, outcome: 1 },
      { p: 0.78, outcome: 0 },
      { p: 0.05, outcome: 0 },
      { p: 1, outcome: 1 },
    ]);
    expect(bins).toHaveLength(10);
    expect(bins[7]).toMatchObject({ from: 0.7, to: 0.8, n: 2, predicted: 0.75, observed: 0.5 });
    expect(bins[0]).toMatchObject({ n: 1, predicted: 0.05, observed: 0 });
    expect(bins[9]).toMatchObject({ n: 1, predicted: 1, observed: 1 });
    expect(bins[3]).toEqual({ from: 0.3, to: 0.4, n: 0, predicted: null, observed: null, low: null, high: null });
  });
});

describe("properties", () => {
  const scored = fc.array(
    fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), outcome: fc.constantFrom(0, 0.5, 1) }),
    { maxLength: 200 },
  ) as fc.Arbitrary<Scored[]>;

  it("the bins cover [0, 1] exactly, without gaps or overlaps, and hold every prediction once", () => {
    fc.assert(
      fc.property(scored, fc.integer({ min: 1, max: 20 }), (list, count) => {
        const bins = calibrationBins(list, count);
        expect(bins[0]!.from).toBe(0);
        expect(bins.at(-1)!.to).toBe(1);
        for (let index = 1; index < bins.length; index++) expect(bins[index]!.from).toBe(bins[index - 1]!.to);
        expect(bins.reduce((sum, bin) => sum + bin.n, 0)).toBe(list.length);
        for (const { p } of list) {
          const bin = bins[binIndex(p, count)]!;
          expect(p >= bin.from && (p < bin.to || (p === 1 && bin.to === 1))).toBe(true);
        }
      }),
    );
  });

  it("Brier lies in [0, 1], log-loss is ≥ 0, and each bin's interval holds its observed share", () => {
    fc.assert(
      fc.property(scored, (list) => {
        const summary = summarizeCalibration(list);
        fc.pre(list.length > 0);
        expect(summary.brier!).toBeGreaterThanOrEqual(0);
        expect(summary.brier!).toBeLessThanOrEqual(1);
        expect(summary.log_loss!).toBeGreaterThanOrEqual(0);
        const filled = summary.bins.filter((bin) => bin.n > 0);
        expect(filled.every((bin) => bin.low! <= bin.observed! + 1e-9 && bin.observed! <= bin.high! + 1e-9)).toBe(true);
      }),
    );
  });
});
