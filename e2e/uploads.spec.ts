// Uploads on a server of their own (its own data and a small upload limit): the content decides, not the
// name or the MIME header; over 5 MB is 413 before the body is read; images are re-encoded and stripped;
// the server names the file; and each user has an upload rate limit.
import http from "node:http";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { adminCookie, startServer, tempDataDir, type SpawnedServer } from "./spawned-server";

const LIMIT = 12;
test.describe.configure({ mode: "serial" });

let server: SpawnedServer;
let cookie: string;
/** Upload attempts that reached the handler (each counts against the limit). */
let counted = 0;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({
    DATA_DIR: tempDataDir("uploads"),
    UPLOAD_RATE_LIMIT: `${LIMIT}/600`,
    SEED_DEMO: "false",
  });
  cookie = await adminCookie(server.url);
});
test.afterAll(async () => {
  await server?.stop();
});

async function upload(
  bytes: Uint8Array | Buffer,
  name = "poster.jpg",
  type = "image/jpeg",
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  counted += 1;
  const response = await fetch(`${server.url}/api/v1/uploads`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie, Origin: server.url },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const photo = () =>
  sharp({ create: { width: 640, height: 360, channels: 3, background: "#2e86c1" } })
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "Camera person" } })
    .jpeg({ quality: 95 })
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#c0392b" } })
    .gif()
    .toBuffer();

test("SVG, HTML, polyglots and truncated images are refused, whatever their name and type say", async () => {
  const jpeg = await photo();
  const cases: [string, Uint8Array | Buffer, string, string][] = [
    [
      "svg",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
      "logo.png",
      "image/png",
    ],
    [
      "html",
      Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>"),
      "photo.jpg",
      "image/jpeg",
    ],
    [
      "gif polyglot",
      Buffer.concat([await gif(), Buffer.from("<html><script>alert(1)</script></html>")]),
      "anim.gif",
      "image/gif",
    ],
    [
      "jpeg header + script",
      Buffer.concat([jpeg.subarray(0, 20), Buffer.from("<script>alert(1)</script>")]),
      "photo.jpg",
      "image/jpeg",
    ],
    ["truncated jpeg", jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), "photo.jpg", "image/jpeg"],
  ];
  for (const [label, bytes, name, type] of cases) {
    const response = await upload(bytes, name, type);
    expect(response.status, label).toBe(400);
    expect(String(response.body.error), label).toMatch(/^The (file is not an image|image could not be read)\.$/);
  }
});

/**
 * POSTs chunks with Node's own client and answers as soon as the response's head arrives, however much of the body
 * is still unsent: the server answers early and stops reading, and fetch() fails the request when the server then
 * closes the socket under the rest of the upload. `sent` is how much had been written when the answer came.
 */
function earlyAnswer(headers: Record<string, string>, chunks: () => Uint8Array | null) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(`${server.url}/api/v1/uploads`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      const status = response.statusCode ?? 0;
      const at = sent;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (text: string) => (body += text));
      response.on("end", () => resolve({ status, body, sent: at }));
      response.on("error", () => resolve({ status, body, sent: at }));
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    // Writes until the socket's buffer is full, then again on "drain"; stops once the answer is in.
    const pump = () => {
      for (;;) {
        if (answered) return;
        const chunk = chunks();
        if (!chunk) return void request.end();
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
    };
    pump();
  });
}

test("over 5 MB answers 413, with a Content-Length and when streamed without one", async () => {
  const big = new Uint8Array(5 * 1024 * 1024 + 200 * 1024).fill(7);
  const form = new FormData();
  form.append("file", new Blob([big], { type: "image/jpeg" }), "big.jpg");
  const encoded = new Request(server.url, { method: "POST", body: form });
  let whole: Uint8Array | null = new Uint8Array(await encoded.arrayBuffer());
  const declared = await earlyAnswer(
    { "Content-Type": encoded.headers.get("content-type")!, "Content-Length": String(whole.length) },
    () => {
      const chunk = whole;
      whole = null;
      return chunk;
    },
  );
  expect(declared.status).toBe(413);
  expect(JSON.parse(declared.body)).toEqual({ error: "The image is larger than 5 MB." });

  // Chunked, no Content-Length: the limit is enforced while reading, so the answer comes long before a 100 MB stream
  // ends (what was sent by then is the 5 MB read plus what the sockets' buffers hold).
  const chunk = new Uint8Array(256 * 1024).fill(1);
  let streamedBytes = 0;
  const streamed = await earlyAnswer({ "Content-Type": "multipart/form-data; boundary=x" }, () => {
    if (streamedBytes >= 100 * 1024 * 1024) return null;
    streamedBytes += chunk.length;
    return chunk;
  });
  expect(streamed.status).toBe(413);
  expect(streamed.sent).toBeLessThan(50 * 1024 * 1024);
});

test("images are re-encoded: new bytes, no metadata, served as an image with nosniff", async () => {
  const original = await photo();
  const response = await upload(original, "camera.jpg", "image/jpeg");
  expect(response.status).toBe(201);
  const served = await fetch(`${server.url}${String(response.body.url)}`);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  const bytes = Buffer.from(await served.arrayBuffer());
  expect(bytes.equals(original)).toBe(false);
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: 640, height: 360 });
  expect(meta.exif).toBeUndefined();
  expect(bytes.includes("secret-owner")).toBe(false);
});

test("the storage key never comes from the client: name, type and extra fields are ignored", async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const response = await upload(png, "../../../etc/evil.html", "text/html", {
    key: "../../evil.html",
    path: "/tmp/evil",
    bucket: "other",
  });
  expect(response.status).toBe(201);
  const session = (await (
    await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookie } })
  ).json()) as { user: { id: string } };
  expect(response.body.bucket).toBe("tournament-images");
  expect(response.body.key).toMatch(new RegExp(`^${session.user.id}/\\d+\\.jpg$`));
  expect(String(response.body.url)).toBe(`/files/tournament-images/${String(response.body.key)}`);
  expect(response.body.content_type).toBe("image/jpeg");
});

test(`at most ${LIMIT} uploads per user per window: then 429 with Retry-After`, async () => {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
  while (counted < LIMIT) expect((await upload(png, "ok.png", "image/png")).status).toBe(201);
  const limited = await upload(png, "ok.png", "image/png");
  expect(limited.status).toBe(429);
  expect(limited.body).toEqual({ error: "Too many uploads: try again later." });
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(500);
  expect(retryAfter).toBeLessThanOrEqual(600);
});
