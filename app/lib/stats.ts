// The league's statistics formulas and display formats (spec §5 and §9), in one place:
// the directory, the profile and the analytics page all read their numbers from here.
import type { Lang } from "./language";

/** Rounds half away from zero at the given decimals, without binary-float surprises (1.45 → 1.5). */
export function roundTo(value: number, decimals: number): number {
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return Math.sign(value) * Number(`${shifted}e-${decimals}`);
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** SUB% = submissions / fights (wins + losses) × 100, rounded; 0 with no fights. */
export function submissionPercent(a: { submissions_for: number; wins: number; losses: number }): number {
  return percent(a.submissions_for, a.wins + a.losses);
}

/** Win rate = wins / total matches × 100, rounded; 0 when the athlete has no matches. */
export function winRate(a: { wins: number; total_matches: number }): number {
  return percent(a.wins, a.total_matches);
}

/** Submission rate = submissions / total matches × 100, rounded; 0 when the athlete has no matches. */
export function submissionRate(a: { submissions_for: number; total_matches: number }): number {
  return percent(a.submissions_for, a.total_matches);
}

/** TD% (takedown defense): a whole number, 0 when unknown. */
export function takedownDefense(value: number | null | undefined): number {
  return value == null ? 0 : Math.round(value);
}

/** Control time as minutes:seconds with two-digit seconds: 59 → 0:59, 60 → 1:00, 3600 → 60:00. */
export function formatControlTime(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(seconds ?? 0));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

/** One decimal with the language's decimal mark (12.5 / 12,5); ICU-free so server and browser agree. */
export function formatOneDecimal(value: number, lang: Lang): string {
  const text = roundTo(value, 1).toFixed(1);
  return lang === "ru" ? text.replace(".", ",") : text;
}

/** Average time to score in seconds with one decimal, or null when unknown. */
export function formatAvgTimeToScore(seconds: number | null | undefined, lang: Lang): string | null {
  return seconds == null ? null : formatOneDecimal(seconds, lang);
}

/** League submission rate = submissions / matches × 100, one decimal; 0 when no matches. */
export function leagueSubmissionRate(submissions: number, matches: number): number {
  return matches > 0 ? roundTo((submissions / matches) * 100, 1) : 0;
}

/** Whole numbers with the language's grouping (12,345 / 12 345); ICU-free so server and browser agree. */
export function formatCount(value: number, lang: Lang): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const separator = lang === "ru" ? "\u00a0" : ",";
  // Russian leaves four-digit numbers ungrouped (1500, but 12 345).
  const grouped = lang === "ru" && digits.length <= 4 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 ? `-${grouped}` : grouped;
}

/** A win-loss record as the spec writes it: wins-losses. */
export function formatRecord(a: { wins: number; losses: number }): string {
  return `${a.wins}-${a.losses}`;
}
