import { settings } from "../env.server.ts";
import { logger } from "../logger.server.ts";
import { database, db } from "./database.server.ts";
import { seedDemoLeague } from "./seed/demo.server.ts";
import { grantAdmin } from "../league/admins.server.ts";

/** Applies migrations and, on an empty database, loads the demo league. */
export async function prepareDatabase() {
  const started = performance.now();
  await database.migrate();
  if (settings.SEED_DEMO) {
    const seeded = await seedDemoLeague(db);
    if (seeded) logger.info("demo league loaded into the empty database");
  }
  if (settings.BOOTSTRAP_ADMIN_EMAIL) {
    // Idempotent: creates the account on first start, then only keeps the role (and the password, when given).
    const { email, created } = await grantAdmin(db, settings.BOOTSTRAP_ADMIN_EMAIL, settings.BOOTSTRAP_ADMIN_PASSWORD);
    logger.info({ email, created }, "bootstrap admin ready");
  }
  logger.info({ engine: database.engine, ms: Math.round(performance.now() - started) }, "database ready");
}
