// The script of the night: two team matches of three bouts, each scored through /score/{boutId} with taps spread over
// the rounds (two consoles on bout 1, one of them offline for part of round 1), four fans (/live and the tournament
// page, EN and RU) checked against the server after every step; records, ratings and standings after every finish.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN } from "../admin-account.ts";
import {
  boutState,
  compareFan,
  compareRecord,
  countKinds,
  projectedClock,
  readFan,
  readRecord,
  readResult,
  readStandings,
  say,
  serverView,
  type AthleteRecord,
  type BoutState,
  type Lang,
} from "./checks.ts";
import { AdminApi, createCard, KEEPER, type Card, type CardBout, type CardPlan, type Stage } from "./harness.ts";

type Side = "a" | "b";
type Method = "submission" | "points" | "decision" | "dq";
/** `at` is the round and the round clock the step waits for, e.g. "R1 4:55". `by` is console 1 (default) or 2. */
type Step = { at: string; by?: 1 | 2 } & (
  | { tap: string; side: Side }
  | { clock: "start" | "end_round" }
  | { offline: boolean }
  | { undo: true }
  | { finish: Method; winner: Side; technique?: string }
);
interface BoutScript {
  steps: Step[];
}

export const CARD: CardPlan = {
  title: "Rehearsal Fight Night",
  titleRu: "Репетиция бойцовской ночи",
  matches: [
    {
      home: "Oslo Wolves",
      away: "Rio Sharks",
      country: ["NOR", "BRA"],
      athletes: [
        ["Kenji Takahashi", "Lucas Ferreira"],
        ["Omar Haddad", "Ivan Petrov"],
        ["Sam Berg", "Tiago Lima"],
      ],
    },
    {
      home: "Almaty Bears",
      away: "Boston Eagles",
      country: ["KAZ", "USA"],
      athletes: [
        ["Arman Seitkali", "Jake Miller"],
        ["Daniyar Omarov", "Chris Walker"],
        ["Yerlan Abenov", "Ryan Cole"],
      ],
      exhibition: [3],
    },
  ],
};

/** The bouts in card order. Points: takedown +2 in the first 2:00; guard pass +3, mount/back +4, sweep and knee on belly +2 after. */
export const SCRIPT: BoutScript[] = [
  // Wolves–Sharks 1: two consoles; the second is offline from 1:00 to 3:30 of round 1. B wins R1 6–7, A wins R2 4–0 and R3 3–(−1): A on points.
  {
    steps: [
      { at: "R1 0:00", clock: "start" },
      { at: "R1 0:10", tap: "takedown", side: "a" },
      { at: "R1 0:40", tap: "takedown", side: "b", by: 2 },
      { at: "R1 1:00", offline: true, by: 2 },
      { at: "R1 2:30", tap: "guard_pass", side: "b", by: 2 },
      { at: "R1 3:00", tap: "knee_on_belly", side: "b", by: 2 },
      { at: "R1 3:30", offline: false, by: 2 },
      { at: "R1 4:55", tap: "mount_or_back", side: "a" },
      { at: "R1 5:00", clock: "end_round" },
      { at: "R2 0:00", clock: "start", by: 2 },
      { at: "R2 0:30", tap: "takedown", side: "a" },
      { at: "R2 2:45", tap: "sweep", side: "a", by: 2 },
      { at: "R2 5:00", clock: "end_round" },
      { at: "R3 0:00", clock: "start" },
      { at: "R3 1:00", tap: "stalling", side: "b" },
      { at: "R3 3:10", tap: "guard_pass", side: "a" },
      { at: "R3 5:00", clock: "end_round" },
      { at: "R3 5:00", finish: "points", winner: "a" },
    ],
  },
  // 2: the away athlete is called for stalling before anyone scores (total −1), then wins by submission.
  {
    steps: [
      { at: "R1 0:00", clock: "start" },
      { at: "R1 0:15", tap: "stalling", side: "b" },
      { at: "R1 1:30", tap: "takedown", side: "a" },
      { at: "R1 2:40", finish: "submission", winner: "b", technique: "Kimura" },
    ],
  },
  // 3: a level first round (a mistaken tap undone), then a submission in round 2 decides the match 2–1.
  {
    steps: [
      { at: "R1 0:00", clock: "start" },
      { at: "R1 0:10", tap: "takedown", side: "a" },
      { at: "R1 1:50", tap: "takedown", side: "b" },
      { at: "R1 2:20", tap: "guard_pass", side: "a" },
      { at: "R1 2:25", undo: true },
      { at: "R1 5:00", clock: "end_round" },
      { at: "R2 0:00", clock: "start" },
      { at: "R2 2:10", tap: "mount_or_back", side: "a" },
      { at: "R2 3:20", finish: "submission", winner: "a", technique: "Rear naked choke" },
    ],
  },
  // Bears–Eagles 1: a quick submission.
  {
    steps: [
      { at: "R1 0:00", clock: "start" },
      { at: "R1 0:20", tap: "takedown", side: "a" },
      { at: "R1 1:05", finish: "submission", winner: "a", technique: "Armbar" },
    ],
  },
  // 2: scores at 0:10, 2:30 and 4:55 of round 1, a submission early in round 2 decides the match 2–0.
  {
    steps: [
      { at: "R1 0:00", clock: "start" },
      { at: "R1 0:10", tap: "takedown", side: "a" },
      { at: "R1 2:30", tap: "guard_pass", side: "a" },
      { at: "R1 4:55", tap: "knee_on_belly", side: "b" },
      { at: "R1 5:00", clock: "end_round" },
      { at: "R2 0:00", clock: "start" },
      { at: "R2 0:30", finish: "submission", winner: "a", technique: "Heel hook" },
    ],
  },
  // 3: an exhibition after the match is decided: counts for the athletes, not the team score.
  {
    steps: [
      { at: "R1 0:00", clock: "start" },
      { at: "R1 0:40", tap: "takedown", side: "b" },
      { at: "R1 1:30", finish: "submission", winner: "b", technique: "Triangle" },
    ],
  },
];

