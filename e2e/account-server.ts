// A second app server for the tests that need their own settings (tight rate limits, an OAuth provider on
// loopback, short-lived API tokens, a missing AUTH_SECRET). It runs the same build as the main e2e server.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

export const AUTH_SECRET = "c2Vjb25kLXNlcnZlci1zZWNyZXQtZm9yLWUyZS10ZXN0cy1vbmx5";

export interface SpawnedServer {
  process: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
  stop: () => Promise<void>;
}

export function spawnServer(env: Record<string, string>): SpawnedServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "league-e2e-accounts-"));
  const child = spawn(process.execPath, ["server/prod.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return {
    process: child,
    output: () => output,
    exited,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitUntilHealthy(url: string, server: SpawnedServer, timeoutMs = 170_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export interface FakeIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * A minimal OAuth 2.0 provider on loopback: /authorize approves at once and redirects back with a code,
 * /token swaps it for an access token, /userinfo says who that token belongs to (`identity`, set by the test).
 */
export async function startFakeOAuthProvider(port: number) {
  const state = {
    identity: { sub: "fake-1", email: "fake@e2e.test", name: "Fake User" } as FakeIdentity,
    codes: new Map<string, FakeIdentity>(),
    tokens: new Map<string, FakeIdentity>(),
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, `http://127.0.0.1:${port}`);
    if (url.pathname === "/authorize") {
      const code = `code-${Math.random().toString(36).slice(2)}`;
      state.codes.set(code, state.identity);
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { Location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const identity = state.codes.get(new URLSearchParams(body).get("code") ?? "");
        if (!identity)
          return void response
            .writeHead(400, { "Content-Type": "application/json" })
            .end(JSON.stringify({ error: "invalid_grant" }));
        const token = `token-${Math.random().toString(36).slice(2)}`;
        state.tokens.set(token, identity);
        response.writeHead(200, { "Content-Type": "application/json" }).end(
          JSON.stringify({
            access_token: token,
            token_type: "Bearer",
            expires_in: 3600,
            scope: "openid email profile",
          }),
        );
      });
      return;
    }
    if (url.pathname === "/userinfo") {
      const identity = state.tokens.get((request.headers.authorization ?? "").replace(/^Bearer /, ""));
      if (!identity) return void response.writeHead(401).end();
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ id: identity.sub, ...identity, email_verified: true }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
