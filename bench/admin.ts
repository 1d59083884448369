// npm run bench:admin: the admin's sections at league size. Seed first, e.g.
//   DATA_DIR=/tmp/league-100k npm run seed -- --athletes 100000 --tournaments 5000 --news 10000
//   BENCH_DATA_DIR=/tmp/league-100k npm run build && BENCH_DATA_DIR=/tmp/league-100k npm run bench:admin
// Starts the built server on that data with the page cache off, signs in as an admin and requests each section
// (first page, a search, a sort, a deep page) one request at a time; prints HTML size and p50/p99 latency.
// Options via env: BENCH_DATA_DIR / BENCH_DATABASE_URL (the data), BENCH_REQUESTS (per target, default 40).
import { startServer } from "./server.ts";

const requests = Number(process.env.BENCH_REQUESTS ?? 40);
const dataDir = process.env.BENCH_DATA_DIR;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";
if (!dataDir && !databaseUrl) {
  console.error("Set BENCH_DATA_DIR (PGlite) or BENCH_DATABASE_URL (PostgreSQL) to a seeded database.");
  process.exit(1);
}
const admin = { email: "bench-admin@example.com", password: "bench-admin-password-1" };

// Each section: its first page, a search, another sort and a page deep in the list.
const TARGETS = [
  "/admin/tournaments",
  "/admin/tournaments?q=cup",
  "/admin/tournaments?sort=title",
  "/admin/tournaments?page=150",
  "/admin/news",
  "/admin/news?q=league",
  "/admin/news?sort=title&dir=desc",
  "/admin/news?page=300",
  "/admin/teams",
  "/admin/teams?q=team",
  "/admin/teams?sort=updated",
  "/admin/athletes",
  "/admin/athletes?q=ivan",
  "/admin/athletes?q=kaz",
  "/admin/athletes?sort=name",
  "/admin/athletes?page=2000",
  "/admin/athletes?sort=name&page=3999",
  "/admin/sponsors",
  "/admin/audit",
  "/ru/admin/athletes?sort=updated&page=1000",
];

const server = await startServer(
  {
    DATA_DIR: dataDir ?? "",
    DATABASE_URL: databaseUrl,
    PAGE_CACHE_SECONDS: "0",
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  },
  3202,
);
try {
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

  console.log(
    `\ndata: ${databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`}; ${requests} sequential requests per target, page cache off`,
  );
  console.log("target                                        html KB   p50 ms   p99 ms");
  let worst = { bytes: 0, p99: 0 };
  for (const target of TARGETS) {
    const times: number[] = [];
    let bytes = 0;
    // Two warm-up requests (first use of a plan, of the code path) are not counted.
    for (let i = 0; i < requests + 2; i++) {
      const started = performance.now();
      const response = await fetch(server.url + target, { headers: { Cookie: cookie }, redirect: "manual" });
      const body = await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${target}: ${response.status}`);
      if (i >= 2) times.push(performance.now() - started);
      bytes = body.byteLength;
    }
    times.sort((a, b) => a - b);
    const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
    worst = { bytes: Math.max(worst.bytes, bytes), p99: Math.max(worst.p99, p99) };
    console.log(
      `${target.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(8)} ${p50.toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)}`,
    );
  }
  console.log(
    `\nlargest page ${(worst.bytes / 1024).toFixed(1)} KB (target ≤ 250 KB), worst p99 ${worst.p99.toFixed(0)} ms (target ≤ 300 ms)`,
  );
} finally {
  await server.stop();
}
