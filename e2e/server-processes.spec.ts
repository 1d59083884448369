// SERVER_PROCESSES (issue 34): one server as several processes on one port (node:cluster), each a whole instance on
// one PostgreSQL. The pages answer from every process, a process that dies is replaced while the others keep serving,
// SIGTERM stops them all, and the embedded database refuses more than one process.
import fs from "node:fs";
import { expect, test } from "./fixtures";
import { freshPostgresDatabase, POSTGRES_URL, startServer, tempDataDir, type SpawnedServer } from "./spawned-server";

/** The processes whose parent is `pid` (Linux /proc: the parent is the 2nd field after the command). */
function children(pid: number): number[] {
  return fs.readdirSync("/proc").flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      return Number(fields[1]) === pid ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

async function waitFor(check: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("the embedded database refuses SERVER_PROCESSES above 1, naming the setting", async () => {
  const started = startServer(
    { DATA_DIR: tempDataDir("processes-pglite"), SERVER_PROCESSES: "2" },
    { timeoutMs: 20_000 },
  );
  await expect(started).rejects.toThrow(
    "SERVER_PROCESSES: SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database belongs to one process.",
  );
});

test("several processes whose first cannot start stop with it instead of restarting it", async () => {
  test.skip(!POSTGRES_URL, "several processes need PostgreSQL (E2E_DATABASE_URL or DATABASE_URL)");
  const missing = Object.assign(new URL(POSTGRES_URL), { pathname: "/league_no_such_database" }).toString();
  const started = startServer(
    { DATA_DIR: tempDataDir("processes-missing"), DATABASE_URL: missing, SERVER_PROCESSES: "2", LOG_LEVEL: "info" },
    { timeoutMs: 30_000 },
  );
  await expect(started).rejects.toThrow(/server exited \(1\)[\s\S]*exited \(1\) before serving: stopping/);
});

test.describe("two server processes on one PostgreSQL", () => {
  test.skip(!POSTGRES_URL, "several processes need PostgreSQL (E2E_DATABASE_URL or DATABASE_URL)");
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await freshPostgresDatabase("processes");
    server = await startServer({
      DATA_DIR: tempDataDir("processes"),
      DATABASE_URL: database.url,
      SERVER_PROCESSES: "2",
      LOG_LEVEL: "info",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("serve from both, replace one killed with SIGKILL while the other answers, and stop together", async () => {
    test.setTimeout(120_000);
    const primary = server.process.pid!;
    /** The processes that have logged that they listen. */
    const serving = () =>
      [...server.output().matchAll(/"pid":(\d+)[^\n]*"msg":"serving on /g)].map((m) => Number(m[1]));
    await waitFor(
      () => children(primary).length === 2 && children(primary).every((pid) => serving().includes(pid)),
      "two server processes listening",
    );
    // The first process loaded the demo before the second started: one league, not two.
    // Every request on a connection of its own: a kept-alive one would belong to whichever process accepted it.
    const get = (path: string) =>
      fetch(`${server.url}${path}`, { headers: { Connection: "close" } }).catch((error: Error) => {
        throw new Error(`GET ${path}: ${String(error.cause ?? error)}\n${server.output()}`);
      });
    const teams = (await (await get("/api/v1/teams")).json()) as { items: unknown[] };
    expect(teams.items.length).toBeGreaterThan(0);
    const names = new Set(teams.items.map((team) => (team as { name: string }).name));
    expect(names.size).toBe(teams.items.length);

    const [first, second] = children(primary) as [number, number];
    // 40 pages at once, spread over both processes, all answered.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => get(`${i % 2 ? "/ru" : ""}/teams`).then((response) => response.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);

    process.kill(first, "SIGKILL");
    // While it is gone the other one answers; the supervisor starts a replacement.
    for (let i = 0; i < 10; i++) {
      expect((await get("/events")).status).toBe(200);
    }
    await waitFor(() => {
      const now = children(primary);
      return (
        now.length === 2 && !now.includes(first) && now.includes(second) && now.every((pid) => serving().includes(pid))
      );
    }, "a replacement process, listening");
    expect(server.output()).toMatch(new RegExp(`server process ${first} exited \\(SIGKILL\\): starting another`));

    const workers = children(primary);
    expect(await server.stop("SIGTERM")).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});