/** Elo for two fresh 1500-rated athletes (K 96): ±48 × 1.15 for a submission or DQ, × 0.85 for a decision. */
const RATING_SWING: Record<Method, number> = { submission: 55.2, dq: 55.2, points: 48, decision: 40.8 };

export interface NightOptions {
  browser: Browser;
  stage: Stage;
  shotsDir: string;
  /** Appended to every name, so a rerun on the same database makes new teams and athletes. */
  label: string;
  log?: (line: string) => void;
}
export interface NightReport {
  card: Card;
  timeline: string[];
  /** Every problem, as "where: what". */
  problems: string[];
  /** The same problems grouped: what (with its numbers), how many times, where first. */
  summary: string[];
  shotsDir: string;
}

interface Fan {
  name: string;
  lang: Lang;
  page: Page;
}
class Console {
  readonly name: string;
  readonly lang: Lang;
  readonly page: Page;
  readonly url: string;
  constructor(name: string, lang: Lang, page: Page, url: string) {
    this.name = name;
    this.lang = lang;
    this.page = page;
    this.url = url;
  }
  get prefix() {
    return this.lang === "ru" ? "/ru" : "";
  }
}

const parseAt = (at: string) => {
  const [, round, minutes, seconds] = /^R(\d) (\d):(\d\d)$/.exec(at)!;
  return { round: Number(round), seconds: Number(minutes) * 60 + Number(seconds) };
};
const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds) % 60).padStart(2, "0")}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function signedInContext(
  browser: Browser,
  url: string,
  credentials: { email: string; password: string },
): Promise<BrowserContext> {
  // A tablet in landscape, the console's device at the mat.
  const context = await browser.newContext({ viewport: { width: 1180, height: 820 } });
  const response = await context.request.post(`${url}/api/auth/sign-in/email`, {
    headers: { Origin: url },
    data: credentials,
  });
  if (!response.ok()) throw new Error(`sign-in of ${credentials.email} failed: ${response.status()}`);
  return context;
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined,
  );
  await page.waitForLoadState("networkidle");
}

