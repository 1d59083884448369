import { describe, expect, it } from "vitest";
import { api } from "./api.server.ts";

describe("the API's own 404", () => {
  it("answers JSON for a path it does not have, in any method", async () => {
    for (const [path, method] of [
      ["/no-such-thing", "GET"],
      ["/team-matches", "GET"],
      ["/tournaments/x/y/z", "POST"],
    ] as const) {
      const response = await api.request(path, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });

  it("still serves what it has", async () => {
    expect((await api.request("/openapi.json")).status).toBe(200);
  });
});

describe("a bad query", () => {
  it("is refused with the field's message in the caller's language", async () => {
    const english = await api.request("/athletes?limit=1000");
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      error: "Invalid query",
      fields: { limit: "Too big: expected number to be <=100" },
    });
    const russian = await api.request("/standings?season=abc", { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } });
    expect(russian.status).toBe(400);
    expect(await russian.json()).toEqual({
      error: "Invalid query",
      fields: { season: "Неверный ввод: ожидалось число, получено NaN" },
    });
  });
});

describe("an upload from a stranger", () => {
  it("is refused (401) before its body is read", async () => {
    let pulled = 0;
    const piece = new Uint8Array(64 * 1024).fill(120);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 4 * 1024 * 1024) return controller.close();
        pulled += piece.byteLength;
        controller.enqueue(piece);
      },
    });
    const response = await api.request("/uploads", {
      method: "POST",
      body,
      duplex: "half",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not authenticated" });
    // A stream pulls a piece or two ahead of its reader; the 4 MB were never read.
    expect(pulled).toBeLessThanOrEqual(2 * piece.byteLength);
  });
});
