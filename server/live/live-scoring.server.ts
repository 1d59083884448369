// The console's writes: each action is one transaction that locks the bout row (two consoles on one bout take turns),
// checks the rules against the state replayed from the log, and appends its event row (who, when). The same
// idempotency key twice is counted once: the second answers the current state. Viewers hear of it after the commit.
import { and, asc, eq, sql } from "drizzle-orm";
import { athleteActionReason, finishReason, type ActionReason } from "../../app/lib/live/live-actions.ts";
import { finishResult } from "../../app/lib/live/live-finish.ts";
import { applyClockAction, elapsedSeconds, type ClockReason } from "../../app/lib/live/live-clock.ts";
import { liveWinChance } from "../../app/lib/live/bout-win-probability.ts";
import { inBoutReadings } from "../../app/lib/live/in-bout-readings.ts";
import { buildLiveState, replay, type LiveBout, type LoggedEvent } from "../../app/lib/live/live-reducer.ts";
import type { ClockInput, EventInput, FinishInput } from "../../app/lib/live/live-schemas.ts";
import type { BoutLiveState } from "../../app/lib/live/live-state.ts";
import { roundsInBout } from "../../app/lib/live/scoring-rules.ts";
import { isTieBreakBout } from "../../app/lib/season/tie-break.ts";
import type { Database } from "../db/client.server.ts";
import { boutEvents, boutPredictions, bouts, teamMatches } from "../db/schema.ts";
import type { Actor } from "../league/audit.server.ts";
import { lockInOrder, writeTransaction } from "../league/entities/audited-writes.server.ts";
import { storeInBoutReadings } from "../league/results/in-bout-calibration.server.ts";
import { publishLiveMessage } from "./live-bus.server.ts";
import { writeBoutResult } from "./bout-result.server.ts";
import { liveClockFactor, liveWinChanceOn } from "./live-reads.server.ts";
import { queueUpNextNotifications } from "../fans/up-next.server.ts";

/** A refused action: 404 unknown bout or event, 409 finished bout, 400 against the rules (reason = i18n key). */
export type RefusalReason = ActionReason | ClockReason | "notFound" | "notUndoable" | "keyReused";

export class LiveActionRefused extends Error {
  readonly status: 400 | 404 | 409;
  readonly reason: RefusalReason;
  constructor(status: 400 | 404 | 409, reason: RefusalReason) {
    super(reason);
    this.name = "LiveActionRefused";
    this.status = status;
    this.reason = reason;
  }
}

export interface LiveWriteResult {
  state: BoutLiveState;
  /** False when the idempotency key had been used: nothing new was written. */
  written: boolean;
}

type Tx = Database;
type BoutRow = typeof bouts.$inferSelect;

const liveBout = (row: BoutRow): LiveBout => ({
  id: row.id,
  team_match_id: row.team_match_id,
  status: row.status,
  athlete_a_id: row.athlete_a_id,
  athlete_b_id: row.athlete_b_id,
  clock: row,
  clock_factor: liveClockFactor(),
  golden_score: isTieBreakBout(row),
});

type KeyedEvent = LoggedEvent & { idempotency_key: string; corrects_event_id: number | null };

/**
 * Idempotency keys live in two spaces: a client's key is stored as `c:<key>`, the server's own (`undo:122`,
 * `clock:…`, `finish:…`) as they are, so a client can never take the key of an undo before the server does.
 * Keys stored before the prefix (raw client keys) still count as the client's.
 */
const SERVER_KEY = /^(?:undo|clock|finish):/;
export const clientKey = (key: string) => `c:${key}`;
type Key = { stored: string; legacy?: string };
const fromClient = (key: string | undefined): Key | undefined =>
  key === undefined ? undefined : { stored: clientKey(key), legacy: SERVER_KEY.test(key) ? undefined : key };
const fromServer = (key: string): Key => ({ stored: key });

/** What a request asks for, compared with the event its key already wrote: the same key with another request is 409. */
type SameRequest = (event: KeyedEvent) => boolean;
const detail = (event: KeyedEvent, name: string) => (event.details ?? {})[name] ?? null;

