// /readyz: may this instance take traffic? Both the database and the file storage must answer. Redis (REDIS_URL) is
// optional: without it the instance still serves (rate limits count in the database, the live bus goes through
// PostgreSQL), so a Redis outage answers 200 with `status: "degraded"` and `degraded: ["redis"]` rather than 503 — a
// 503 would take every instance out of the load balancer at once for a dependency none of them needs to serve.
import type { Context } from "hono";
import { redisStatus } from "./auth-rate-limit.server.ts";
import { database } from "./db/database.server.ts";
import { degradedDependencies } from "./dependency-health.server.ts";
import { logger } from "./logger.server.ts";
import { storage } from "./storage.server.ts";

const CHECK_TIMEOUT_MS = 3_000;

async function probe(name: string, check: () => Promise<void>): Promise<"ok" | "unavailable"> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${name} did not answer in ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return "ok";
  } catch (error) {
    logger.error({ err: error }, `readiness: ${name} unavailable`);
    return "unavailable";
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(c: Context) {
  const [db, files, redis] = await Promise.all([
    probe("database", () => database.ping()),
    probe("storage", () => storage.check()),
    // Bounded by the Redis client's own command timeout (200 ms); an outage is logged once, not per probe.
    redisStatus(),
  ]);
  const ready = db === "ok" && files === "ok";
  const degraded = degradedDependencies();
  return c.json(
    {
      status: !ready ? "unavailable" : degraded.length > 0 ? "degraded" : "ok",
      database: { engine: database.engine, status: db },
      storage: { kind: storage.kind, status: files },
      ...(redis ? { redis: { status: redis } } : {}),
      degraded,
    },
    ready ? 200 : 503,
    { "Cache-Control": "no-store" },
  );
}
