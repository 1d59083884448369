// Production entry: serves the built client assets and the built server app.
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.relative(process.cwd(), path.join(buildDir, "client"));
const { app, shutdown, closeLiveStreams, settings, logger, compressResponses } = (await import(
  path.join(buildDir, "server/index.js")
)) as typeof import("./app.ts");

const root = new Hono();
// Hashed assets are compressed at build time (vite-plugins/precompress.ts); pages are compressed here.
root.use(
  "/assets/*",
  async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
  },
  serveStatic({ root: clientDir, precompressed: true }),
);
root.use(compressResponses());
// Files from public/ (images, favicon, documents): not hashed, so cached for a day.
root.use(
  "*",
  serveStatic({ root: clientDir, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400") }),
);
root.route("/", app);

const server = serve({ fetch: root.fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
  logger.info(`serving on http://localhost:${info.port}`);
});

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "draining requests");
    // Open event streams would keep the server from closing until the forced exit below.
    closeLiveStreams();
    server.close(async () => {
      await shutdown();
      logger.info("stopped");
      process.exit(0);
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
