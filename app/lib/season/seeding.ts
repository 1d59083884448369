// Knockout seeding: the standard 1-v-N bracket order, so the top seeds can only meet late, and byes for the top seeds.

/** The smallest power of two that holds n entrants (1 for n ≤ 1). */
export function bracketSize(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/**
 * Seeds in bracket order for a bracket of `size` (a power of two): neighbours meet in round one, and seeds 1 and 2
 * are in opposite halves, 1–4 in different quarters, and so on. 8 → [1, 8, 4, 5, 2, 7, 3, 6].
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

/** The round-one pairs of a bracket for n entrants; a seed above n is a bye, so its opponent goes through unplayed. */
export function firstRoundPairs(n: number): [number, number | null][] {
  const order = seedOrder(bracketSize(n));
  const pairs: [number, number | null][] = [];
  for (let i = 0; i < order.length; i += 2) {
    const [a, b] = [order[i]!, order[i + 1]!];
    const [high, low] = a < b ? [a, b] : [b, a];
    pairs.push([high, low <= n ? low : null]);
  }
  return pairs;
}
