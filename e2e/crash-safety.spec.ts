// Crash safety on both engines: SIGKILL in the middle of a burst of admin writes, restart on the same
// data, and every acknowledged write is there; SIGTERM lets a request in progress finish and closes
// the database cleanly. Each test runs its own server processes.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import {
  adminCookie,
  freshPostgresDatabase,
  POSTGRES_URL,
  startServer,
  tempDataDir,
  type SpawnedServer,
} from "./spawned-server";

const ENGINES = ["pglite", "postgres"] as const;

async function dataFor(
  engine: (typeof ENGINES)[number],
): Promise<{ env: Record<string, string>; dataDir: string; drop(): Promise<void> }> {
  const dataDir = tempDataDir(`crash-${engine}`);
  if (engine === "pglite") return { env: { DATA_DIR: dataDir, SEED_DEMO: "false" }, dataDir, drop: async () => {} };
  const database = await freshPostgresDatabase("crash");
  return { env: { DATA_DIR: dataDir, SEED_DEMO: "false", DATABASE_URL: database.url }, dataDir, drop: database.drop };
}

async function createNews(server: SpawnedServer, cookie: string, title: string, body?: BodyInit) {
  const response = await fetch(`${server.url}/api/v1/news`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" },
    body: body ?? JSON.stringify({ title, content: `Written during the crash test: ${title}` }),
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return response;
}

for (const engine of ENGINES) {
  test.describe(`crash safety on ${engine}`, () => {
    test.describe.configure({ mode: "serial" });
    test.skip(engine === "postgres" && !POSTGRES_URL, "needs E2E_DATABASE_URL or DATABASE_URL");

    test("SIGKILL mid-burst: the restart opens cleanly and every acknowledged write is there", async () => {
      test.setTimeout(400_000);
      const data = await dataFor(engine);
      let server = await startServer(data.env);
      try {
        const cookie = await adminCookie(server.url);
        const acknowledged: string[] = [];
        let attempted = 0;
        const burst = { stop: false };
        const writer = async (worker: number) => {
          for (let i = 0; !burst.stop; i++) {
            attempted += 1;
            try {
              const response = await createNews(server, cookie, `Crash ${worker}-${i}`);
              if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
            } catch {
              // The connection died with the process: this write was never acknowledged.
              return;
            }
          }
        };
        const writers = Array.from({ length: 8 }, (_, worker) => writer(worker));
        await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(30);
        server.process.kill("SIGKILL");
        await server.exited;
        burst.stop = true;
        await Promise.all(writers);
        if (engine === "pglite") {
          // The lock names a process that no longer exists: it must not block the restart.
          const lock = path.join(data.dataDir, "pglite.lock");
          expect(fs.existsSync(lock)).toBe(true);
          expect(Number(fs.readFileSync(lock, "utf8"))).toBe(server.process.pid);
        }

        server = await startServer(data.env);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        const missing: string[] = [];
        for (const id of acknowledged)
          if ((await fetch(`${server.url}/api/v1/news/${id}`)).status !== 200) missing.push(id);
        const total = ((await (await fetch(`${server.url}/api/v1/news?limit=1`)).json()) as { total: number }).total;
        console.log(
          `[crash ${engine}] attempted ${attempted}, acknowledged ${acknowledged.length}, found ${acknowledged.length - missing.length}, stored ${total}`,
        );
        expect(missing).toEqual([]);
        // Writes in flight at the kill may have landed unacknowledged, but none beyond what was attempted.
        expect(total).toBeGreaterThanOrEqual(acknowledged.length);
        expect(total).toBeLessThanOrEqual(attempted);
      } finally {
        await server.stop("SIGKILL");
        await data.drop();
      }
    });

    test("SIGTERM: a request in progress completes, the process exits 0, the database closes cleanly", async () => {
      test.setTimeout(400_000);
      const data = await dataFor(engine);
      let server = await startServer(data.env);
      try {
        const cookie = await adminCookie(server.url);
        // A request whose body is still arriving when the signal comes.
        const encoder = new TextEncoder();
        let push!: (text: string | null) => void;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => (text === null ? controller.close() : controller.enqueue(encoder.encode(text)));
          },
        });
        const inFlight = createNews(server, cookie, "", body);
        push('{"title":"Drained on SIGTERM",');
        await new Promise((resolve) => setTimeout(resolve, 500));
        server.process.kill("SIGTERM");
        await new Promise((resolve) => setTimeout(resolve, 500));
        // The server stopped taking new connections but still answers the one in progress.
        await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
        expect(server.process.exitCode).toBeNull();
        push('"content":"The body finished after the signal."}');
        push(null);
        const response = await inFlight;
        expect(response.status).toBe(201);
        const { id } = (await response.json()) as { id: string };
        expect(await server.exited).toBe(0);
        if (engine === "pglite") expect(fs.existsSync(path.join(data.dataDir, "pglite.lock"))).toBe(false);

        server = await startServer(data.env);
        expect(server.output()).not.toMatch(/recover|corrupt|invalid record/i);
        expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
        expect(((await (await fetch(`${server.url}/api/v1/news/${id}`)).json()) as { title: string }).title).toBe(
          "Drained on SIGTERM",
        );
      } finally {
        await server.stop("SIGKILL");
        await data.drop();
      }
    });
  });
}
