// Round robin by the circle method: everyone meets everyone once, one match per team per round, home and away balanced.

/** One round-robin pairing: indexes into the team list, `round` from 1. */
export interface Pairing {
  round: number;
  home: number;
  away: number;
}

/**
 * n teams → n−1 rounds (n even) or n rounds with one team resting each (n odd). Team 0 stays put while the others
 * rotate. Who is at home does not depend on the round (see `isHome`), which keeps every team's home and away count
 * within one.
 */
export function roundRobin(n: number): Pairing[] {
  if (n < 2) return [];
  const slots: (number | null)[] = Array.from({ length: n }, (_, i) => i);
  if (n % 2 === 1) slots.push(null);
  const size = slots.length;
  const pairings: Pairing[] = [];
  for (let round = 0; round < size - 1; round++) {
    for (let i = 0; i < size / 2; i++) {
      const a = slots[i]!;
      const b = slots[size - 1 - i]!;
      if (a === null || b === null) continue;
      const aHome = isHome(a, b, n);
      pairings.push({ round: round + 1, home: aHome ? a : b, away: aHome ? b : a });
    }
    // Rotate everyone but the first slot one step clockwise.
    slots.splice(1, 0, slots.pop()!);
  }
  return pairings;
}

/**
 * Whether team a is at home against team b. On a circle of m teams (m odd), a team hosts the (m−1)/2 teams after it:
 * exactly balanced. With n even the last team sits outside the circle and hosts the even-numbered teams: it and each
 * of the others end one match off balance at most.
 */
export function isHome(a: number, b: number, n: number): boolean {
  const m = n % 2 === 1 ? n : n - 1;
  if (a === m) return b % 2 === 0;
  if (b === m) return a % 2 === 1;
  return (b - a + m) % m <= (m - 1) / 2;
}
