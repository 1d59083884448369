import { describe, expect, it } from "vitest";
import {
  formatAvgTimeToScore,
  formatControlTime,
  formatCount,
  formatOneDecimal,
  formatRecord,
  leagueSubmissionRate,
  roundTo,
  submissionPercent,
  submissionRate,
  takedownDefense,
  winRate,
} from "./stats";

describe("SUB% = submissions / (wins + losses)", () => {
  it("rounds to a whole percent", () => {
    expect(submissionPercent({ submissions_for: 5, wins: 10, losses: 5 })).toBe(33);
    expect(submissionPercent({ submissions_for: 2, wins: 2, losses: 1 })).toBe(67);
    expect(submissionPercent({ submissions_for: 7, wins: 7, losses: 0 })).toBe(100);
  });
  it("rounds .5 up", () => {
    expect(submissionPercent({ submissions_for: 1, wins: 1, losses: 7 })).toBe(13); // 12.5
    expect(submissionPercent({ submissions_for: 1, wins: 199, losses: 1 })).toBe(1); // 0.5
  });
  it("is 0 with no fights, even when matches were drawn", () => {
    expect(submissionPercent({ submissions_for: 0, wins: 0, losses: 0 })).toBe(0);
  });
  it("counts fights as wins + losses, not total matches", () => {
    // 3 submissions out of 6 decided fights, though 8 matches were fought
    expect(submissionPercent({ submissions_for: 3, wins: 4, losses: 2 })).toBe(50);
  });
});

describe("win rate and submission rate", () => {
  it("divide by total matches and round", () => {
    expect(winRate({ wins: 2, total_matches: 3 })).toBe(67);
    expect(winRate({ wins: 1, total_matches: 8 })).toBe(13);
    expect(submissionRate({ submissions_for: 1, total_matches: 3 })).toBe(33);
    expect(submissionRate({ submissions_for: 1, total_matches: 200 })).toBe(1);
  });
  it("are 0 when total_matches is 0", () => {
    expect(winRate({ wins: 0, total_matches: 0 })).toBe(0);
    expect(submissionRate({ submissions_for: 0, total_matches: 0 })).toBe(0);
  });
});

describe("TD%", () => {
  it("has no decimals and defaults to 0", () => {
    expect(takedownDefense(72.4)).toBe(72);
    expect(takedownDefense(72.5)).toBe(73);
    expect(takedownDefense(100)).toBe(100);
    expect(takedownDefense(null)).toBe(0);
    expect(takedownDefense(undefined)).toBe(0);
  });
});

describe("control time m:ss", () => {
  it("pads seconds to two digits", () => {
    expect(formatControlTime(0)).toBe("0:00");
    expect(formatControlTime(5)).toBe("0:05");
    expect(formatControlTime(59)).toBe("0:59");
    expect(formatControlTime(60)).toBe("1:00");
    expect(formatControlTime(61)).toBe("1:01");
    expect(formatControlTime(3599)).toBe("59:59");
    expect(formatControlTime(3600)).toBe("60:00");
    expect(formatControlTime(5025)).toBe("83:45");
  });
  it("treats missing values as 0:00", () => {
    expect(formatControlTime(null)).toBe("0:00");
    expect(formatControlTime(undefined)).toBe("0:00");
  });
});

describe("one-decimal figures", () => {
  it("round half up without float surprises", () => {
    expect(roundTo(1.45, 1)).toBe(1.5);
    expect(roundTo(1.05, 1)).toBe(1.1);
    expect(roundTo(1.04, 1)).toBe(1);
    expect(roundTo(2.675, 2)).toBe(2.68);
  });
  it("format average time to score with one decimal, or nothing when unknown", () => {
    expect(formatAvgTimeToScore(42, "en")).toBe("42.0");
    expect(formatAvgTimeToScore(42.25, "en")).toBe("42.3");
    expect(formatAvgTimeToScore(42.25, "ru")).toBe("42,3");
    expect(formatAvgTimeToScore(0, "en")).toBe("0.0");
    expect(formatAvgTimeToScore(null, "en")).toBeNull();
    expect(formatOneDecimal(7, "ru")).toBe("7,0");
  });
  it("league submission rate = submissions / matches × 100, one decimal", () => {
    expect(leagueSubmissionRate(1, 3)).toBe(33.3);
    expect(leagueSubmissionRate(2, 3)).toBe(66.7);
    expect(leagueSubmissionRate(1, 8)).toBe(12.5);
    expect(leagueSubmissionRate(1, 16)).toBe(6.3); // 6.25
    expect(leagueSubmissionRate(0, 0)).toBe(0);
    expect(formatOneDecimal(leagueSubmissionRate(300, 1000), "en")).toBe("30.0");
  });
});

describe("counts and records", () => {
  it("group thousands per language", () => {
    expect(formatCount(42, "en")).toBe("42");
    expect(formatCount(1500, "en")).toBe("1,500");
    expect(formatCount(1500, "ru")).toBe("1500");
    expect(formatCount(100000, "en")).toBe("100,000");
    expect(formatCount(100000, "ru")).toBe("100\u00a0000");
  });
  it("writes a record as wins-losses", () => {
    expect(formatRecord({ wins: 12, losses: 3 })).toBe("12-3");
  });
});
