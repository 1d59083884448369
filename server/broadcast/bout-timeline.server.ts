// A bout's scoring timeline for fans and video: the effective events (corrections applied, undone ones and undo rows
// gone) in the bout's order, each with its moment and, when the tournament's broadcast is synced, a link into the video.
// Also the finish moments' links for result lists (the tournament's card, an athlete's Fights tab).
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { replayUrl } from "../../app/lib/broadcast/replay-url.ts";
import { replay, type LoggedEvent } from "../../app/lib/live/live-reducer.ts";
import type { Database } from "../db/client.server.ts";
import { boutEvents, bouts, teamMatches, tournaments } from "../db/schema.ts";
import { inUuids } from "../db/pg-array.ts";

export interface TimelineEvent {
  id: number;
  /** When it happened (ISO): for a correction, the moment of the event it corrects. */
  at: string;
  round: number;
  clock_seconds: number;
  kind: string;
  athlete_id: string | null;
  /** Points under the rules (negative for penalties, 0 for what scores nothing). */
  points: number;
  replay_url?: string;
}

export interface BoutTimeline {
  bout_id: string;
  events: TimelineEvent[];
}

/** A moment as a bout's public timeline lists it (labelled by the loader, so the page needs no more strings). */
export interface TimelineLine {
  id: number;
  round: number;
  clock_seconds: number;
  label: string;
  points: number;
  athlete_id: string | null;
  replay_url: string | null;
}

interface TimelineRow {
  id: number;
  kind: string;
  athlete_id: string | null;
  round: number;
  clock_seconds: number;
  details: unknown;
  corrects_event_id: number | null;
  created_at: Date;
  undone_at: Date | null;
}

/** The effective events in the bout's order, with the moment each happened (pure: tested with exact rows). */
export function effectiveTimeline(
  athletes: [string, string],
  rows: readonly TimelineRow[],
  broadcast: { url: string | null; started_at: Date | null },
): TimelineEvent[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const logged: LoggedEvent[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    athlete_id: row.athlete_id,
    round: row.round,
    clock_seconds: row.clock_seconds,
    details: row.details as Record<string, unknown> | null,
    undone: row.undone_at !== null,
    corrects_event_id: row.corrects_event_id,
  }));
  const last = rows.reduce(
    (latest, row) =>
      row.round > latest.round || (row.round === latest.round && row.clock_seconds > latest.clock_seconds)
        ? row
        : latest,
    { round: 1, clock_seconds: 0 },
  );
  const { points } = replay(athletes, logged, last);
  /** A correction happened when the event it corrects did (followed back through corrections of corrections). */
  const momentOf = (row: TimelineRow): Date => {
    let current = row;
    for (let hops = 0; current.corrects_event_id !== null && hops < 50; hops += 1) {
      const original = byId.get(current.corrects_event_id);
      if (!original) break;
      current = original;
    }
    return current.created_at;
  };
  return rows
    .filter((row) => row.undone_at === null && row.kind !== "undo")
    .sort((x, y) => x.round - y.round || x.clock_seconds - y.clock_seconds || x.id - y.id)
    .map((row) => {
      const at = momentOf(row);
      const link = replayUrl(broadcast.url, broadcast.started_at, at);
      return {
        id: row.id,
        at: at.toISOString(),
        round: row.round,
        clock_seconds: row.clock_seconds,
        kind: row.kind,
        athlete_id: row.athlete_id,
        points: points.get(row.id) ?? 0,
        ...(link ? { replay_url: link } : {}),
      };
    });
}

const timelineColumns = {
  id: boutEvents.id,
  kind: boutEvents.kind,
  athlete_id: boutEvents.athlete_id,
  round: boutEvents.round,
  clock_seconds: boutEvents.clock_seconds,
  details: boutEvents.details,
  corrects_event_id: boutEvents.corrects_event_id,
  created_at: boutEvents.created_at,
  undone_at: boutEvents.undone_at,
};

/** The bouts' athletes and their tournament's broadcast, by bout id. */
async function boutsWithBroadcast(db: Database, boutIds: readonly string[]) {
  return db
    .select({
      id: bouts.id,
      a: bouts.athlete_a_id,
      b: bouts.athlete_b_id,
      url: tournaments.broadcast_url,
      started_at: tournaments.broadcast_started_at,
    })
    .from(bouts)
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(inUuids(bouts.id, [...boutIds]));
}

