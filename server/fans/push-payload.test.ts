// The push message's texts, its Topic, TTL and Urgency, and how it is cut to fit (pure).
import { describe, expect, it } from "vitest";
import { notificationText, testNotificationText } from "./notification-text.ts";
import { encodePushMessage, pushDelivery, pushTag, pushTopic, SHORT_PAYLOAD_MAX_BYTES } from "./push-payload.ts";
import { retryAfterMs } from "./push-send.server.ts";

const BOUT = "0b6c6f1e-2f55-4d0c-9a53-7f3b2a1c9e10";
const subject = {
  a: "Kenji Takahashi",
  b: "Lars Nilsen",
  score_a: 2,
  score_b: 6,
  winner: "b" as const,
  tournament: "Fight Night",
  url: "https://league.example/tournament/1",
};

describe("push texts", () => {
  it("says who won unless spoiler-free, in English and Russian", () => {
    const result = { ...subject, kind: "result" as const };
    expect(notificationText(result, "en", false)).toEqual({
      title: "Result: Kenji Takahashi vs Lars Nilsen",
      body: "Lars Nilsen beat Kenji Takahashi 6–2 — Fight Night.",
    });
    const free = notificationText(result, "en", true);
    expect(free.body).not.toMatch(/6–2|beat/);
    const ru = notificationText(result, "ru", true);
    expect(ru.title).toBe("Результат: Kenji Takahashi — Lars Nilsen");
    expect(ru.body).not.toContain("6–2");
  });

  it("an up-next alert for a bout, a reminder with the venue's time for a team match", () => {
    expect(notificationText({ ...subject, kind: "up_next" }, "en", false).title).toBe(
      "Up next: Kenji Takahashi vs Lars Nilsen",
    );
    const reminder = {
      ...subject,
      kind: "up_next" as const,
      starts_at: "2027-04-01T16:30:00Z",
      time_zone: "Europe/Moscow",
    };
    expect(notificationText(reminder, "en", false)).toEqual({
      title: "Starting soon: Kenji Takahashi vs Lars Nilsen",
      body: "Kenji Takahashi vs Lars Nilsen at Fight Night starts at 19:30 GMT+3.",
    });
    expect(notificationText(reminder, "ru", false).title).toBe("Скоро начало: Kenji Takahashi — Lars Nilsen");
    expect(notificationText(reminder, "ru", false).body).toContain("19:30");
    expect(testNotificationText("ru").title).toBe("Проверочное уведомление");
  });
});

describe("push delivery options", () => {
  it("Topic per bout or team match (32 URL-safe characters), so a newer message replaces a pending one", () => {
    const topic = pushTopic({ kind: "result", object_type: "bout", object_id: BOUT });
    expect(topic).toBe("0b6c6f1e2f554d0c9a537f3b2a1c9e10");
    expect(topic).toMatch(/^[\w-]{1,32}$/);
    expect(pushTopic({ kind: "up_next", object_type: "bout", object_id: BOUT })).toBe(topic);
    expect(pushTag({ kind: "up_next", object_type: "bout", object_id: BOUT })).toBe(`bout-${BOUT}`);
  });

  it("high urgency only for up-next alerts and results; short TTLs for live alerts", () => {
    const of = (
      kind: "lineup" | "up_next" | "result" | "schedule" | "test",
      object_type: "bout" | "team_match" | "test",
    ) => pushDelivery({ kind, object_type, object_id: BOUT });
    expect(of("up_next", "bout")).toMatchObject({ urgency: "high", ttl: 600 });
    expect(of("up_next", "team_match")).toMatchObject({ urgency: "high", ttl: 1800 });
    expect(of("result", "bout")).toMatchObject({ urgency: "high", ttl: 3600 });
    expect(of("lineup", "team_match")).toMatchObject({ urgency: "normal", ttl: 21_600 });
    expect(of("schedule", "team_match")).toMatchObject({ urgency: "normal", ttl: 86_400 });
    expect(of("test", "test")).toMatchObject({ urgency: "normal", ttl: 300 });
  });

  it("carries { kind, title, body, url, tag } and cuts the body to fit a smaller limit (after a 413)", () => {
    const message = {
      kind: "result" as const,
      title: "Result",
      body: "x".repeat(5000),
      url: subject.url,
      tag: "bout-1",
    };
    const full = JSON.parse(encodePushMessage(message)) as typeof message;
    expect(Object.keys(full)).toEqual(["kind", "title", "body", "url", "tag"]);
    expect(Buffer.byteLength(encodePushMessage(message))).toBeLessThanOrEqual(3000);
    const short = encodePushMessage(message, SHORT_PAYLOAD_MAX_BYTES);
    expect(Buffer.byteLength(short)).toBeLessThanOrEqual(SHORT_PAYLOAD_MAX_BYTES);
    expect(JSON.parse(short)).toMatchObject({ kind: "result", title: "Result", url: subject.url, tag: "bout-1" });
    expect((JSON.parse(short) as typeof message).body.endsWith("…")).toBe(true);
    const small = { ...message, body: "Short." };
    expect(JSON.parse(encodePushMessage(small, SHORT_PAYLOAD_MAX_BYTES))).toEqual(small);
  });

  it("reads Retry-After as seconds or an HTTP date", () => {
    expect(retryAfterMs("120")).toBe(120_000);
    const now = Date.parse("2027-01-01T00:00:00Z");
    expect(retryAfterMs("Fri, 01 Jan 2027 00:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs("soon")).toBeUndefined();
  });
});
