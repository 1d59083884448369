// The rehearsal's stage: app servers (two on PostgreSQL, or one on PGlite), the scorekeeper's account, an admin API
// client, and the night's tournament (its own teams, athletes, two team matches of three bouts) created through the API.
import { TZDate } from "@date-fns/tz";
import { startOfDay } from "date-fns";
import { spawn } from "node:child_process";
import fs from "node:fs";
import { ADMIN } from "../admin-account.ts";
import {
  adminCookie,
  freshPostgresDatabase,
  POSTGRES_URL,
  startServer,
  tempDataDir,
  type SpawnedServer,
} from "../spawned-server.ts";

export const KEEPER = { email: "keeper@rehearsal.test", password: "keeper-rehearsal-password" };

export interface Stage {
  engine: "postgres" | "pglite";
  /** Where the consoles score (instance A). */
  consoleUrl: string;
  /** Where the fans watch (instance B on PostgreSQL; the same instance on PGlite). */
  fanUrl: string;
  clockFactor: number;
  servers: SpawnedServer[];
  stop(): Promise<void>;
}

/** Runs `npm run admin -- add <keeper> --role scorekeeper` against the database before any server holds it. */
async function addScorekeeper(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ["scripts/admin.ts", "add", KEEPER.email, "--role", "scorekeeper", "--password", KEEPER.password],
    {
      env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`npm run admin failed (${code}): ${output}`);
}

/**
 * Two instances on a fresh database of the PostgreSQL server at E2E_DATABASE_URL or DATABASE_URL (consoles on A,
 * fans on B), or one instance on PGlite when neither is set. `clockFactor` is passed as LIVE_CLOCK_FACTOR (1 = the mat's pace).
 */
export async function startStage(options: { clockFactor: number; seedDemo?: boolean }): Promise<Stage> {
  const database = POSTGRES_URL ? await freshPostgresDatabase("rehearsal") : undefined;
  const dataDirs = [tempDataDir("rehearsal-a"), tempDataDir("rehearsal-b")];
  const env = {
    SEED_DEMO: options.seedDemo ? "true" : "false",
    LIVE_CLOCK_FACTOR: String(options.clockFactor),
    RATE_LIMIT_AUTH_MAX: "100000",
    RATE_LIMIT_ACCOUNT_MAX: "100000",
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  await addScorekeeper({ ...env, DATA_DIR: dataDirs[0]! });
  const servers: SpawnedServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    servers.push(await startServer({ ...env, DATA_DIR: dataDirs[0]! }));
    if (database) servers.push(await startServer({ ...env, DATA_DIR: dataDirs[1]! }));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    engine: database ? "postgres" : "pglite",
    consoleUrl: servers[0]!.url,
    fanUrl: servers.at(-1)!.url,
    clockFactor: options.clockFactor,
    servers,
    stop,
  };
}

/** JSON over the API as the bootstrap admin (same-origin writes need the Origin header). */
export class AdminApi {
  private cookie = "";
  private readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    this.cookie ||= await adminCookie(this.url, ADMIN);
    const response = await fetch(`${this.url}/api/v1${path}`, {
      method,
      headers: {
        Cookie: this.cookie,
        Origin: this.url,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

/** Public reads (no cookie, no cache: `no-store` answers). */
export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { "Cache-Control": "no-cache" } });
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  return (await response.json()) as T;
}

export interface CardAthlete {
  id: string;
  name: string;
}
export interface CardBout {
  id: string;
  order: number;
  exhibition: boolean;
  a: CardAthlete;
  b: CardAthlete;
}
export interface CardMatch {
  id: string;
  home: { id: string; name: string };
  away: { id: string; name: string };
  bouts: CardBout[];
}
export interface Card {
  tournamentId: string;
  title: string;
  matches: CardMatch[];
}

/** What the night's card is made of: two team matches, each with its two teams and three pairs of athletes. */
export interface CardPlan {
  title: string;
  titleRu: string;
  matches: {
    home: string;
    away: string;
    country: [string, string];
    athletes: [string, string][];
    exhibition?: number[];
  }[];
}

/** Creates the live tournament, its teams and athletes (fresh 1500-rated, no record) and the card, through the API. */
export async function createCard(api: AdminApi, plan: CardPlan, label: string): Promise<Card> {
  const now = new Date();
  const tournament = await api.request<{ id: string }>("POST", "/tournaments", {
    title: `${plan.title} ${label}`,
    title_ru: `${plan.titleRu} ${label}`,
    // An hour ago, or the venue's midnight if that came later (an instant): the venue's date is today, so the event
    // counts as today's (upcoming, and the home page's lead) at any hour of the run.
    event_date: new Date(
      Math.max(now.getTime() - 3_600_000, startOfDay(new TZDate(now, "Europe/Oslo")).getTime()),
    ).toISOString(),
    time_zone: "Europe/Oslo",
    status: "live",
    location_city: "Oslo",
    location_country: "Norway",
  });
  const matches: CardMatch[] = [];
  for (const [index, match] of plan.matches.entries()) {
    const team = (name: string, country: string) =>
      api.request<{ id: string; name: string }>("POST", "/teams", { name: `${name} ${label}`, country });
    const home = await team(match.home, match.country[0]);
    const away = await team(match.away, match.country[1]);
    const athlete = async (name: string, teamId: string, country: string) => {
      const created = await api.request<{ id: string; full_name: string }>("POST", "/athletes", {
        full_name: `${name} ${label}`,
        country,
        weight_class: "lightweight",
        team_id: teamId,
      });
      return { id: created.id, name: created.full_name };
    };
    const teamMatch = await api.request<{ id: string }>("POST", `/tournaments/${tournament.id}/team-matches`, {
      home_team_id: home.id,
      away_team_id: away.id,
      stage: "round_robin",
      stage_round: 1,
      card_order: index + 1,
      scheduled_at: new Date(now.getTime() + index * 3_600_000).toISOString(),
    });
    const bouts: CardBout[] = [];
    for (const [order, [nameA, nameB]] of match.athletes.entries()) {
      const a = await athlete(nameA, home.id, match.country[0]);
      const b = await athlete(nameB, away.id, match.country[1]);
      const exhibition = match.exhibition?.includes(order + 1) ?? false;
      const bout = await api.request<{ id: string }>("POST", `/team-matches/${teamMatch.id}/bouts`, {
        athlete_a_id: a.id,
        athlete_b_id: b.id,
        weight_class: "lightweight",
        status: "scheduled",
        exhibition,
      });
      bouts.push({ id: bout.id, order: order + 1, exhibition, a, b });
    }
    matches.push({ id: teamMatch.id, home, away, bouts });
  }
  return { tournamentId: tournament.id, title: `${plan.title} ${label}`, matches };
}
