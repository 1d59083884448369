// Starts the built production server on loopback for a benchmark and stops it afterwards.
import { spawn, type ChildProcess } from "node:child_process";

export interface BenchServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `output: "pipe"` hands the server's stdout to the caller (e.g. to read its log). */
export async function startServer(
  env: Record<string, string | undefined>,
  port = 3900,
  output: "inherit" | "pipe" = "inherit",
): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/prod.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      AUTH_SECRET: "YmVuY2gtb25seS1zZWNyZXQtbm90LWZvci1wcm9kdWN0aW9u",
      ...env,
    },
    stdio: ["ignore", output, "inherit"],
  });
  // The first start on a big data folder applies migrations (index builds), which takes a while.
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error("server did not become healthy in 600 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
