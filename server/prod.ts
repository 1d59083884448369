// Production entry: serves the built client assets and the built server app, in one process or, with
// SERVER_PROCESSES above 1 (PostgreSQL only), in that many worker processes sharing the port (node:cluster).
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { settings } from "./env.server.ts";

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

if (cluster.isPrimary && settings.SERVER_PROCESSES > 1) superviseWorkers(settings.SERVER_PROCESSES);
else await serveApp();

async function serveApp() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const clientDir = path.relative(process.cwd(), path.join(buildDir, "client"));
  const { app, shutdown, closeLiveStreams, logger, compressResponses } = (await import(
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
  // Files from public/ (images, favicon, documents): not hashed, so cached for a day. Only paths under public/'s own
  // top-level names reach the file system: every page's path was a stat call that found nothing.
  const publicFiles = serveStatic({
    root: clientDir,
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
  });
  const publicNames = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets"));
  root.use("*", (c, next) => (publicNames.has(c.req.path.split("/")[1] ?? "") ? publicFiles(c, next) : next()));
  root.route("/", app);

  const server = serve({ fetch: root.fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
    logger.info(`serving on http://localhost:${info.port}`);
  });
  // Idle kept-alive connections stay open longer than the clients and proxies in front keep theirs (often up to 60 s):
  // with Node's 5 s, a request sent just as the server closed its connection failed with ECONNRESET
  // (e2e/keep-alive.spec.ts). The headers' timeout must exceed it.
  if (server instanceof http.Server) {
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1000;
  }

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
      // A connection kept alive after its last answer would hold the drain open for KEEP_ALIVE_MS: each one closes
      // as soon as it is idle (the answers in progress still finish).
      if (server instanceof http.Server) setInterval(() => server.closeIdleConnections(), 100).unref();
      setTimeout(() => process.exit(1), 10_000).unref();
    });
  }
}

/**
 * Each worker is a whole instance: its own connections, jobs worker and live-bus listener, as separate instances on
 * one PostgreSQL are. The first one starts alone (it applies migrations and loads the demo into an empty database);
 * the others follow once it listens, and if it dies before that the supervisor exits with its code. A worker that dies
 * later is replaced; SIGTERM or SIGINT drains them all.
 */
function superviseWorkers(count: number) {
  const log = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));
  // Each process accepts from the shared socket itself (not the primary handing connections round-robin): a process
  // killed with SIGKILL would take the connections already handed to it along, and they would hang.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  let stopping = false;
  let running = 0;
  const fork = () => {
    running++;
    return cluster.fork();
  };
  let listening = false;
  fork();
  cluster.on("listening", () => {
    if (listening) return;
    listening = true;
    for (let i = 1; i < count; i++) fork();
  });
  cluster.on("exit", (worker, code, signal) => {
    running--;
    if (stopping) {
      if (running === 0) process.exit(0);
      return;
    }
    // A first process that cannot start (settings, an unreachable database, a failed migration) would fail again:
    // stop, as one process would, instead of restarting it every second.
    if (!listening) {
      log(`server process ${worker.process.pid} exited (${signal ?? code}) before serving: stopping`);
      process.exit(code || 1);
    }
    log(`server process ${worker.process.pid} exited (${signal ?? code}): starting another`);
    setTimeout(fork, 1000);
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: stopping ${count} server processes`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => process.exit(1), 12_000).unref();
    });
  }
  log(`starting ${count} server processes on port ${settings.PORT}`);
}
