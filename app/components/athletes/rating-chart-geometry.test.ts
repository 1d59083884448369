import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CHART, ratingChartGeometry } from "./rating-chart-geometry";

describe("ratingChartGeometry", () => {
  it("spaces bouts evenly and puts higher ratings higher", () => {
    const { points, path, ticks } = ratingChartGeometry([1500, 1540, 1520]);
    expect(points.map((p) => p.x)).toEqual([10, 480, 950]);
    expect(points[1]!.y).toBeLessThan(points[2]!.y);
    expect(points[2]!.y).toBeLessThan(points[0]!.y);
    expect(path.startsWith("M10.0,")).toBe(true);
    expect(ticks.map((t) => t.value)).toEqual([1475, 1513, 1550]);
  });
  it("centres a single bout", () => {
    expect(ratingChartGeometry([1500]).points[0]!.x).toBe(CHART.left + (CHART.width - CHART.left - CHART.right) / 2);
  });
  it("keeps every point inside the plot", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 100, max: 3000, noNaN: true }), { minLength: 1, maxLength: 200 }),
        (ratings) => {
          for (const { x, y } of ratingChartGeometry(ratings).points) {
            expect(x).toBeGreaterThanOrEqual(CHART.left);
            expect(x).toBeLessThanOrEqual(CHART.width - CHART.right);
            expect(y).toBeGreaterThanOrEqual(CHART.top);
            expect(y).toBeLessThanOrEqual(CHART.height - CHART.bottom);
          }
        },
      ),
    );
  });

  it("draws the band rating ± deviation as one closed area inside the plot, the scale holding all of it", () => {
    const { band, ticks, points } = ratingChartGeometry([1500, 1540], [247, 175]);
    expect(ticks[0]!.value).toBeLessThanOrEqual(1500 - 247);
    expect(ticks.at(-1)!.value).toBeGreaterThanOrEqual(1540 + 175);
    expect(band).toMatch(/^M10\.0,[\d.]+ L950\.0,[\d.]+ L950\.0,[\d.]+ L10\.0,[\d.]+ Z$/);
    expect(points[0]!.y).toBeGreaterThan(CHART.top);
    expect(ratingChartGeometry([1500]).band).toBeNull();
    expect(ratingChartGeometry([1500], [100]).band).toMatch(/Z$/);
  });
  it("keeps the band inside the plot", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: 100, max: 3000, noNaN: true }), fc.double({ min: 45, max: 350, noNaN: true })),
          {
            minLength: 1,
            maxLength: 50,
          },
        ),
        (pairs) => {
          const { band } = ratingChartGeometry(
            pairs.map(([rating]) => rating),
            pairs.map(([, deviation]) => deviation),
          );
          for (const [, , yText] of band!.matchAll(/([\d.]+),([\d.]+)/g)) {
            expect(Number(yText)).toBeGreaterThanOrEqual(CHART.top - 0.05);
            expect(Number(yText)).toBeLessThanOrEqual(CHART.height - CHART.bottom + 0.05);
          }
        },
      ),
    );
  });
});