async function loadEvents(tx: Tx, boutId: string): Promise<KeyedEvent[]> {
  const rows = await tx.select().from(boutEvents).where(eq(boutEvents.bout_id, boutId)).orderBy(asc(boutEvents.id));
  return rows.map((row) => ({
    ...row,
    details: row.details as Record<string, unknown> | null,
    undone: row.undone_at !== null,
  }));
}

/**
 * Runs `write` with the bout row locked and its log loaded; publishes the new event after the commit. The locks are the
 * audited path's, in its one order (its tournament and team matches, the bout, then the ratings when the action may
 * finish the bout: `mayFinish`), retried like any result write.
 */
async function withBout(
  db: Database,
  boutId: string,
  key: Key | undefined,
  sameRequest: SameRequest,
  write: (tx: Tx, row: BoutRow, events: KeyedEvent[], now: Date) => Promise<number | null>,
  mayFinish: (row: BoutRow) => boolean = () => false,
): Promise<LiveWriteResult> {
  let published: number | null = null;
  const chance = liveWinChanceOn();
  // A bout never changes team match: read unlocked, it names the locks to take. Its prediction, frozen before the bout
  // began, comes with it: the live win chance starts from it, so the answer needs no read after the commit (where it
  // would wait behind the fan-out of the new event to every viewer on this instance).
  const [found] = await db
    .select({ bout: bouts, p_a: boutPredictions.p_a })
    .from(bouts)
    .leftJoin(boutPredictions, chance ? eq(boutPredictions.bout_id, bouts.id) : sql`false`)
    .where(eq(bouts.id, boutId));
  if (!found) throw new LiveActionRefused(404, "notFound");
  const { bout: current, p_a } = found;
  const state = await writeTransaction(db, async (tx) => {
    published = null;
    await lockInOrder(tx, { teamMatches: [current.team_match_id], bouts: [boutId], ratings: mayFinish(current) });
    const [row] = await tx.select().from(bouts).where(eq(bouts.id, boutId));
    if (!row) throw new LiveActionRefused(404, "notFound");
    const events = await loadEvents(tx, boutId);
    const now = new Date();
    const earlier =
      key &&
      events.find(
        (event) =>
          event.idempotency_key === key.stored || (key.legacy !== undefined && event.idempotency_key === key.legacy),
      );
    if (earlier) {
      // The IETF Idempotency-Key draft: a key reused with a different request is a conflict, not a silent replay.
      if (!sameRequest(earlier)) throw new LiveActionRefused(409, "keyReused");
      return buildLiveState(liveBout(row), events, now);
    }
    if (row.status === "completed") throw new LiveActionRefused(409, "boutFinished");
    published = await write(tx, row, events, now);
    const [after] = await tx.select().from(bouts).where(eq(bouts.id, boutId));
    const logged = await loadEvents(tx, boutId);
    // The log changed: the bout's in-bout readings (the in-bout calibration's) are stored again with it, replayed from
    // the log just read (readingsOf's replay, without reading it again).
    if (published !== null && chance)
      await storeInBoutReadings(
        tx,
        boutId,
        p_a === null ? [] : inBoutReadings([after!.athlete_a_id, after!.athlete_b_id], logged, p_a),
      );
    return buildLiveState(liveBout(after!), logged, now);
  });
  if (published !== null) publishLiveMessage({ type: "bout", bout_id: boutId, event_id: published });
  if (!chance) return { state, written: published !== null };
  return { state: { ...state, win_probability: liveWinChance(state, p_a) }, written: published !== null };
}

function refuseIf(reason: ActionReason | null): void {
  if (reason) throw new LiveActionRefused(reason === "boutFinished" ? 409 : 400, reason);
}

async function insertEvent(tx: Tx, values: typeof boutEvents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(boutEvents).values(values).returning({ id: boutEvents.id });
  return row!.id;
}

/** A bout (and its team match) goes live with its first clock action. */
async function markLive(tx: Tx, row: BoutRow) {
  if (row.status !== "scheduled") return;
  await tx.update(bouts).set({ status: "live", updated_at: new Date() }).where(eq(bouts.id, row.id));
  await tx
    .update(teamMatches)
    .set({ status: "live", updated_at: new Date() })
    .where(and(eq(teamMatches.id, row.team_match_id), eq(teamMatches.status, "scheduled")));
  await queueUpNextNotifications(tx, row.team_match_id);
}