/** Plays the night; answers the timeline and every problem found (none when the night went as it should). */
export async function playNight(options: NightOptions): Promise<NightReport> {
  const { browser, stage, shotsDir } = options;
  const started = Date.now();
  const timeline: string[] = [];
  const problems: string[] = [];
  // The timeline also goes to timeline.txt as it is written, so a night cut short still leaves its evidence.
  fs.mkdirSync(shotsDir, { recursive: true });
  const timelineFile = path.join(shotsDir, "timeline.txt");
  const line = (text: string) => {
    const entry = `+${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s  ${text}`;
    timeline.push(entry);
    fs.appendFileSync(timelineFile, `${entry}\n`);
    options.log?.(entry);
  };
  const found: { where: string; text: string }[] = [];
  const problem = (where: string, text: string, quiet = false) => {
    found.push({ where, text });
    problems.push(`${where}: ${text}`);
    if (!quiet) line(`  ✗ ${text}`);
  };

  const api = new AdminApi(stage.consoleUrl);
  const card = await createCard(api, CARD, options.label);
  line(
    `${stage.engine}, ${stage.servers.length} instance(s), clock ×${stage.clockFactor}: "${card.title}" created through the API (${card.matches.length} team matches, ${card.matches.reduce((sum, match) => sum + match.bouts.length, 0)} bouts)`,
  );
  const bouts = card.matches.flatMap((match) => match.bouts.map((bout) => ({ match, bout })));

  // Records before: fresh athletes.
  const fresh: AthleteRecord = {
    wins: 0,
    losses: 0,
    total_matches: 0,
    submissions_for: 0,
    submissions_against: 0,
    rating_elo: 1500,
  };
  for (const { bout } of bouts)
    for (const athlete of [bout.a, bout.b])
      for (const text of compareRecord(athlete.name, await readRecord(stage.fanUrl, athlete.id), fresh))
        problem("before", text);

  // Fans on instance B (or the only one): /live and the tournament page, in English and Russian.
  // Each fan in a browser of their own: tabs that share a window are throttled to one timer a second in the background.
  const fanContexts: BrowserContext[] = [];
  const fans: Fan[] = [];
  for (const [name, lang, pathname] of [
    ["live/en", "en", "/live"],
    ["live/ru", "ru", "/ru/live"],
    ["tournament/en", "en", `/tournament/${card.tournamentId}`],
    ["tournament/ru", "ru", `/ru/tournament/${card.tournamentId}`],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: lang === "ru" ? "ru-RU" : "en-US",
    });
    fanContexts.push(context);
    const page = await context.newPage();
    page.on("pageerror", (error) => problem(name, `page error ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") problem(name, `console error ${message.text()}`);
    });
    await page.goto(`${stage.fanUrl}${pathname}`);
    await hydrated(page);
    fans.push({ name, lang, page });
  }
  // Consoles on instance A: the scorekeeper in English, an admin in Russian as the second console of bout 1.
  const keeperContext = await signedInContext(browser, stage.consoleUrl, KEEPER);
  const adminContext = await signedInContext(browser, stage.consoleUrl, ADMIN);
  const keeper = new Console("keeper", "en", await keeperContext.newPage(), stage.consoleUrl);
  const second = new Console("admin", "ru", await adminContext.newPage(), stage.consoleUrl);
  for (const console of [keeper, second])
    console.page.on("pageerror", (error) => problem(`console ${console.name}`, `page error ${error.message}`));

  /**
   * Every fan against the server, again while they differ: for up to 3 s on a quiet machine (a fan may be a moment
   * behind), longer on a busy one — up to 10 s when the load average is past the cores (CI runs two browsers, the
   * servers and PostgreSQL on two cores at load 11–13; a fan's page then takes seconds to paint what it received).
   * How long they took is in the timeline either way.
   */
  const checkFans = async (where: string) => {
    const checkedAt = Date.now();
    const busy = os.loadavg()[0]! / os.cpus().length;
    const deadline = checkedAt + Math.min(10_000, Math.max(3_000, busy * 1_500));
    for (;;) {
      const views = await Promise.all(fans.map((fan) => readFan(fan.page)));
      const server = await serverView(stage.consoleUrl);
      const states = new Map<string, BoutState>();
      for (const match of server.matches.values())
        for (const bout of match.bouts)
          if (bout.status === "live") states.set(bout.id, await boutState(stage.consoleUrl, bout.id));
      const results = fans.map((fan, index) => ({ fan, ...compareFan(fan.lang, views[index]!, server, card, states) }));
      const failing = results.filter((result) => result.problems.length > 0);
      if (failing.length === 0 || Date.now() > deadline) {
        line(
          `  fans (${((Date.now() - checkedAt) / 1000).toFixed(1)} s, load ${os.loadavg()[0]!.toFixed(1)}): ${results.map((result) => `${result.fan.name} ${result.shown}${result.problems.length ? " ✗" : " ✓"}`).join(" · ")}`,
        );
        // One timeline line per problem, naming the fans who showed it.
        const byText = new Map<string, string[]>();
        for (const result of failing)
          for (const text of result.problems) byText.set(text, [...(byText.get(text) ?? []), result.fan.name]);
        for (const [text, names] of byText) {
          line(`  ✗ [${names.join(", ")}] ${text}`);
          for (const name of names) problem(`${where} ${name}`, text, true);
        }
        return;
      }
      await sleep(250);
    }
  };

  for (const [index, { match, bout }] of bouts.entries()) {
    const script = SCRIPT[index]!;
    const where = `bout ${index + 1}`;
    line(
      `— ${where}: ${match.home.name} – ${match.away.name}, bout ${bout.order}${bout.exhibition ? " (exhibition)" : ""}: ${bout.a.name} vs ${bout.b.name}`,
    );
    const consoles = script.steps.some((step) => step.by === 2) ? [keeper, second] : [keeper];
    for (const console of consoles) {
      await console.page.goto(`${console.url}${console.prefix}/score/${bout.id}`);
      await hydrated(console.page);
    }
    const expectedCounts: Record<string, number> = {};
    const taps: string[] = [];
    for (const step of script.steps) {
      const console = step.by === 2 ? second : keeper;
      const at = parseAt(step.at);
      // Late steps are the harness's (a loaded machine), not the app's: noted in the timeline only.
      await waitForClock(
        stage.consoleUrl,
        bout.id,
        at,
        (text) => line(`  ⚠ ${text}`),
        (text) => problem(where, text),
      );
      const who = `${console.name} (${console.lang})`;
      if ("tap" in step) {
        const athlete = step.side === "a" ? bout.a : bout.b;
        const stamped = await tap(console, bout, athlete.id, athlete.name, step.tap, (text) => problem(where, text));
        expectedCounts[`${step.side}:${step.tap}`] = (expectedCounts[`${step.side}:${step.tap}`] ?? 0) + 1;
        taps.push(`${step.side}:${step.tap}`);
        line(`${step.at}  ${who}: ${step.tap} — ${athlete.name}${stamped}`);
      } else if ("clock" in step) {
        await clickClock(
          console,
          bout.id,
          step.clock,
          (text) => line(`  ⚠ ${text}`),
          (text) => problem(where, text),
        );
        line(`${step.at}  ${who}: clock ${step.clock}`);
      } else if ("offline" in step) {
        await console.page.context().setOffline(step.offline);
        line(`${step.at}  ${who}: ${step.offline ? "goes offline" : "back online"}`);
      } else if ("undo" in step) {
        await console.page.getByRole("button", { name: say(console.lang, "score:log.undoLast") }).click();
        const undone = taps.pop()!;
        expectedCounts[undone]! -= 1;
        line(`${step.at}  ${who}: undo last (${undone})`);
      } else {
        await finishBout(console, bout, step, api, match.id, (text) => problem(where, text));
        line(
          `${step.at}  ${who}: finish — ${step.finish}, ${step.winner === "a" ? bout.a.name : bout.b.name}${step.technique ? ` (${step.technique})` : ""}`,
        );
      }
      const offline = isOffline(script, step);
      if (!offline) await waitAllSent(consoles, (text) => problem(where, text));
      // Nothing counted twice: the server's effective events equal the taps made (those still queued excepted).
      const state = await boutState(stage.consoleUrl, bout.id);
      if (!offline) {
        const counts = countKinds(state);
        for (const key of new Set([...Object.keys(counts), ...Object.keys(expectedCounts)]))
          if ((counts[key] ?? 0) !== (expectedCounts[key] ?? 0))
            problem(where, `server counts ${counts[key] ?? 0} × ${key}, ${expectedCounts[key] ?? 0} tapped`);
      }
      await checkFans(`${where} ${step.at}`);
    }
    await afterFinish(index, bout, match.id);
  }

  // Standings: Wolves 2–1 Sharks, Bears 2–0 Eagles (the exhibition not counted); team rating = mean roster rating.
  const standings = await readStandings(stage.fanUrl);
  const ratingsOf = (teamIndex: number, side: Side) =>
    card.matches[teamIndex]!.bouts.map((_bout, order) => expectedRating(teamIndex * 3 + order, side));
  const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const expectedStandings = [
    {
      team: card.matches[0]!.home,
      row: {
        team_match_wins: 1,
        team_match_losses: 0,
        bouts_won: 2,
        bouts_lost: 1,
        submissions: 1,
        team_rating: mean(ratingsOf(0, "a")),
      },
    },
    {
      team: card.matches[0]!.away,
      row: {
        team_match_wins: 0,
        team_match_losses: 1,
        bouts_won: 1,
        bouts_lost: 2,
        submissions: 1,
        team_rating: mean(ratingsOf(0, "b")),
      },
    },
    {
      team: card.matches[1]!.home,
      row: {
        team_match_wins: 1,
        team_match_losses: 0,
        bouts_won: 2,
        bouts_lost: 0,
        submissions: 2,
        team_rating: mean(ratingsOf(1, "a")),
      },
    },
    {
      team: card.matches[1]!.away,
      row: {
        team_match_wins: 0,
        team_match_losses: 1,
        bouts_won: 0,
        bouts_lost: 2,
        submissions: 0,
        team_rating: mean(ratingsOf(1, "b")),
      },
    },
  ];
  for (const { team, row } of expectedStandings) {
    const seen = standings.find((item) => item.team_id === team.id);
    if (!seen) problem("standings", `${team.name} missing`);
    else
      for (const [key, value] of Object.entries(row))
        if (seen[key as keyof typeof row] !== value)
          problem("standings", `${team.name}: ${key} ${seen[key as keyof typeof row]}, expected ${value}`);
  }
  line(
    `standings: ${expectedStandings
      .map(({ team }) => {
        const seen = standings.find((item) => item.team_id === team.id);
        return `${team.name} ${seen?.team_match_wins}-${seen?.team_match_losses} (${seen?.bouts_won}:${seen?.bouts_lost}, ${seen?.team_rating})`;
      })
      .join(" · ")}`,
  );

  await Promise.all([...fanContexts.map((context) => context.close()), keeperContext.close(), adminContext.close()]);
  line(problems.length ? `${problems.length} problem(s) found` : "the night went as it should: no problems");
  return { card, timeline, problems, summary: summarize(found, options.label), shotsDir };

  /** The finish in the results, both athletes' records and ratings, the fans, and the screenshots. */
  async function afterFinish(index: number, bout: CardBout, matchId: string) {
    const where = `bout ${index + 1} finish`;
    const finish = SCRIPT[index]!.steps.at(-1)! as { finish: Method; winner: Side };
    const winner = finish.winner === "a" ? bout.a : bout.b;
    const result = await readResult(stage.fanUrl, card.tournamentId, bout.id);
    if (!result || result.status !== "completed" || result.winner_id !== winner.id || result.method !== finish.finish)
      problem(where, `results answer ${JSON.stringify(result)}, expected ${finish.finish} won by ${winner.name}`);
    for (const side of ["a", "b"] as const) {
      const athlete = side === "a" ? bout.a : bout.b;
      const won = side === finish.winner;
      const submission = finish.finish === "submission";
      const expected: AthleteRecord = {
        wins: won ? 1 : 0,
        losses: won ? 0 : 1,
        total_matches: 1,
        submissions_for: won && submission ? 1 : 0,
        submissions_against: !won && submission ? 1 : 0,
        rating_elo: expectedRating(index, side),
      };
      const seen = await readRecord(stage.fanUrl, athlete.id);
      for (const text of compareRecord(athlete.name, seen, expected)) problem(where, text);
      line(
        `  record ${athlete.name}: ${seen.wins}-${seen.losses}, rating ${seen.rating_elo} (expected ${expected.wins}-${expected.losses}, ${expected.rating_elo})`,
      );
    }
    await checkFans(where);
    const base = path.join(shotsDir, `bout-${index + 1}`);
    await keeper.page.screenshot({ path: `${base}-console.png` });
    await fans[0]!.page.screenshot({ path: `${base}-live-en.png`, fullPage: true });
    const overlay = await fans[0]!.page.context().newPage();
    const response = await overlay.goto(`${stage.fanUrl}/broadcast/${card.tournamentId}`);
    if (response?.status() === 404) line(`  overlay: /broadcast/${card.tournamentId} answers 404 — screenshot skipped`);
    else {
      await overlay.setViewportSize({ width: 1920, height: 1080 });
      await overlay.waitForTimeout(500);
      await overlay.screenshot({ path: `${base}-overlay.png`, omitBackground: true });
    }
    await overlay.close();
    line(`  screenshots: ${base}-*.png (match ${matchId.slice(0, 8)})`);
  }

  function expectedRating(index: number, side: Side) {
    const finish = SCRIPT[index]!.steps.at(-1)! as { finish: Method; winner: Side };
    // The published rating is whole points (kept to tenths behind it).
    return Math.round(1500 + (side === finish.winner ? 1 : -1) * RATING_SWING[finish.finish]);
  }
}

/** Problems grouped by what they say (numbers and the run's label folded), most frequent first. */
function summarize(found: { where: string; text: string }[], label: string): string[] {
  const groups = new Map<string, { count: number; first: string }>();
  for (const { where, text } of found) {
    const key = text.replaceAll(` ${label}`, "").replace(/\d+/g, "#");
    const group = groups.get(key) ?? { count: 0, first: `${where}: ${text.replaceAll(` ${label}`, "")}` };
    group.count += 1;
    groups.set(key, group);
  }
  return [...groups.values()].sort((x, y) => y.count - x.count).map((group) => `${group.count}× ${group.first}`);
}

/** Whether console 2 is offline after `step` (between its "offline: true" and "offline: false" steps). */
function isOffline(script: BoutScript, step: Step): boolean {
  let offline = false;
  for (const item of script.steps) {
    if ("offline" in item) offline = item.offline;
    if (item === step) return offline;
  }
  return false;
}

/** Waits until the server's round clock reaches `at` (in its round); a clock that stopped or moved on is a problem. */
async function waitForClock(
  url: string,
  boutId: string,
  at: { round: number; seconds: number },
  note: (text: string) => void,
  problem: (text: string) => void,
) {
  for (;;) {
    const state = await boutState(url, boutId);
    const clock = projectedClock(state);
    if (
      state.round > at.round ||
      (state.round === at.round && clock >= at.seconds) ||
      (at.seconds === 0 && state.round === at.round)
    ) {
      if (state.round > at.round || clock > at.seconds + 10)
        note(`late: the step for R${at.round} ${mmss(at.seconds)} came at R${state.round} ${mmss(clock)}`);
      return;
    }
    if (!state.running) {
      problem(`the clock stopped at R${state.round} ${mmss(clock)} before R${at.round} ${mmss(at.seconds)}`);
      return;
    }
    const factor = state.clock_factor ?? 1;
    await sleep(Math.min(2_000, Math.max(5, ((at.seconds - clock) / factor) * 1000)));
  }
}

/** One tap on the console; a button the console refuses is a problem, and the action is sent through the API instead. */
async function tap(
  console: Console,
  bout: CardBout,
  athleteId: string,
  athleteName: string,
  kind: string,
  problem: (text: string) => void,
): Promise<string> {
  const label = say(console.lang, `rules:actions.${kind}`);
  const button = console.page
    .getByRole("region", { name: athleteName })
    .getByRole("button", { name: new RegExp(`^${escape(label)}\\s*([+−]\\d+|0|⚠|DQ)?$`) });
  if (!(await button.isEnabled({ timeout: 10_000 }).catch(() => false))) {
    const state = await boutState(console.url, bout.id);
    const clock = Math.floor(projectedClock(state));
    problem(
      `console ${console.name}: the ${label} button for ${athleteName} is disabled at R${state.round} ${mmss(clock)} (clock running: ${state.running}); sent through the API`,
    );
    const response = await console.page.request.post(`${console.url}/api/v1/bouts/${bout.id}/events`, {
      headers: { Origin: console.url },
      data: {
        athlete_id: athleteId,
        kind,
        round: state.round,
        clock_seconds: clock,
        idempotency_key: crypto.randomUUID(),
      },
    });
    if (!response.ok()) problem(`the API refused ${kind} too: ${response.status()} ${await response.text()}`);
    return " (through the API)";
  }
  await button.click();
  return "";
}

async function clickClock(
  console: Console,
  boutId: string,
  action: "start" | "end_round",
  note: (text: string) => void,
  problem: (text: string) => void,
) {
  const name = say(console.lang, action === "start" ? "score:clock.start" : "score:clock.endRound");
  const before = await boutState(console.url, boutId);
  const button = console.page.getByRole("button", { name, exact: true });
  try {
    await button.click({ timeout: 15_000 });
  } catch {
    // On a busy machine the click may land while Playwright still waits (the button is replaced by Pause): the server says.
    const after = await boutState(console.url, boutId);
    const tookEffect = action === "start" ? after.running : after.round > before.round || after.rounds_over === true;
    if (tookEffect) note(`console ${console.name}: "${name}" took more than 15 s to click, but the server has it`);
    else problem(`console ${console.name}: no enabled "${name}" button`);
  }
}

async function waitAllSent(consoles: Console[], problem: (text: string) => void) {
  for (const console of consoles) {
    const status = console.page.getByTestId("queue-status");
    const allSent = say(console.lang, "score:queue.allSent");
    const deadline = Date.now() + 10_000;
    while ((await status.textContent())?.trim() !== allSent) {
      if (Date.now() > deadline) {
        problem(`console ${console.name}: queue says "${await status.textContent()}" after 10 s`);
        break;
      }
      await sleep(100);
    }
  }
}

/** Finish through the console's dialog; a refused finish is a problem, and the result is then entered as an admin would. */
async function finishBout(
  console: Console,
  bout: CardBout,
  step: { finish: Method; winner: Side; technique?: string },
  api: AdminApi,
  matchId: string,
  problem: (text: string) => void,
) {
  const { page, lang } = console;
  const winner = step.winner === "a" ? bout.a : bout.b;
  await page.getByRole("button", { name: say(lang, "score:finish.title"), exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: say(lang, `score:finish.${step.finish}`), exact: true }).click();
  await dialog.getByRole("button", { name: winner.name, exact: true }).click();
  if (step.technique) await dialog.getByLabel(say(lang, "score:finish.technique")).fill(step.technique);
  const confirm = dialog.getByRole("button", {
    name: say(lang, "score:finish.confirm", { method: say(lang, `score:finish.${step.finish}`), name: winner.name }),
  });
  if (await confirm.isEnabled()) await confirm.click();
  else
    problem(
      `console ${console.name}: the finish button is disabled (${await dialog
        .getByRole("alert")
        .textContent()
        .catch(() => "no reason shown")})`,
    );
  const finished = page.getByTestId("finished");
  const shown = await finished.waitFor({ timeout: 8_000 }).then(
    () => true,
    () => false,
  );
  if (shown) return;
  const refusal = await page
    .getByRole("alert")
    .first()
    .textContent()
    .catch(() => null);
  problem(
    `console ${console.name}: the bout did not finish (${refusal ?? "nothing shown"}); the result is entered through the admin API`,
  );
  const state = await boutState(console.url, bout.id);
  const total = (side: 0 | 1) => state.athletes[side].round_scores.reduce((sum, points) => sum + points, 0);
  await page.keyboard.press("Escape");
  await api
    .request("PUT", `/bouts/${bout.id}`, {
      team_match_id: matchId,
      athlete_a_id: bout.a.id,
      athlete_b_id: bout.b.id,
      weight_class: "lightweight",
      exhibition: bout.exhibition,
      status: "completed",
      winner_id: winner.id,
      method: step.finish,
      technique: step.technique ?? null,
      round: state.round,
      time_seconds: Math.floor(projectedClock(state)),
      score_a: Math.max(0, total(0)),
      score_b: Math.max(0, total(1)),
    })
    .catch((error: Error) => problem(`the admin API refused the result too: ${error.message}`));
}
