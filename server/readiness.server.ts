// /readyz: may this instance take traffic? Both the database and the file storage must answer.
import type { Context } from "hono";
import { database } from "./db/database.server.ts";
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
  const [db, files] = await Promise.all([
    probe("database", () => database.ping()),
    probe("storage", () => storage.check()),
  ]);
  const ready = db === "ok" && files === "ok";
  return c.json(
    {
      status: ready ? "ok" : "unavailable",
      database: { engine: database.engine, status: db },
      storage: { kind: storage.kind, status: files },
    },
    ready ? 200 : 503,
    { "Cache-Control": "no-store" },
  );
}
