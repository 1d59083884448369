import { describe, expect, it } from "vitest";
import { eventState, liveEvent, nextEvent, oneUpNextPerMat, statusConflict } from "./event-state";

describe("eventState", () => {
  it("follows the status as set while nothing is on the mat", () => {
    expect(eventState({ status: "upcoming", on_the_mat: false })).toEqual({
      phase: "upcoming",
      watch: "whereToWatch",
      live: false,
      cardHeading: "fightCard",
    });
    expect(eventState({ status: "live", on_the_mat: false })).toEqual({
      phase: "live",
      watch: "watchLive",
      live: true,
      cardHeading: "fightCard",
    });
    expect(eventState({ status: "completed", on_the_mat: false })).toEqual({
      phase: "completed",
      watch: "watchReplay",
      live: false,
      cardHeading: "results",
    });
  });

  it("is live whatever the status while a bout is on the mat", () => {
    for (const status of ["upcoming", "live", "completed"] as const) {
      expect(eventState({ status, on_the_mat: true })).toEqual({
        phase: "live",
        watch: "watchLive",
        live: true,
        cardHeading: "fightCard",
      });
    }
  });
});

describe("nextEvent and liveEvent", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const event = (id: string, status: "upcoming" | "live" | "completed", at: string, on_the_mat = false) => ({
    id,
    status,
    on_the_mat,
    event_date: new Date(at),
  });

  it("counts down to the soonest event not begun: never a completed, live or started one", () => {
    const events = [
      event("done-today", "completed", "2026-11-26T09:00:00Z"),
      event("fought-now", "completed", "2026-11-26T10:00:00Z", true),
      event("live", "live", "2026-11-26T11:00:00Z"),
      event("started-unmarked", "upcoming", "2026-11-26T11:30:00Z"),
      event("tonight", "upcoming", "2026-11-26T18:00:00Z"),
      event("later", "upcoming", "2026-12-01T18:00:00Z"),
    ];
    expect(nextEvent(events, now)?.id).toBe("tonight");
    expect(liveEvent(events)?.id).toBe("fought-now");
    expect(nextEvent([events[0]!, events[2]!], now)).toBeUndefined();
    expect(liveEvent([events[0]!, events[4]!])).toBeUndefined();
  });
});

describe("statusConflict", () => {
  it("refuses completed while a bout is on the mat, and nothing else", () => {
    expect(statusConflict("completed", { on_the_mat: true })).toBe("boutOnTheMat");
    expect(statusConflict("completed", { on_the_mat: false })).toBeNull();
    expect(statusConflict("live", { on_the_mat: true })).toBeNull();
    expect(statusConflict("upcoming", { on_the_mat: false })).toBeNull();
  });
});

describe("oneUpNextPerMat", () => {
  const match = (...stages: string[]) => ({ bouts: stages.map((stage, index) => ({ id: index, stage })) });
  const stages = (matches: { bouts: { stage: string }[] }[]) => matches.map((m) => m.bouts.map((b) => b.stage));

  it("keeps the up next of the team match being fought and makes the next match's wait", () => {
    const card = [
      match("completed", "completed", "completed"),
      match("completed", "on_the_mat", "up_next"),
      match("up_next", "later", "later"),
    ];
    expect(stages(oneUpNextPerMat(card))).toEqual([
      ["completed", "completed", "completed"],
      ["completed", "on_the_mat", "up_next"],
      ["later", "later", "later"],
    ]);
  });

  it("between bouts of a match, its next bout is up next, not the next match's first", () => {
    const card = [match("up_next", "later"), match("completed", "up_next", "later")];
    expect(stages(oneUpNextPerMat(card))).toEqual([
      ["later", "later"],
      ["completed", "up_next", "later"],
    ]);
  });

  it("before anything is fought, the first on the card is up next", () => {
    const card = [match("up_next", "later"), match("up_next", "later")];
    expect(stages(oneUpNextPerMat(card))).toEqual([
      ["up_next", "later"],
      ["later", "later"],
    ]);
    const last = [match("completed", "completed", "not_needed"), match("up_next", "later")];
    expect(stages(oneUpNextPerMat(last))).toEqual([
      ["completed", "completed", "not_needed"],
      ["up_next", "later"],
    ]);
  });
});
