import { describe, expect, it } from "vitest";
import { parseSettings } from "./env.server.ts";

describe("settings", () => {
  it("has working defaults for the quick start", () => {
    const settings = parseSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.DATA_DIR).toBe("./data");
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.SEED_DEMO).toBe(true);
  });

  it("names the bad setting", () => {
    expect(() => parseSettings({ PORT: "not-a-port" })).toThrow(/PORT/);
    expect(() => parseSettings({ DATABASE_URL: "nonsense" })).toThrow(/DATABASE_URL/);
    expect(() => parseSettings({ LEAGUE_EMAIL: "nobody" })).toThrow(/LEAGUE_EMAIL/);
  });

  it("requires a secret and a public URL in production", () => {
    expect(() => parseSettings({ NODE_ENV: "production", PUBLIC_URL: "https://league.example" })).toThrow("AUTH_SECRET is required.");
    expect(() => parseSettings({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toThrow(/PUBLIC_URL/);
    expect(parseSettings({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), PUBLIC_URL: "https://league.example" }).NODE_ENV).toBe("production");
  });
});
