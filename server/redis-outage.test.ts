// Redis is optional even when REDIS_URL is set (issue 32). The test starts a redis-server of its own on a free port,
// then hangs it (SIGSTOP), kills it (SIGKILL) and starts it again: throughout, sign-in answers as it should and fast
// (rate limits count in the database after ≤ 200 ms), /readyz answers 200 naming Redis under `degraded`, the log
// says so once per outage and once on recovery (ioredis's "Unhandled error event" never), and the live bus keeps
// carrying messages between instances through PostgreSQL (with DATABASE_URL) or says once that it cannot.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const hasRedisServer = await new Promise<boolean>((resolve) => {
  const probe = spawn("redis-server", ["--version"]);
  probe.on("error", () => resolve(false));
  probe.on("exit", (code) => resolve(code === 0));
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
let redisProcess: ChildProcess | null = null;

async function startRedis() {
  redisProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function killRedis() {
  const child = redisProcess!;
  redisProcess = null;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 8_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.skipIf(!hasRedisServer)("a Redis that goes away", async () => {
  if (!hasRedisServer) return;
  await startRedis();
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  // Limits on (as in production), out of this test's reach: what matters is where they count.
  process.env.RATE_LIMIT_ENABLED = "true";
  process.env.RATE_LIMIT_AUTH_MAX = "100000";
  process.env.RATE_LIMIT_ACCOUNT_MAX = "100000";
  const { logger } = await import("./logger.server.ts");
  const warn = vi.spyOn(logger, "warn");
  const info = vi.spyOn(logger, "info");
  const consoleError = vi.spyOn(console, "error");
  const { auth, TRUSTED_ORIGINS } = await import("./auth.server.ts");
  const { database } = await import("./db/database.server.ts");
  const { grantRole } = await import("./league/admins.server.ts");
  const { readiness } = await import("./readiness.server.ts");
  const { REDIS_TIMEOUT_MS, rateLimitStorage } = await import("./auth-rate-limit.server.ts");
  const { startLiveTransport } = await import("./live/live-transport.server.ts");
  const { onLiveMessage, setLiveTransport } = await import("./live/live-bus.server.ts");
  const { settings } = await import("./env.server.ts");
  const { Redis } = await import("ioredis");

  const ORIGIN = TRUSTED_ORIGINS[0]!;
  const EMAIL = `redis-outage-${Date.now()}@league.example`;
  const PASSWORD = "redis-outage-password";
  const app = new Hono().get("/readyz", readiness);
  const readyz = async () => {
    const response = await app.request("/readyz");
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const signIn = async (password = PASSWORD) => {
    const started = performance.now();
    const response = await auth.handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN },
        body: JSON.stringify({ email: EMAIL, password }),
      }),
    );
    return { status: response.status, ms: performance.now() - started };
  };
  const lines = (spy: typeof warn, pattern: RegExp) =>
    spy.mock.calls
      .map((call) => call.find((part) => typeof part === "string") as string)
      .filter((line) => pattern.test(line ?? ""));
  const liveLog: string[] = [];
  const heard: unknown[] = [];
  /** Two instances' live transports in this one process: what A sends reaches the bus through B's channels. */
  let sender: Awaited<ReturnType<typeof startLiveTransport>>;
  let receiver: Awaited<ReturnType<typeof startLiveTransport>>;

  beforeAll(async () => {
    await database.migrate();
    await grantRole(database.db, EMAIL, "admin", PASSWORD);
    const log = (level: "info" | "warn", message: string) => liveLog.push(`${level}: ${message}`);
    receiver = await startLiveTransport(database.db, settings, log);
    sender = await startLiveTransport(database.db, settings, log);
    setLiveTransport(null);
    onLiveMessage((message) => heard.push(message));
  });

  afterAll(async () => {
    await sender?.close();
    await receiver?.close();
    if (redisProcess) await killRedis();
  });

  /** The failure counters of this test's account in Redis (a wrong password counts against the account). */
  const countersInRedis = async () => {
    const client = new Redis(process.env.REDIS_URL!);
    try {
      return (await client.keys("league:rl:*")).length;
    } finally {
      client.disconnect();
    }
  };

  it("counts in Redis while it is up, and /readyz says ok", async () => {
    expect((await signIn()).status).toBe(200);
    expect((await signIn("wrong-password")).status).toBe(401);
    expect(await countersInRedis()).toBeGreaterThan(0);
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "ok",
        database: { engine: database.engine, status: "ok" },
        storage: { kind: "disk", status: "ok" },
        redis: { status: "ok" },
        degraded: [],
      },
    });
    sender!.send({ type: "cache-clear" });
    await waitFor(() => heard.length === 1);
  });

  it("hung: sign-in waits at most the timeout, /readyz says degraded, the log says it once; then it recovers", async () => {
    redisProcess!.kill("SIGSTOP");
    // The first count waits for Redis REDIS_TIMEOUT_MS, then counts in the database; the next go there at once.
    const rule = { window: 60, max: 10 };
    let started = performance.now();
    expect(await rateLimitStorage.consume(`hung:${Date.now()}`, rule)).toEqual({ allowed: true, retryAfter: null });
    const first = performance.now() - started;
    expect(first).toBeGreaterThanOrEqual(REDIS_TIMEOUT_MS - 5);
    expect(first).toBeLessThan(REDIS_TIMEOUT_MS + 150);
    started = performance.now();
    await rateLimitStorage.peek(`hung:${Date.now()}`, rule);
    expect(performance.now() - started).toBeLessThan(100);
    // Sign-in answers as usual (the old code waited 15 s); password hashing on a busy machine takes its time.
    const attempts = [await signIn(), await signIn("wrong-password"), await signIn()];
    expect(attempts.map((attempt) => attempt.status)).toEqual([200, 401, 200]);
    expect(Math.max(...attempts.map((attempt) => attempt.ms))).toBeLessThan(3_000);
    const ready = await readyz();
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: "degraded", redis: { status: "unavailable" }, degraded: ["redis"] });
    expect(lines(warn, /^redis unavailable/)).toEqual([
      "redis unavailable (Command timed out): rate limits count in the database until it is back",
    ]);
    redisProcess!.kill("SIGCONT");
    await waitFor(async () => (await readyz()).body.status === "ok");
    expect(lines(info, /^redis back/)).toEqual(["redis back: rate limits count in Redis again"]);
  });

  it("killed: sign-in works, /readyz says degraded, one log line, the live bus goes through PostgreSQL or says it cannot", async () => {
    warn.mockClear();
    info.mockClear();
    liveLog.length = 0;
    await killRedis();
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await signIn(i === 2 ? "wrong-password" : PASSWORD));
    expect(attempts.map((attempt) => attempt.status)).toEqual([200, 200, 401, 200, 200, 200]);
    expect(Math.max(...attempts.map((attempt) => attempt.ms))).toBeLessThan(3_000);
    expect(await readyz()).toEqual({
      status: 200,
      body: {
        status: "degraded",
        database: { engine: database.engine, status: "ok" },
        storage: { kind: "disk", status: "ok" },
        redis: { status: "unavailable" },
        degraded: ["redis"],
      },
    });
    // Reconnection attempts go on meanwhile: still one line.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(lines(warn, /redis/i)).toEqual([
      expect.stringMatching(/^redis unavailable \(.+\): rate limits count in the database until it is back$/),
    ]);
    expect(consoleError.mock.calls.flat().join("\n")).not.toContain("Unhandled error event");
    heard.length = 0;
    sender!.send({ type: "bout", bout_id: "outage", event_id: 1 });
    // With DATABASE_URL the message reaches the other instance through PostgreSQL; on the embedded database there is
    // no second channel (nor a second instance): each transport says so once, and nothing arrives.
    const fallback = settings.DATABASE_URL
      ? "publishing through PostgreSQL until it is back"
      : "other instances will not hear this one's live events until it is back (no DATABASE_URL to fall back to)";
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toEqual(settings.DATABASE_URL ? [{ type: "bout", bout_id: "outage", event_id: 1 }] : []);
    expect(
      liveLog.filter((line) => /Redis unavailable/.test(line)).map((line) => line.replace(/\(.*?\)/, "(…)")),
    ).toEqual([
      `warn: live transport: Redis unavailable (…); ${fallback}`,
      `warn: live transport: Redis unavailable (…); ${fallback}`,
    ]);
  });

  it("back: counts in Redis again, /readyz says ok, the log says it once, the live bus is on Redis again", async () => {
    await startRedis();
    await waitFor(async () => (await readyz()).body.status === "ok");
    expect(lines(info, /^redis back/)).toEqual(["redis back: rate limits count in Redis again"]);
    await waitFor(() => liveLog.filter((line) => /Redis back/.test(line)).length === 2);
    expect((await signIn()).status).toBe(200);
    // The restarted Redis started empty: the sign-ins count there again.
    expect((await signIn("wrong-password")).status).toBe(401);
    expect(await countersInRedis()).toBeGreaterThan(0);
    heard.length = 0;
    sender!.send({ type: "bout", bout_id: "after", event_id: 2 });
    await waitFor(() => heard.some((message) => (message as { bout_id?: string }).bout_id === "after"));
  });
});
