// The rehearsal's checks: what a fan's page shows against the server's state (GET /api/v1/live and
// /api/v1/bouts/{id}/live), event counts (nothing counted twice), and results, records, ratings and standings.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { getJson, type Card, type CardMatch } from "./harness.ts";

export type Lang = "en" | "ru";
const ROUND_SECONDS = 300;

type Strings = Record<string, unknown>;
const strings = (lang: Lang, namespace: string) =>
  JSON.parse(fs.readFileSync(`app/i18n/${lang}/${namespace}.json`, "utf8")) as Strings;
const pick = (table: Strings, path: string): string | undefined => {
  const value = path
    .split(".")
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Strings)[key] : undefined), table);
  return typeof value === "string" ? value : undefined;
};
/** A UI string of the app, with {{placeholders}} filled: the rehearsal reads the screen in the app's own words. */
export function say(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const [namespace, path] = key.split(":") as [string, string];
  const text = pick(strings(lang, namespace), path);
  if (text === undefined) throw new Error(`no string ${lang}:${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => String(values[name] ?? ""));
}
/** The same, or undefined when the app has no such string (e.g. a label another branch adds). */
export function sayIfAny(lang: Lang, key: string, values: Record<string, string | number> = {}): string | undefined {
  try {
    return say(lang, key, values);
  } catch {
    return undefined;
  }
}

// ---- the server's side ----

export interface LiveAthlete {
  athlete_id: string;
  score: number;
  round_scores: number[];
  rounds_won: number;
  penalties: number;
}
export interface LiveEvent {
  id: number;
  kind: string;
  athlete_id: string | null;
  round: number;
  clock_seconds: number;
  points: number;
  undone: boolean;
  details: Record<string, unknown> | null;
}
export interface BoutState {
  bout_id: string;
  status: "scheduled" | "live" | "completed";
  round: number;
  clock_seconds: number;
  running: boolean;
  server_time: string;
  clock_factor?: number;
  athletes: [LiveAthlete, LiveAthlete];
  events: LiveEvent[];
  rounds_over?: boolean;
  result?: { winner_id: string | null; method: string; technique: string | null } | null;
}
interface LiveMatch {
  id: string;
  status: string;
  team_score: { home: number; away: number };
  bouts: {
    id: string;
    bout_order: number;
    status: "scheduled" | "live" | "completed";
    winner_id: string | null;
    method: string | null;
    live: BoutState | null;
  }[];
}
export interface ServerView {
  at: number;
  matches: Map<string, LiveMatch>;
}

export const boutState = (url: string, boutId: string) => getJson<BoutState>(`${url}/api/v1/bouts/${boutId}/live`);

/** The round clock at `nowMs` as the server would read it (its factor: seconds of round per real second). */
export function projectedClock(state: BoutState, nowMs = Date.now()): number {
  if (!state.running) return state.clock_seconds;
  const factor = state.clock_factor ?? 1;
  return Math.min(ROUND_SECONDS, state.clock_seconds + ((nowMs - Date.parse(state.server_time)) / 1000) * factor);
}

export async function serverView(url: string): Promise<ServerView> {
  const at = Date.now();
  const live = await getJson<{ live: LiveMatch[]; next: LiveMatch[] }>(`${url}/api/v1/live`);
  const matches = new Map<string, LiveMatch>();
  for (const match of [...live.next, ...live.live]) matches.set(match.id, match);
  return { at, matches };
}

/** Events a fan should see: corrections applied, undone actions and the undo rows themselves gone. */
export const effectiveEvents = (state: BoutState) =>
  state.events.filter((event) => !event.undone && event.kind !== "undo");

/** How many effective scoring events of each kind an athlete has (a resent tap counted twice shows here). */
export function countKinds(state: BoutState): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of effectiveEvents(state)) {
    if (!event.athlete_id || event.kind === "finish") continue;
    const side = event.athlete_id === state.athletes[0].athlete_id ? "a" : "b";
    const key = `${side}:${event.kind}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

// ---- what a fan sees ----

interface FanMatch {
  label: string;
  teamScore: string | null;
  onTheMat: boolean;
  round: string | null;
  clock: string | null;
  roundScores: (string | null)[];
  totals: (string | null)[];
  roundsWon: (string | null)[];
  statuses: string[];
  logLines: number;
  struckLines: number;
}
interface FanCardMatch {
  scoreLabel: string;
  score: string;
  chip: string | null;
}
export interface FanView {
  at: number;
  matches: FanMatch[];
  card: FanCardMatch[];
}

/** Reads the live cards (and, on a tournament page, the results card) off the fan's screen. */
export async function readFan(page: Page): Promise<FanView> {
  return page.evaluate(() => {
    // Numbers as the API writes them: a typographic minus (−1) reads as -1.
    const text = (root: Element, testId: string) =>
      root
        .querySelector(`[data-testid="${testId}"]`)
        ?.textContent?.trim()
        .replace(/\u2212/g, "-") ?? null;
    const matches = [...document.querySelectorAll('[data-testid="live-match"]')].map((match) => {
      const bout = match.querySelector('[data-testid="current-bout"]');
      const side = (name: string) => (bout ? bout.querySelector(`[data-testid="athlete-${name}"]`) : null);
      const sides = [side("home"), side("away")];
      const lines = [...match.querySelectorAll('[data-testid="event-line"]')];
      return {
        label: match.getAttribute("aria-label") ?? "",
        teamScore: text(match, "team-score"),
        onTheMat: Boolean(bout),
        round: bout ? text(bout, "live-round") : null,
        clock: bout ? text(bout, "live-clock") : null,
        roundScores: sides.map((element) => (element ? text(element, "round-score") : null)),
        totals: sides.map((element) => (element ? text(element, "total-points") : null)),
        roundsWon: sides.map((element) => (element ? text(element, "rounds-won") : null)),
        statuses: [...match.querySelectorAll('[data-testid="bout-summary"]')].map(
          (item) => item.lastElementChild?.textContent?.trim() ?? "",
        ),
        logLines: lines.length,
        struckLines: lines.filter((line) => getComputedStyle(line).textDecorationLine.includes("line-through")).length,
      };
    });
    const card = [...document.querySelectorAll('[data-testid="team-match"]')].map((item) => {
      const score = item.querySelector('[data-testid="team-match-score"]');
      const chip =
        item.querySelector('[data-testid="team-match-status"]') ??
        score?.parentElement?.nextElementSibling?.querySelector("span.rounded");
      return {
        scoreLabel: score?.getAttribute("aria-label") ?? "",
        score: score?.textContent?.trim() ?? "",
        chip: chip?.textContent?.trim() ?? null,
      };
    });
    // The moment of reading, on the page's own clock (the same machine's): a busy page reads late, and shows it.
    return { at: Date.now(), matches, card };
  });
}

const parseClock = (text: string | null) => {
  const match = text && /(\d+):(\d{2})/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};
const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds) % 60).padStart(2, "0")}`;

export interface Comparison {
  /** One short line of what the fan showed, for the timeline. */
  shown: string;
  problems: string[];
}

/**
 * How far a running clock on a fan's page may be from the server's, in real seconds: the second the issue allows plus
 * the page's 250 ms tick. At clock factor F that is F × 1.25 s of round clock (25 s at ×20, 1.25 s at the mat's pace);
 * a stopped clock must read the server's second.
 */
export const CLOCK_TOLERANCE_REAL_SECONDS = 1.25;

/**
 * What a fan on `lang` shows for the night's matches against the server's state, the clock projected to the moment
 * the page was read (on the page's own clock).
 */
export function compareFan(
  lang: Lang,
  fan: FanView,
  server: ServerView,
  card: Card,
  states: Map<string, BoutState>,
): Comparison {
  const problems: string[] = [];
  const shown: string[] = [];
  for (const planned of card.matches) {
    const match = server.matches.get(planned.id);
    const label = `${planned.home.name} – ${planned.away.name}`;
    const seen = fan.matches.find((item) => item.label === label);
    // Fans follow a live team match, and a decided one while its exhibition is on the mat (teamMatchProgress.on_the_mat).
    if (!match || (match.status !== "live" && !match.bouts.some((bout) => bout.status === "live"))) {
      if (seen)
        problems.push(`${label}: shown as live, server says ${match?.status ?? "not live"}, no bout on the mat`);
    } else if (!seen) {
      problems.push(`${label}: live on the server, no live card on the page`);
    } else {
      const score = `${match.team_score.home}–${match.team_score.away}`;
      if (seen.teamScore !== score) problems.push(`${label}: team score ${seen.teamScore}, server ${score}`);
      problems.push(...compareStatuses(lang, label, seen.statuses, match, planned));
      const onMat = match.bouts.find((bout) => bout.status === "live");
      const state = onMat && states.get(onMat.id);
      let part = `${seen.teamScore ?? "?"}`;
      if (onMat && state) {
        if (!seen.onTheMat) problems.push(`${label}: bout ${onMat.bout_order} is live, nothing on the mat`);
        else {
          const round = Number(/\d+/.exec(seen.round ?? "")?.[0]);
          if (round !== state.round) problems.push(`${label}: round ${seen.round}, server ${state.round}`);
          const clock = parseClock(seen.clock);
          const expected = projectedClock(state, fan.at);
          const tolerance = state.running
            ? Math.max(1, (state.clock_factor ?? 1) * CLOCK_TOLERANCE_REAL_SECONDS)
            : 0.99;
          if (clock === null || Math.abs(clock + 0.5 - expected) > tolerance)
            problems.push(`${label}: clock ${seen.clock}, server ${mmss(expected)} (±${tolerance.toFixed(1)} s)`);
          for (const side of [0, 1] as const) {
            const athlete = state.athletes[side];
            const total = athlete.round_scores.reduce((sum, points) => sum + points, 0);
            if (seen.roundScores[side] !== String(athlete.score))
              problems.push(
                `${label}: ${side ? "away" : "home"} round score ${seen.roundScores[side]}, server ${athlete.score}`,
              );
            if (seen.totals[side] !== String(total))
              problems.push(`${label}: ${side ? "away" : "home"} total ${seen.totals[side]}, server ${total}`);
            // The headline (rounds won) where the page has one.
            if (seen.roundsWon[side] !== null && seen.roundsWon[side] !== String(athlete.rounds_won))
              problems.push(
                `${label}: ${side ? "away" : "home"} rounds won ${seen.roundsWon[side]}, server ${athlete.rounds_won}`,
              );
          }
          const effective = effectiveEvents(state).length;
          if (seen.logLines !== effective || seen.struckLines > 0)
            problems.push(
              `${label}: event log shows ${seen.logLines} lines (${seen.struckLines} struck through), the effective log has ${effective}`,
            );
          part += ` R${seen.round?.replace(/\D+/g, "")} ${seen.clock} ${seen.totals.join(":")}`;
        }
      } else if (seen.onTheMat) problems.push(`${label}: a bout on the mat, none live on the server`);
      shown.push(part);
    }
    // The tournament page's results card: the same score, and "Scheduled" only on a scheduled team match.
    const inCard = fan.card.find(
      (item) => item.scoreLabel.includes(planned.home.name) && item.scoreLabel.includes(planned.away.name),
    );
    if (inCard && match) {
      const started = match.status === "completed" || match.bouts.some((bout) => bout.status === "completed");
      const score = started ? `${match.team_score.home}–${match.team_score.away}` : inCard.score;
      if (inCard.score !== score) problems.push(`${label}: results card score ${inCard.score}, server ${score}`);
      // The card's status label: the app's own word for the status where it has one, else no "Scheduled" on a match that is not.
      const word = sayIfAny(lang, `tournament:card.${match.status}`);
      if (
        word && match.status !== "completed"
          ? inCard.chip !== word
          : match.status !== "scheduled" && inCard.chip && inCard.chip !== word
      )
        problems.push(`${label}: results card labels the ${match.status} team match "${inCard.chip}"`);
    }
  }
  return { shown: shown.join(" | ") || "–", problems };
}

/** One bout on the mat, the next "Up next", later ones "Later"; finished ones with their winner. */
function compareStatuses(lang: Lang, label: string, shown: string[], match: LiveMatch, planned: CardMatch): string[] {
  const problems: string[] = [];
  const live = sayIfAny(lang, "live:boutOnTheMat") ?? say(lang, "live:boutLive");
  const upNext = say(lang, "live:boutUpNext");
  const later = sayIfAny(lang, "live:boutLater") ?? "(Later)";
  const current = match.bouts.findIndex((bout) => bout.status === "live");
  const lastDone = match.bouts.findLastIndex((bout) => bout.status === "completed");
  const nextIndex = current >= 0 ? current + 1 : lastDone + 1;
  match.bouts.forEach((bout, index) => {
    const athletes = planned.bouts.find((item) => item.id === bout.id)!;
    let expected: string;
    if (bout.status === "completed") {
      const winner =
        bout.winner_id === athletes.a.id ? athletes.a.name : bout.winner_id === athletes.b.id ? athletes.b.name : null;
      expected = winner ? say(lang, "live:boutWon", { name: winner }) : say(lang, "live:boutNoWinner");
    } else if (bout.status === "live") expected = live;
    else expected = index === nextIndex ? upNext : later;
    const seen = shown[index] ?? "(missing)";
    if (!seen.startsWith(expected))
      problems.push(`${label}: bout ${bout.bout_order} reads "${seen}", expected "${expected}"`);
  });
  return problems;
}

// ---- results, records, ratings, standings ----

export interface AthleteRecord {
  wins: number;
  losses: number;
  total_matches: number;
  submissions_for: number;
  submissions_against: number;
  rating_elo: number;
}
export const readRecord = async (url: string, athleteId: string) => {
  const athlete = await getJson<AthleteRecord>(`${url}/api/v1/athletes/${athleteId}`);
  return {
    wins: athlete.wins,
    losses: athlete.losses,
    total_matches: athlete.total_matches,
    submissions_for: athlete.submissions_for,
    submissions_against: athlete.submissions_against,
    rating_elo: athlete.rating_elo,
  };
};

export function compareRecord(name: string, seen: AthleteRecord, expected: AthleteRecord): string[] {
  return (Object.keys(expected) as (keyof AthleteRecord)[])
    .filter((key) => seen[key] !== expected[key])
    .map((key) => `${name}: ${key} ${seen[key]}, expected ${expected[key]}`);
}

export interface StandingRow {
  team_id: string;
  team_name: string;
  team_match_wins: number;
  team_match_losses: number;
  bouts_won: number;
  bouts_lost: number;
  submissions: number;
  team_rating: number;
}
export async function readStandings(url: string): Promise<StandingRow[]> {
  return (await getJson<{ items: StandingRow[] }>(`${url}/api/v1/standings?season=${new Date().getUTCFullYear()}`))
    .items;
}

/** The bout as the tournament's results answer it: winner, method, round. */
export async function readResult(url: string, tournamentId: string, boutId: string) {
  const results = await getJson<{
    team_matches?: {
      bouts: { id: string; winner_id: string | null; method: string | null; round: number | null; status: string }[];
    }[];
  }>(`${url}/api/v1/tournaments/${tournamentId}/results`);
  return (results.team_matches ?? []).flatMap((match) => match.bouts).find((bout) => bout.id === boutId) ?? null;
}
