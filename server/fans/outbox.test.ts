// The outbox's pure parts: notification keys and revisions, the retry backoff, the texts in both languages with and
// without spoilers, and the one-click unsubscribe token.
import { describe, expect, it } from "vitest";
import { notificationText } from "./notification-text.ts";
import { contentRevision, deliveryBackoffMs, MAX_DELIVERY_ATTEMPTS, notificationKey } from "./outbox.server.ts";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.server.ts";

const subject = {
  kind: "result" as const,
  a: "Kenji Takahashi",
  b: "Lars Nilsen",
  score_a: 2,
  score_b: 6,
  winner: "b" as const,
  tournament: "Fight Night",
  url: "https://league.example/tournament/x",
};

describe("the notification outbox", () => {
  it("keys a notification by user, kind, object and revision", () => {
    const fact = { kind: "result" as const, object_type: "bout" as const, object_id: "b-1", revision: "r1" };
    expect(notificationKey("u-1", fact)).toBe("u-1:result:bout:b-1:r1");
    expect(notificationKey("u-2", fact)).not.toBe(notificationKey("u-1", fact));
    expect(notificationKey("u-1", { ...fact, revision: "r2" })).toBe("u-1:result:bout:b-1:r2");
  });

  it("derives a result's revision from its content: the same result is the same, a correction is new", () => {
    const revision = contentRevision("winner-a", "points", 4, 2, 3, 300);
    expect(revision).toMatch(/^[0-9a-f]{16}$/);
    expect(contentRevision("winner-a", "points", 4, 2, 3, 300)).toBe(revision);
    expect(contentRevision("winner-b", "points", 4, 2, 3, 300)).not.toBe(revision);
    expect(contentRevision(null, "draw")).toBe(contentRevision(undefined, "draw"));
  });

  it("backs off 30 s, 1 min, 2 min … up to an hour, and gives up after 8 attempts", () => {
    expect([1, 2, 3, 4, 8, 12].map(deliveryBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
    expect(MAX_DELIVERY_ATTEMPTS).toBe(8);
  });

  it("writes results in the reader's language, and keeps the winner and score out when spoiler-free", () => {
    expect(notificationText(subject, "en", false)).toEqual({
      title: "Result: Kenji Takahashi vs Lars Nilsen",
      body: "Lars Nilsen beat Kenji Takahashi 6–2 — Fight Night.",
    });
    expect(notificationText(subject, "ru", false)).toEqual({
      title: "Результат: Kenji Takahashi — Lars Nilsen",
      body: "Lars Nilsen победил(а) Kenji Takahashi 6–2 — Fight Night.",
    });
    const hidden = notificationText(subject, "en", true);
    expect(hidden).toEqual({
      title: "Result: Kenji Takahashi vs Lars Nilsen",
      body: "Kenji Takahashi vs Lars Nilsen has finished — Fight Night. The result is on the site.",
    });
    expect(JSON.stringify(notificationText(subject, "ru", true))).not.toMatch(/6–2|победил/);
    expect(notificationText({ ...subject, winner: null, score_b: 2 }, "en", false).body).toBe(
      "Kenji Takahashi and Lars Nilsen drew 2–2 — Fight Night.",
    );
    expect(notificationText({ ...subject, kind: "lineup" }, "en", false).title).toBe(
      "Lineups revealed: Kenji Takahashi vs Lars Nilsen",
    );
  });

  it("signs unsubscribe tokens: read back, refused when tampered with or signed by another secret", () => {
    const token = unsubscribeToken("user-1", "result", "secret-a");
    expect(readUnsubscribeToken(token, "secret-a")).toEqual({ userId: "user-1", kind: "result" });
    expect(readUnsubscribeToken(token, "secret-b")).toBeNull();
    const other = unsubscribeToken("user-2", "result", "secret-a");
    expect(readUnsubscribeToken(`${other.split(".")[0]}.${token.split(".")[1]}`, "secret-a")).toBeNull();
    expect(readUnsubscribeToken("garbage", "secret-a")).toBeNull();
    expect(readUnsubscribeToken(`${token}.x`, "secret-a")).toBeNull();
  });
});
