// /files answers a malformed percent-encoding with 400 (it was a 500: decodeURIComponent's URIError).
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { files } from "./files.server.ts";

const app = new Hono().route("/files", files);

describe("GET /files with a malformed percent-encoding", () => {
  it.each(["%E0%A4%A.jpg", "%ZZ.jpg", "%c0%ae%c0%ae/x.jpg", "a%.png"])("answers 400 for %s", async (key) => {
    const response = await app.request(`/files/tournament-images/${key}`);
    expect(response.status).toBe(400);
  });

  it("still answers 404 for a well-formed name that is not there", async () => {
    expect((await app.request("/files/tournament-images/no-such%20file.jpg")).status).toBe(404);
  });
});