/** A score, foul, takedown attempt or control segment; a correction replaces an earlier event. A submission finishes. */
export async function recordEvent(
  db: Database,
  actor: Actor,
  boutId: string,
  input: EventInput,
): Promise<LiveWriteResult> {
  if (input.kind === "submission") {
    return finishBout(db, actor, boutId, {
      winner_id: input.athlete_id,
      method: "submission",
      technique: input.technique,
      idempotency_key: input.idempotency_key,
    });
  }
  const sameRequest: SameRequest = (event) =>
    event.kind === input.kind &&
    event.athlete_id === input.athlete_id &&
    event.round === input.round &&
    event.clock_seconds === input.clock_seconds &&
    event.corrects_event_id === (input.corrects_event_id ?? null) &&
    detail(event, "position") === (input.position ?? null);
  return withBout(
    db,
    boutId,
    fromClient(input.idempotency_key),
    sameRequest,
    async (tx, row, events, now) => {
      if (input.corrects_event_id !== undefined) {
        const original = events.find((event) => event.id === input.corrects_event_id);
        if (!original) throw new LiveActionRefused(404, "notFound");
        if (original.undone || !original.athlete_id) throw new LiveActionRefused(400, "notUndoable");
        original.undone = true;
        await tx
          .update(boutEvents)
          .set({ undone_at: now, undone_by: actor.email })
          .where(eq(boutEvents.id, original.id));
      }
      const state = buildLiveState(liveBout(row), events, now);
      refuseIf(athleteActionReason(state, input));
      const details = input.position ? { position: input.position } : null;
      // The points the rules give it, replayed with the log so the aggression ladder counts what came before.
      const candidate: LoggedEvent = {
        id: Number.MAX_SAFE_INTEGER,
        kind: input.kind,
        athlete_id: input.athlete_id,
        round: input.round,
        clock_seconds: input.clock_seconds,
        details,
        undone: false,
      };
      const points =
        replay(
          [row.athlete_a_id, row.athlete_b_id],
          [...events, candidate],
          { round: state.round, clock_seconds: state.clock_seconds },
          isTieBreakBout(row),
        ).points.get(candidate.id) ?? 0;
      const eventId = await insertEvent(tx, {
        bout_id: row.id,
        kind: input.kind,
        athlete_id: input.athlete_id,
        round: input.round,
        clock_seconds: input.clock_seconds,
        points,
        details,
        idempotency_key: clientKey(input.idempotency_key),
        corrects_event_id: input.corrects_event_id ?? null,
        created_by: actor.email,
      });
      return state.golden_score && points > 0
        ? finishGoldenScore(tx, actor, row, [...events, { ...candidate, id: eventId }], state)
        : eventId;
    },
    isTieBreakBout,
  );
}

/**
 * Golden score: the first score ends the bout, here, in the scoring action's transaction: the scorer wins on points at
 * the moment of the score, the result goes to the results model (so the team match is decided by the tie-break bout)
 * and a `finish` event follows the score in the log. Answers the finish event's id (the stream's new position).
 */
async function finishGoldenScore(tx: Tx, actor: Actor, row: BoutRow, events: LoggedEvent[], state: BoutLiveState) {
  const score = replay(
    [row.athlete_a_id, row.athlete_b_id],
    events,
    { round: state.round, clock_seconds: state.clock_seconds },
    true,
  ).golden_score_winner!;
  const scored = events.find((event) => event.id === score.event_id)!;
  const moment = { round: scored.round, time_seconds: scored.clock_seconds };
  const input = { winner_id: score.athlete_id, method: "points" as const };
  const result = finishResult([row.athlete_a_id, row.athlete_b_id], events, state, input, moment);
  await tx
    .update(bouts)
    .set({ clock_running: false, clock_started_at: null, clock_elapsed_ms: moment.time_seconds * 1000 })
    .where(eq(bouts.id, row.id));
  await writeBoutResult(tx, row.id, result, actor);
  return insertEvent(tx, {
    bout_id: row.id,
    kind: "finish",
    athlete_id: score.athlete_id,
    round: moment.round,
    clock_seconds: moment.time_seconds,
    details: { method: "points", winner_id: score.athlete_id, technique: null, golden_score: true },
    idempotency_key: `finish:golden:${score.event_id}`,
    created_by: actor.email,
  });
}

