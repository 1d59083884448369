import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundRobin } from "./round-robin.ts";

describe("round robin (circle method)", () => {
  it("plays every pair exactly once, one match per team per round, home and away within one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (n) => {
        const pairings = roundRobin(n);
        expect(pairings.length).toBe((n * (n - 1)) / 2);
        const pairs = new Set(pairings.map(({ home, away }) => `${Math.min(home, away)}-${Math.max(home, away)}`));
        expect(pairs.size).toBe(pairings.length);
        const rounds = new Map<number, number[]>();
        for (const { round, home, away } of pairings) rounds.set(round, [...(rounds.get(round) ?? []), home, away]);
        expect(rounds.size).toBe(n % 2 === 0 ? n - 1 : n);
        for (const teams of rounds.values()) expect(new Set(teams).size).toBe(teams.length);
        for (let team = 0; team < n; team++) {
          const home = pairings.filter((p) => p.home === team).length;
          const away = pairings.filter((p) => p.away === team).length;
          expect(home + away).toBe(n - 1);
          expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it("four teams: three rounds of two", () => {
    const pairings = roundRobin(4);
    expect(pairings.map((p) => p.round)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});
