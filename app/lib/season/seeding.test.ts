import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bracketSize, firstRoundPairs, seedOrder } from "./seeding.ts";

describe("seeding", () => {
  it("orders a bracket 1-v-N, the top seeds in different quarters", () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(16).slice(0, 4)).toEqual([1, 16, 8, 9]);
  });

  it("pairs seeds that sum to size + 1 in round one, each seed once", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (power) => {
        const size = 2 ** power;
        const order = seedOrder(size);
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1));
        for (let i = 0; i < size; i += 2) expect(order[i]! + order[i + 1]!).toBe(size + 1);
        // Seeds 1 and 2 are in opposite halves.
        expect(order.indexOf(1) < size / 2).not.toBe(order.indexOf(2) < size / 2);
      }),
    );
  });

  it("gives the byes to the top seeds when the count is not a power of two", () => {
    expect(bracketSize(5)).toBe(8);
    expect(firstRoundPairs(5)).toEqual([
      [1, null],
      [4, 5],
      [2, null],
      [3, null],
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), (n) => {
        const pairs = firstRoundPairs(n);
        const byes = pairs.filter(([, low]) => low === null).map(([high]) => high);
        expect(byes.length).toBe(bracketSize(n) - n);
        // Exactly seeds 1..byes get them.
        expect([...byes].sort((a, b) => a - b)).toEqual(Array.from({ length: byes.length }, (_, i) => i + 1));
      }),
    );
  });
});
