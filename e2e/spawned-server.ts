// Extra production servers for tests that must own their process (kill it, restart it, run two at once).
// They run the same build as the Playwright web server (BUILD_DIR), on free loopback ports.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ADMIN } from "./admin-account.ts";

export const AUTH_SECRET = "c3Bhd25lZC1zZXJ2ZXItc2VjcmV0LWZvci1lMmUtdGVzdHMtb25seQ";
/** The PostgreSQL server tests may create databases on: CI sets both; locally either may be set. */
export const POSTGRES_URL = process.env.E2E_DATABASE_URL || process.env.DATABASE_URL || "";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(label: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `league-${label}-`));
}

export interface SpawnedServer {
  url: string;
  port: number;
  /** The DATA_DIR it was started with. */
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

/** Starts `server/prod.ts` with the test admin bootstrapped and waits for /healthz (or for it to die). */
export async function startServer(
  env: Record<string, string>,
  options: { port?: number; timeoutMs?: number } = {},
): Promise<SpawnedServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/prod.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      AUTH_SECRET,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown")),
  );
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server not healthy in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  return {
    url,
    port,
    dataDir: env.DATA_DIR ?? "",
    process: child,
    output: () => log,
    exited,
    stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A cookie header for the bootstrap admin, signed in on `url`. */
export async function adminCookie(url: string, credentials = ADMIN): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A fresh, empty PostgreSQL database; `drop()` removes it (connections forced out). */
export async function freshPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  // A database name is an identifier: labels like "russian-demo" become "russian_demo".
  const name = `league_${label.replace(/\W/g, "_")}_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}`);
      break;
    } catch (error) {
      // Another session copying template1 at the same moment: retry briefly.
      if (attempt >= 10 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
