// Request bodies are bounded while they stream: a chunked body (no Content-Length) past the limit is 413 in the
// caller's language without being read to its end; a body within the limit reaches the route whole.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { ADMIN_BODY_LIMIT, bodyLimitFor, createBodyLimits, DRAIN_LIMIT, FORM_BODY_LIMIT } from "./body-limit.server.ts";

const app = new Hono();
// The test's "session": a header; the server asks better-auth for the session and the role.
app.use(createBodyLimits(async (request) => request.headers.get("x-test-admin") === "yes"));
app.post("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`));

/** A chunked body of `total` bytes in 64 KB pieces; counts how many bytes the server pulled. */
function chunked(total: number) {
  const sent = { bytes: 0 };
  const piece = new Uint8Array(64 * 1024).fill(120);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes >= total) return controller.close();
      sent.bytes += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, sent };
}

describe("body limits", () => {
  it("answers a 50 MB chunked form post 413 in the page's language after reading little more than the limit", async () => {
    const { stream, sent } = chunked(50 * 1024 * 1024);
    const response = await app.request("/ru/lang", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.text()).toBe("Запрос слишком большой (здесь можно не больше 512 КБ).");
    expect(sent.bytes).toBeLessThan(FORM_BODY_LIMIT + 256 * 1024);
  });

  it("answers the API in JSON, in the caller's language, from the declared length alone", async () => {
    const response = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      body: "x",
      headers: { "Content-Length": String(FORM_BODY_LIMIT + 1), "Accept-Language": "en" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The request is too large (the limit here is 512 KB)." });
  });

  it("passes a chunked body within the limit through whole", async () => {
    const { stream } = chunked(256 * 1024);
    const response = await app.request("/lang", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(await response.text()).toBe(`read ${256 * 1024}`);
  });

  it("gives the admin's larger limit to admins only: a stranger's 3 MB post to /admin is 413 within the form limit", async () => {
    const stranger = chunked(3 * 1024 * 1024);
    const refused = await app.request("/admin/athletes", {
      method: "POST",
      body: stranger.stream,
      duplex: "half",
    } as RequestInit);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe("The request is too large (the limit here is 512 KB).");
    expect(stranger.sent.bytes).toBeLessThan(FORM_BODY_LIMIT + 256 * 1024);
    const declared = await app.request("/admin", {
      method: "POST",
      body: "x",
      headers: { "Content-Length": String(FORM_BODY_LIMIT + 1) },
    });
    expect(declared.status).toBe(413);
    const admin = chunked(3 * 1024 * 1024);
    const taken = await app.request("/admin/athletes", {
      method: "POST",
      body: admin.stream,
      headers: { "x-test-admin": "yes" },
      duplex: "half",
    } as RequestInit);
    expect(await taken.text()).toBe(`read ${3 * 1024 * 1024}`);
  });

  it("over a real socket: a 2 MB JSON body written whole gets its 413 on a kept connection; a 20 MB one is cut off", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    /** Writes the whole body (as fetch and Playwright do) before reading; answers the status or the socket's error. */
    const post = (bytes: number, declared = bytes) =>
      new Promise<{ status?: number; connection?: string; body?: string; error?: string }>((resolve) => {
        const request = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/api/v1/bouts",
            headers: { "Content-Type": "application/json", "Content-Length": String(declared) },
          },
          (response) => {
            let body = "";
            response.on("data", (chunk) => (body += chunk));
            response.on("end", () =>
              resolve({ status: response.statusCode, connection: response.headers.connection, body }),
            );
          },
        );
        request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
        request.end(Buffer.alloc(bytes, 120));
      });
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        const drained = await post(2 * 1024 * 1024);
        expect(drained).toEqual({
          status: 413,
          connection: "keep-alive",
          body: JSON.stringify({ error: "The request is too large (the limit here is 512 KB)." }),
        });
      }
      const refused = await post(64 * 1024, DRAIN_LIMIT + 1);
      expect(refused).toMatchObject({ status: 413, connection: "close" });
    } finally {
      server.close();
    }
  });

  it("gives the admin (CSV import) and the upload their own limits", () => {
    expect(bodyLimitFor("/admin")).toBe(ADMIN_BODY_LIMIT);
    expect(bodyLimitFor("/ru/admin/athletes.data")).toBe(ADMIN_BODY_LIMIT);
    expect(bodyLimitFor("/administrator")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimitFor("/api/v1/uploads")).toBeNull();
    expect(bodyLimitFor("/api/v1/tournaments")).toBe(FORM_BODY_LIMIT);
  });
});
