// Two app processes on one PostgreSQL database and one S3-compatible store (s3rver on loopback): a session
// made on one works on the other, an image uploaded through one is seen and served through the other,
// and rate-limit counters are shared.
import fs from "node:fs";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { ADMIN } from "./admin-account";
import {
  adminCookie,
  freePort,
  freshPostgresDatabase,
  POSTGRES_URL,
  startServer,
  tempDataDir,
  type SpawnedServer,
} from "./spawned-server";

test.describe.configure({ mode: "serial" });
test.skip(!POSTGRES_URL, "needs E2E_DATABASE_URL or DATABASE_URL");

const BUCKET = "league";
let s3: S3rver;
let s3Url: string;
let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let a: SpawnedServer;
let b: SpawnedServer;

test.beforeAll(async () => {
  test.setTimeout(400_000);
  const s3Dir = tempDataDir("s3");
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
  database = await freshPostgresDatabase("two");
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: "false",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3Url,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_PUBLIC_URL: `${s3Url}/${BUCKET}`,
    S3_FORCE_PATH_STYLE: "true",
    UPLOAD_RATE_LIMIT: "3/600",
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_AUTH_MAX: "100",
    RATE_LIMIT_ACCOUNT_MAX: "3",
  };
  // The first applies the migrations; the second starts on the migrated database.
  a = await startServer({ ...env, DATA_DIR: tempDataDir("instance-a") });
  b = await startServer({ ...env, DATA_DIR: tempDataDir("instance-b") });
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  await s3?.close();
});

test("both instances are ready on the shared database and store", async () => {
  for (const server of [a, b]) {
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as {
      status: string;
      database: { engine: string };
      storage: { kind: string; status: string };
    };
    expect(ready).toMatchObject({
      status: "ok",
      database: { engine: "postgres" },
      storage: { kind: "s3", status: "ok" },
    });
  }
});

test("a session made on one instance works on the other", async () => {
  const cookie = await adminCookie(a.url);
  const session = (await (await fetch(`${b.url}/api/auth/get-session`, { headers: { Cookie: cookie } })).json()) as {
    user: { email: string };
  };
  expect(session.user.email).toBe(ADMIN.email);
  const created = await fetch(`${b.url}/api/v1/news`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: b.url, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Written through B", content: "With a session from A." }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect(((await (await fetch(`${a.url}/api/v1/news/${id}`)).json()) as { title: string }).title).toBe(
    "Written through B",
  );
});

test("an image uploaded through A is in the store, referenced through B and served", async () => {
  const cookie = await adminCookie(a.url);
  const form = new FormData();
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#8e44ad" } })
    .png()
    .toBuffer();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "poster.png");
  const uploaded = await fetch(`${a.url}/api/v1/uploads`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: a.url },
  });
  expect(uploaded.status).toBe(201);
  const { url, key } = (await uploaded.json()) as { url: string; key: string };
  expect(url).toBe(`${s3Url}/${BUCKET}/tournament-images/${key}`);

  const tournament = await fetch(`${a.url}/api/v1/tournaments`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: a.url, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "Two instance cup",
      event_date: "2031-03-01T18:00",
      location_city: "Oslo",
      location_country: "Norway",
      image_url: url,
    }),
  });
  expect(tournament.status).toBe(201);
  const { id } = (await tournament.json()) as { id: string };
  expect(((await (await fetch(`${b.url}/api/v1/tournaments/${id}`)).json()) as { image_url: string }).image_url).toBe(
    url,
  );
  const page = await (await fetch(`${b.url}/tournament/${id}`)).text();
  expect(page).toContain(url);
  const served = await fetch(url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("jpeg");
  // Nothing went to either instance's own disk.
  for (const server of [a, b])
    expect(fs.existsSync(path.join(server.dataDir, "files", "tournament-images"))).toBe(false);
});

test("rate limits are shared: uploads counted on A refuse the next on B; sign-in failures on A lock the account on B", async () => {
  const cookie = await adminCookie(a.url);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#111" } })
    .png()
    .toBuffer();
  const upload = (server: SpawnedServer) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "x.png");
    return fetch(`${server.url}/api/v1/uploads`, {
      method: "POST",
      body: form,
      headers: { Cookie: cookie, Origin: server.url },
    });
  };
  // One upload was made in the previous test; the limit is 3 per 10 minutes.
  expect((await upload(a)).status).toBe(201);
  expect((await upload(a)).status).toBe(201);
  const limited = await upload(b);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

  const wrong = (server: SpawnedServer) =>
    fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: "victim@e2e.test", password: "not-the-password" }),
    });
  for (let attempt = 0; attempt < 3; attempt++) expect((await wrong(a)).status).not.toBe(429);
  const locked = await wrong(b);
  expect(locked.status).toBe(429);
  expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
});
