// What several benchmarks print: a percentile of timings and the machine's load average.
import os from "node:os";

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export const percentile = (values: number[], p: number) =>
  values.length === 0
    ? Number.NaN
    : [...values].sort((x, y) => x - y)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** The 1, 5 and 15 minute load averages, one decimal each. */
export const loadavg = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