/** Undoes one event: it stays in the log marked with who and when, and an `undo` row tells the viewers. */
export async function undoEvent(db: Database, actor: Actor, boutId: string, eventId: number): Promise<LiveWriteResult> {
  // One undo per event: a repeated DELETE (a console resending its queue) finds its key and changes nothing.
  return withBout(
    db,
    boutId,
    fromServer(`undo:${eventId}`),
    () => true,
    async (tx, row, events, now) => {
      const original = events.find((event) => event.id === eventId);
      if (!original) throw new LiveActionRefused(404, "notFound");
      if (original.undone || !original.athlete_id) throw new LiveActionRefused(400, "notUndoable");
      await tx.update(boutEvents).set({ undone_at: now, undone_by: actor.email }).where(eq(boutEvents.id, eventId));
      return insertEvent(tx, {
        bout_id: row.id,
        kind: "undo",
        athlete_id: null,
        round: row.clock_round,
        clock_seconds: elapsedSeconds(row, now.getTime(), liveClockFactor()),
        details: { kind: original.kind, athlete_id: original.athlete_id },
        idempotency_key: `undo:${eventId}`,
        corrects_event_id: eventId,
        created_by: actor.email,
      });
    },
  );
}

/** Start, pause, resume, end round: the clock columns move on the server's time and the log records the action. */
export async function clockAction(
  db: Database,
  actor: Actor,
  boutId: string,
  input: ClockInput,
): Promise<LiveWriteResult> {
  const sameRequest: SameRequest = (event) => event.kind === "clock" && detail(event, "action") === input.action;
  return withBout(db, boutId, fromClient(input.idempotency_key), sameRequest, async (tx, row, events, now) => {
    const golden = isTieBreakBout(row);
    const roundsOver = replay(
      [row.athlete_a_id, row.athlete_b_id],
      events,
      { round: row.clock_round, clock_seconds: 0 },
      golden,
    ).rounds_over;
    const factor = liveClockFactor();
    const next = applyClockAction(row, input.action, now, roundsOver, factor, roundsInBout(golden));
    if ("reason" in next) throw new LiveActionRefused(400, next.reason);
    const at = elapsedSeconds(row, now.getTime(), factor);
    await tx
      .update(bouts)
      .set({ ...next, updated_at: now })
      .where(eq(bouts.id, row.id));
    await markLive(tx, row);
    return insertEvent(tx, {
      bout_id: row.id,
      kind: "clock",
      round: row.clock_round,
      clock_seconds: at,
      details: { action: input.action },
      idempotency_key:
        input.idempotency_key === undefined ? `clock:${crypto.randomUUID()}` : clientKey(input.idempotency_key),
      created_by: actor.email,
    });
  });
}

/** Ends the bout and writes its result into the results model in the same transaction. */
export async function finishBout(
  db: Database,
  actor: Actor,
  boutId: string,
  input: FinishInput,
): Promise<LiveWriteResult> {
  const sameRequest: SameRequest = (event) =>
    event.kind === "finish" &&
    detail(event, "method") === input.method &&
    detail(event, "winner_id") === (input.winner_id ?? null) &&
    (input.method !== "submission" || (detail(event, "technique") ?? "") === (input.technique || ""));
  return withBout(
    db,
    boutId,
    fromClient(input.idempotency_key),
    sameRequest,
    async (tx, row, events, now) => {
      const state = buildLiveState(liveBout(row), events, now);
      refuseIf(finishReason(state, input));
      const result = finishResult([row.athlete_a_id, row.athlete_b_id], events, state, input);
      const { round, time_seconds, technique } = result;
      // The clock stops where the bout ended.
      await tx
        .update(bouts)
        .set({ clock_running: false, clock_started_at: null, clock_elapsed_ms: time_seconds * 1000 })
        .where(eq(bouts.id, row.id));
      await writeBoutResult(tx, row.id, result, actor);
      return insertEvent(tx, {
        bout_id: row.id,
        kind: "finish",
        athlete_id: input.winner_id,
        round,
        clock_seconds: time_seconds,
        details: { method: input.method, winner_id: input.winner_id, technique },
        idempotency_key:
          input.idempotency_key === undefined ? `finish:${crypto.randomUUID()}` : clientKey(input.idempotency_key),
        created_by: actor.email,
      });
    },
    () => true,
  );
}
