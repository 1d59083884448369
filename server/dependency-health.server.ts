// Optional dependencies that degrade instead of failing (Redis): which are down now, said once per outage in the
// log and once on recovery, and reported by /readyz under `degraded`.
import { logger } from "./logger.server.ts";

/** What this instance does without the dependency, said in the outage's one log line. */
const FALLBACKS: Record<string, string> = {
  redis: "rate limits count in the database until it is back",
};

const down = new Map<string, string>();

/** The dependency failed (an error, a timeout): logged at warn the first time in an outage only. */
export function reportDown(name: string, reason: string) {
  if (down.has(name)) return;
  down.set(name, reason);
  logger.warn({ dependency: name, reason }, `${name} unavailable (${reason}): ${FALLBACKS[name] ?? "degraded"}`);
}

/** The dependency answers again: logged once, at the end of an outage. */
export function reportUp(name: string) {
  if (!down.delete(name)) return;
  logger.info(
    { dependency: name },
    `${name} back: ${name === "redis" ? "rate limits count in Redis again" : "recovered"}`,
  );
}

export const isDown = (name: string) => down.has(name);

/** The dependencies this instance is running without, by name (empty when none). */
export const degradedDependencies = () => [...down.keys()];
