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

  it("runs the live round clock at real time unless LIVE_CLOCK_FACTOR says a positive number", () => {
    expect(parseSettings({}).LIVE_CLOCK_FACTOR).toBe(1);
    expect(parseSettings({ LIVE_CLOCK_FACTOR: "20" }).LIVE_CLOCK_FACTOR).toBe(20);
    expect(parseSettings({ LIVE_CLOCK_FACTOR: "0.5" }).LIVE_CLOCK_FACTOR).toBe(0.5);
    expect(() => parseSettings({ LIVE_CLOCK_FACTOR: "0" })).toThrow(/LIVE_CLOCK_FACTOR/);
    expect(() => parseSettings({ LIVE_CLOCK_FACTOR: "-2" })).toThrow(/LIVE_CLOCK_FACTOR/);
    expect(() => parseSettings({ LIVE_CLOCK_FACTOR: "fast" })).toThrow(/LIVE_CLOCK_FACTOR/);
  });

  it("has the live win chance on unless a benchmark switches it off (LIVE_WIN_CHANCE=false)", () => {
    expect(parseSettings({}).LIVE_WIN_CHANCE).toBe(true);
    expect(parseSettings({ LIVE_WIN_CHANCE: "false" }).LIVE_WIN_CHANCE).toBe(false);
    expect(() => parseSettings({ LIVE_WIN_CHANCE: "no" })).toThrow(/LIVE_WIN_CHANCE/);
  });

  it("runs one server process unless SERVER_PROCESSES says more, and more only on PostgreSQL", () => {
    expect(parseSettings({}).SERVER_PROCESSES).toBe(1);
    const url = "postgres://postgres@127.0.0.1:5432/league";
    expect(parseSettings({ SERVER_PROCESSES: "2", DATABASE_URL: url }).SERVER_PROCESSES).toBe(2);
    expect(() => parseSettings({ SERVER_PROCESSES: "2" })).toThrow(
      "SERVER_PROCESSES above 1 needs DATABASE_URL: the embedded database belongs to one process.",
    );
    for (const bad of ["0", "1.5", "65", "many"])
      expect(() => parseSettings({ SERVER_PROCESSES: bad, DATABASE_URL: url })).toThrow(/SERVER_PROCESSES/);
  });

  it("requires a secret and a public URL in production", () => {
    expect(() => parseSettings({ NODE_ENV: "production", PUBLIC_URL: "https://league.example" })).toThrow(
      "AUTH_SECRET is required.",
    );
    expect(() => parseSettings({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toThrow(/PUBLIC_URL/);
    expect(
      parseSettings({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), PUBLIC_URL: "https://league.example" })
        .NODE_ENV,
    ).toBe("production");
  });
});

describe("ID-token test issuer", () => {
  it("is off by default", () => {
    const settings = parseSettings({});
    expect(settings.ID_TOKEN_TEST_ISSUER).toBeUndefined();
    expect(settings.ID_TOKEN_TEST_JWKS_URL).toBeUndefined();
  });

  it("accepts loopback addresses only, and both settings together", () => {
    const both = {
      ID_TOKEN_TEST_ISSUER: "http://127.0.0.1:9999",
      ID_TOKEN_TEST_JWKS_URL: "http://localhost:9999/jwks",
    };
    expect(parseSettings(both).ID_TOKEN_TEST_JWKS_URL).toBe("http://localhost:9999/jwks");
    expect(() => parseSettings({ ...both, ID_TOKEN_TEST_ISSUER: "https://accounts.example.com" })).toThrow(
      /ID_TOKEN_TEST_ISSUER: Must be a loopback address/,
    );
    expect(() => parseSettings({ ...both, ID_TOKEN_TEST_JWKS_URL: "https://keys.example.com/jwks" })).toThrow(
      /ID_TOKEN_TEST_JWKS_URL: Must be a loopback address/,
    );
    expect(() => parseSettings({ ID_TOKEN_TEST_ISSUER: both.ID_TOKEN_TEST_ISSUER })).toThrow(
      "ID_TOKEN_TEST_ISSUER and ID_TOKEN_TEST_JWKS_URL go together.",
    );
  });
});

describe("Web Push settings", () => {
  it("takes a VAPID pair only whole, and a push test origin only on loopback", () => {
    const pair = {
      VAPID_PUBLIC_KEY: `B${"A".repeat(86)}`,
      VAPID_PRIVATE_KEY: "A".repeat(43),
    };
    expect(parseSettings(pair).VAPID_PUBLIC_KEY).toBe(pair.VAPID_PUBLIC_KEY);
    expect(() => parseSettings({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together.",
    );
    expect(() => parseSettings({ ...pair, VAPID_SUBJECT: "someone" })).toThrow(/VAPID_SUBJECT/);
    expect(parseSettings({ PUSH_TEST_ORIGIN: "http://127.0.0.1:4999" }).PUSH_TEST_ORIGIN).toBe("http://127.0.0.1:4999");
    expect(() => parseSettings({ PUSH_TEST_ORIGIN: "http://push.example.net" })).toThrow(
      /PUSH_TEST_ORIGIN: Must be a loopback address/,
    );
  });
});
