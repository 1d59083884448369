/**
 * Runs `run` once the browser is idle (no input and no frame to draw), or after `timeout` ms at the latest; where the
 * browser has no idle callbacks (Safari), after `fallbackDelay` ms. Returns a function that cancels it. For work the
 * page does not need to show itself: prefetching the next pages, loading the strings and parts of pages a click may
 * need.
 */
export function whenIdle(run: () => void, { timeout = 3_000, fallbackDelay = 1_000 } = {}): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackDelay);
  return () => clearTimeout(id);
}

/**
 * Starts each load in its own idle moment, one after the other (not waiting for the previous one to finish). Each
 * `import()` starts a request and later runs its module; twenty of them in one callback made one long task (54 ms on
 * the test machine, which Lighthouse counts four times over as blocking time).
 */
export function loadWhenIdle(loads: readonly (() => Promise<unknown>)[]): void {
  const queue = [...loads];
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    void load().catch(() => undefined);
    whenIdle(next, { fallbackDelay: 50 });
  };
  whenIdle(next);
}
