// The server build's entry: one Hono app hosting auth, health checks and the React Router pages.
import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { database } from "./db/database.server.ts";
import { settings } from "./env.server.ts";
import { logger } from "./logger.server.ts";
import { handleAuthRequest, isAdminRequest } from "./auth.server.ts";
import { createBodyLimits } from "./body-limit.server.ts";
import { stampClientIp } from "./client-ip.server.ts";
import { prepareDatabase } from "./db/prepare.server.ts";
import { nonceContext, securityHeaders } from "./security.server.ts";
import { langContext } from "../app/lib/request-lang.ts";
import { langFromPath } from "../app/lib/language.ts";
import { httpCaching } from "./http-cache.server.ts";
import { clearCacheAfterWrites } from "./query-cache.server.ts";
import { pageCache } from "./page-cache.server.ts";
import { api, API_BASE } from "./api/api.server.ts";
import { files } from "./api/files.server.ts";
import { broadcast } from "./broadcast/overlay-page.server.ts";
import { art } from "./art.server.ts";
import { readiness } from "./readiness.server.ts";
import { startLiveTransport } from "./live/live-transport.server.ts";
import { liveHub } from "./live/live-stream.server.ts";
import { JOB_KINDS } from "./jobs/job-kinds.server.ts";
import { startJobWorker } from "./jobs/job-worker.server.ts";
import { countWritesInFlight } from "./jobs/writes-first.server.ts";
import { startDigests } from "./fans/digest.server.ts";
import { startReminders } from "./fans/up-next.server.ts";

await prepareDatabase();
const liveTransport = await startLiveTransport(database.db, settings, (level, message) => logger[level](message));
// Background jobs (ratings after a late correction, reveals at their deadline): every instance runs a worker.
const jobWorker = startJobWorker(database.db, JOB_KINDS, { log: (level, message) => logger[level](message) });
await startReminders(database.db);
await startDigests(database.db);

const handleRequest = createRequestHandler(build, settings.NODE_ENV === "production" ? "production" : "development");

export const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();

// First: no route reads more of a body than its limit (docs/security.md); the admin's larger one only for admins.
app.use(createBodyLimits(isAdminRequest));
// Writes being served are counted: a ratings pass lets them finish before its next slice (jobs/writes-first.server.ts).
app.use(countWritesInFlight);
app.use(pageCache);
// Caching wraps the security headers: a cacheable page's CSP nonce is settled once the page is known.
app.use(httpCaching);
app.use(securityHeaders);
app.use(stampClientIp);
app.use(clearCacheAfterWrites);

app.get("/healthz", async (c) => {
  try {
    await database.ping();
    return c.json({ status: "ok", database: database.engine }, 200, { "Cache-Control": "no-store" });
  } catch (error) {
    logger.error({ err: error }, "health check: database did not answer");
    return c.json({ status: "unavailable", database: database.engine }, 503, { "Cache-Control": "no-store" });
  }
});

// Readiness (database and file storage reachable); /healthz above stays liveness + database.
app.get("/readyz", readiness);

app.on(["GET", "POST"], "/api/auth/*", (c) => handleAuthRequest(c.req.raw));

app.route(API_BASE, api);
app.route("/files", files);
app.route("/broadcast", broadcast);
app.route("/art", art);

app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(nonceContext, c.get("secureHeadersNonce"));
  // The URL alone decides the language (docs/decisions/001): resolved once here, read by loaders from `context`.
  context.set(langContext, langFromPath(new URL(c.req.url).pathname));
  return handleRequest(c.req.raw, context);
});

/**
 * Ends the live streams so the server can close: browsers reconnect (to another instance) and resume from their last id.
 * @public server/prod.ts loads this module with a dynamic import.
 */
export const closeLiveStreams = () => liveHub.closeAll();

/** @public server/prod.ts loads this module with a dynamic import. */
export async function shutdown() {
  await jobWorker.stop();
  await liveTransport?.close();
  await database.close();
}

export { logger, settings };
/** @public server/prod.ts puts it outside everything (pages are compressed there, assets at build time). */
export { compressResponses } from "./compression.server.ts";
