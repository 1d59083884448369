import { describe, expect, it } from "vitest";
import { deriveRecord, type BoutFromSide, type PriorRecord } from "./athlete-record";

const prior: PriorRecord = {
  prior_wins: 5,
  prior_losses: 2,
  prior_total_matches: 8,
  prior_submissions_for: 3,
  prior_submissions_against: 1,
  prior_takedowns_scored: 10,
  prior_takedown_defense_percent: 70,
  prior_control_time_total: 600,
  prior_win_streak: 2,
  prior_avg_time_to_score: 50,
};
const bout = (
  outcome: BoutFromSide["outcome"],
  method: BoutFromSide["method"],
  extra: Partial<BoutFromSide> = {},
): BoutFromSide => ({
  outcome,
  method,
  takedowns_landed: 0,
  opponent_takedowns_attempted: 0,
  opponent_takedowns_landed: 0,
  control_seconds: 0,
  first_score_seconds: null,
  ...extra,
});

describe("an athlete's derived record", () => {
  it("is the prior record when the athlete has no league bouts", () => {
    expect(deriveRecord(prior, [])).toEqual({
      wins: 5,
      losses: 2,
      total_matches: 8,
      submissions_for: 3,
      submissions_against: 1,
      takedowns_scored: 10,
      takedown_defense_percent: 70,
      control_time_total: 600,
      win_streak: 2,
      avg_time_to_score: 50,
    });
  });

  it("adds the league's bouts to the prior record (hand-worked: W sub, L sub, D, W points, no-contest, cancelled)", () => {
    const league = [
      bout("win", "submission", {
        takedowns_landed: 2,
        opponent_takedowns_attempted: 3,
        opponent_takedowns_landed: 1,
        control_seconds: 95,
        first_score_seconds: 130,
      }),
      bout("loss", "submission", {
        opponent_takedowns_attempted: 2,
        opponent_takedowns_landed: 2,
        control_seconds: 10,
      }),
      bout("draw", "draw", {
        takedowns_landed: 1,
        opponent_takedowns_attempted: 1,
        control_seconds: 40,
        first_score_seconds: 200,
      }),
      bout("win", "points", {
        takedowns_landed: 3,
        opponent_takedowns_attempted: 4,
        opponent_takedowns_landed: 0,
        control_seconds: 120,
        first_score_seconds: 61,
      }),
      bout("none", "no_contest", { control_seconds: 5 }),
      bout("none", "cancelled", { takedowns_landed: 9, control_seconds: 999 }),
    ];
    expect(deriveRecord(prior, league)).toEqual({
      wins: 7,
      losses: 3,
      // 8 prior + 5 fought (the cancelled bout was not).
      total_matches: 13,
      submissions_for: 4,
      submissions_against: 2,
      takedowns_scored: 16,
      // Opponents tried 10 takedowns and landed 3: 70.0% defended (league figure replaces the prior one).
      takedown_defense_percent: 70,
      control_time_total: 600 + 95 + 10 + 40 + 120 + 5,
      // The latest bout with an outcome is a win; the draw before it broke the run.
      win_streak: 1,
      // (130 + 200 + 61) / 3 = 130.33… → 130.3
      avg_time_to_score: 130.3,
    });
  });

  it("continues the prior streak while every league bout is a win, and a no-contest neither extends nor breaks it", () => {
    expect(deriveRecord(prior, [bout("win", "points"), bout("none", "no_contest"), bout("win", "dq")]).win_streak).toBe(
      4,
    );
    expect(deriveRecord(prior, [bout("loss", "points")]).win_streak).toBe(0);
  });

  it("counts a forfeit as a win and a loss on the record", () => {
    const record = deriveRecord(prior, [bout("win", "forfeit")]);
    expect([record.wins, record.losses, record.total_matches]).toEqual([6, 2, 9]);
  });
});
