import { describe, expect, it } from "vitest";
import { averageBoutSeconds, boutEtas, DEFAULT_BOUT_SECONDS } from "./fan-eta";

const at = (iso: string) => new Date(`2027-03-01T${iso}Z`);

describe("fight night's ETA per bout", () => {
  it("averages the finished bouts' lengths, and falls back before any has finished", () => {
    expect(averageBoutSeconds([])).toBe(DEFAULT_BOUT_SECONDS);
    expect(DEFAULT_BOUT_SECONDS).toBe(480);
    expect(
      averageBoutSeconds([
        { startedAt: at("18:00:00"), finishedAt: at("18:06:00") },
        { startedAt: at("18:10:00"), finishedAt: at("18:20:00") },
      ]),
    ).toBe(480);
    expect(averageBoutSeconds([{ startedAt: at("18:00:00"), finishedAt: at("18:07:30") }])).toBe(450);
    // A bout without a usable length (finished before it started: a corrected log) is left out.
    expect(
      averageBoutSeconds([
        { startedAt: at("18:10:00"), finishedAt: at("18:00:00") },
        { startedAt: at("18:00:00"), finishedAt: at("18:05:00") },
      ]),
    ).toBe(300);
  });

  it("gives the bout on the mat now and each later bout now + bouts still ahead × the average", () => {
    const now = at("19:00:00");
    const etas = boutEtas(
      [
        { id: "a", status: "completed" },
        { id: "b", status: "live" },
        { id: "c", status: "scheduled" },
        { id: "d", status: "completed" },
        { id: "e", status: "scheduled" },
      ],
      now,
      600,
    );
    expect([...etas.entries()].map(([id, eta]) => [id, eta.toISOString()])).toEqual([
      ["b", "2027-03-01T19:00:00.000Z"],
      ["c", "2027-03-01T19:10:00.000Z"],
      ["e", "2027-03-01T19:20:00.000Z"],
    ]);
  });

  it("moves with the card: when a bout finishes, every later ETA moves one bout closer", () => {
    const card = [
      { id: "a", status: "live" as const },
      { id: "b", status: "scheduled" as const },
      { id: "c", status: "scheduled" as const },
    ];
    const before = boutEtas(card, at("19:00:00"), 300);
    expect(before.get("c")!.toISOString()).toBe("2027-03-01T19:10:00.000Z");
    const after = boutEtas([{ id: "a", status: "completed" }, ...card.slice(1)], at("19:04:00"), 300);
    expect(after.has("a")).toBe(false);
    expect(after.get("b")!.toISOString()).toBe("2027-03-01T19:04:00.000Z");
    expect(after.get("c")!.toISOString()).toBe("2027-03-01T19:09:00.000Z");
  });
});