/** Each bout's timeline (bouts without events have an empty one); unknown ids are left out. Two queries for any number. */
export async function readBoutTimelines(db: Database, boutIds: readonly string[]): Promise<Map<string, BoutTimeline>> {
  if (boutIds.length === 0) return new Map();
  const [boutRows, eventRows] = await Promise.all([boutsWithBroadcast(db, boutIds), timelineRows(db, boutIds)]);
  return timelinesOf(
    boutRows.map((bout) => ({ id: bout.id, athletes: [bout.a, bout.b], broadcast: bout })),
    eventRows,
  );
}

/**
 * The timelines of one tournament's bouts, whose athletes and broadcast its page has already read: one query (where
 * `readBoutTimelines` and `finishReplayUrls` made three). Bouts without events have an empty one.
 */
export async function readCardTimelines(
  db: Database,
  card: readonly { id: string; athletes: [string, string] }[],
  broadcast: { url: string | null; started_at: Date | null },
): Promise<Map<string, BoutTimeline>> {
  if (card.length === 0) return new Map();
  const eventRows = await timelineRows(
    db,
    card.map((bout) => bout.id),
  );
  return timelinesOf(
    card.map((bout) => ({ ...bout, broadcast })),
    eventRows,
  );
}

/** The "Watch" link at a timeline's finish (the last one not undone), if its broadcast is synced. */
export function finishReplayUrl(timeline: BoutTimeline): string | null {
  return timeline.events.findLast((event) => event.kind === "finish")?.replay_url ?? null;
}

type TimelineEventRow = TimelineRow & { bout_id: string };

/** The bouts' logged events, by bout and in the order they were logged. */
function timelineRows(db: Database, boutIds: readonly string[]): Promise<TimelineEventRow[]> {
  return db
    .select({ bout_id: boutEvents.bout_id, ...timelineColumns })
    .from(boutEvents)
    .where(inUuids(boutEvents.bout_id, [...boutIds]))
    .orderBy(asc(boutEvents.bout_id), asc(boutEvents.id))
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        id: Number(row.id),
        corrects_event_id: row.corrects_event_id === null ? null : Number(row.corrects_event_id),
      })),
    );
}

function timelinesOf(
  read: readonly {
    id: string;
    athletes: [string, string];
    broadcast: { url: string | null; started_at: Date | null };
  }[],
  eventRows: readonly TimelineEventRow[],
): Map<string, BoutTimeline> {
  const rowsOf = Map.groupBy(eventRows, (row) => row.bout_id);
  return new Map(
    read.map((bout) => [
      bout.id,
      {
        bout_id: bout.id,
        events: effectiveTimeline(bout.athletes, rowsOf.get(bout.id) ?? [], bout.broadcast),
      },
    ]),
  );
}

export async function readBoutTimeline(db: Database, boutId: string): Promise<BoutTimeline | null> {
  return (await readBoutTimelines(db, [boutId])).get(boutId) ?? null;
}

/** The "Watch" link at each bout's finish, for bouts whose tournament has a synced broadcast; one indexed read. */
export async function finishReplayUrls(db: Database, boutIds: readonly string[]): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (boutIds.length === 0) return links;
  const rows = await db
    .select({
      bout_id: boutEvents.bout_id,
      at: boutEvents.created_at,
      url: tournaments.broadcast_url,
      started_at: tournaments.broadcast_started_at,
    })
    .from(boutEvents)
    .innerJoin(bouts, eq(bouts.id, boutEvents.bout_id))
    .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .where(
      and(
        inUuids(boutEvents.bout_id, [...boutIds]),
        eq(boutEvents.kind, "finish"),
        isNull(boutEvents.undone_at),
        isNotNull(tournaments.broadcast_url),
        isNotNull(tournaments.broadcast_started_at),
      ),
    );
  for (const row of rows) {
    const link = replayUrl(row.url, row.started_at, row.at);
    if (link) links.set(row.bout_id, link);
  }
  return links;
}
