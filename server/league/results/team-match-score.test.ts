// The team match's status and each bout's stage, derived in one place for every page and the API.
import { describe, expect, it } from "vitest";
import { teamMatchProgress, type ProgressBout } from "./team-match-score.ts";

const A = ["a1", "a2", "a3", "a4"];
const bout = (order: number, status: string, winner: "a" | "b" | null = null, exhibition = false): ProgressBout => ({
  bout_order: order,
  status,
  exhibition,
  athlete_a_id: A[order - 1]!,
  winner_id: winner === "a" ? A[order - 1]! : winner === "b" ? `b${order}` : null,
});

describe("teamMatchProgress", () => {
  it("is scheduled before any bout starts, its first bout up next and the others later", () => {
    const progress = teamMatchProgress([bout(1, "scheduled"), bout(2, "scheduled"), bout(3, "scheduled")]);
    expect(progress.status).toBe("scheduled");
    expect(progress.stages).toEqual(["up_next", "later", "later"]);
  });

  it("is live from its first bout's start: one bout on the mat, the next up next, the last later", () => {
    const progress = teamMatchProgress([bout(1, "live"), bout(2, "scheduled"), bout(3, "scheduled")]);
    expect(progress.status).toBe("live");
    expect(progress.stages).toEqual(["on_the_mat", "up_next", "later"]);
  });

  it("stays live between bouts after the first is won (1–0): bout 2 up next, bout 3 later (not both 'up next')", () => {
    const progress = teamMatchProgress([bout(1, "completed", "a"), bout(2, "scheduled"), bout(3, "scheduled")]);
    expect(progress).toEqual({
      score: { home: 1, away: 0 },
      winner: null,
      status: "live",
      on_the_mat: false,
      stages: ["completed", "up_next", "later"],
    });
  });

  it("has exactly one bout on the mat even when two are marked live", () => {
    const progress = teamMatchProgress([bout(1, "completed", "b"), bout(2, "live"), bout(3, "live")]);
    expect(progress.stages.filter((stage) => stage === "on_the_mat")).toHaveLength(1);
    expect(progress.stages).toEqual(["completed", "on_the_mat", "up_next"]);
  });

  it("is completed once decided (2–0), even while an exhibition follows; the unneeded third bout is not needed", () => {
    const progress = teamMatchProgress([
      bout(1, "completed", "a"),
      bout(2, "completed", "a"),
      bout(3, "scheduled"),
      bout(4, "live", null, true),
    ]);
    expect(progress.status).toBe("completed");
    expect(progress.winner).toBe("home");
    expect(progress.stages).toEqual(["completed", "completed", "not_needed", "on_the_mat"]);
    // Completed, yet a bout is on the mat: fans still follow it (/live lists it).
    expect(progress.on_the_mat).toBe(true);
  });

  it("is on the mat only while a bout is live: not before the first start, not between bouts, not after the exhibition", () => {
    expect(teamMatchProgress([bout(1, "scheduled"), bout(2, "scheduled")]).on_the_mat).toBe(false);
    expect(teamMatchProgress([bout(1, "live"), bout(2, "scheduled")]).on_the_mat).toBe(true);
    expect(teamMatchProgress([bout(1, "completed", "a"), bout(2, "scheduled")]).on_the_mat).toBe(false);
    const decided = [bout(1, "completed", "a"), bout(2, "completed", "a")];
    expect(teamMatchProgress([...decided, bout(3, "completed", "b", true)]).on_the_mat).toBe(false);
  });

  it("does not count an exhibition for the team score, and gives stages back in the order the bouts came", () => {
    const progress = teamMatchProgress([bout(3, "scheduled"), bout(1, "completed", "b", true), bout(2, "live")]);
    expect(progress.score).toEqual({ home: 0, away: 0 });
    expect(progress.status).toBe("live");
    expect(progress.stages).toEqual(["up_next", "completed", "on_the_mat"]);
  });
});
