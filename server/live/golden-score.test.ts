// The tie-break bout scored through the live writes (what POST /api/v1/bouts/{id}/events and /clock call): golden
// score, the first score ends the bout in the write's transaction and decides the team match by the tie-break bout.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BoutInputSchema } from "../../app/lib/schemas/bout.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { boutEvents, bouts, teamMatches } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { boutWrites } from "../league/entities/bout-entity.server.ts";
import { clockAction, finishBout, recordEvent } from "./live-scoring.server.ts";
import { readBoutState } from "./live-reads.server.ts";
import { keeper, makeScheduledBout, refusal } from "./live-test-fixture.ts";

const ADMIN = { id: "admin", email: "admin@league.example" };
const key = () => crypto.randomUUID();

describe.each(TEST_ENGINES)("golden score on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await handle.close();
  });

  /** A team match whose three bouts leave it level on every step (1–1, a draw, 2–2 on points), and its bout 4. */
  async function levelMatch() {
    const { match, bout, a, b } = await makeScheduledBout(handle.db);
    const result = (winner: "home" | "away" | null) =>
      BoutInputSchema.parse({
        team_match_id: match.id,
        athlete_a_id: a.id,
        athlete_b_id: b.id,
        weight_class: "lightweight",
        status: "completed",
        round: 3,
        time_seconds: 300,
        winner_id: winner === "home" ? a.id : winner === "away" ? b.id : null,
        method: winner ? "points" : "draw",
        score_a: winner === "home" ? 2 : 0,
        score_b: winner === "away" ? 2 : 0,
      });
    await boutWrites.update(handle.db, bout.id, result("home"), ADMIN);
    await boutWrites.create(handle.db, result("away"), ADMIN);
    await boutWrites.create(handle.db, result(null), ADMIN);
    const tieBreak = await boutWrites.create(
      handle.db,
      BoutInputSchema.parse({
        team_match_id: match.id,
        athlete_a_id: a.id,
        athlete_b_id: b.id,
        weight_class: "lightweight",
        status: "scheduled",
      }),
      ADMIN,
    );
    return { match, tieBreak, a, b };
  }

  const matchRow = async (id: string) => (await handle.db.select().from(teamMatches).where(eq(teamMatches.id, id)))[0]!;

  it("the first score ends the tie-break bout and decides the team match by the tie-break bout", async () => {
    const { match, tieBreak, a, b } = await levelMatch();
    expect(tieBreak.bout_order).toBe(4);
    expect((await matchRow(match.id)).decided_by).toBeNull();
    const before = await readBoutState(handle.db, tieBreak.id);
    expect(before).toMatchObject({ golden_score: true, status: "scheduled" });
    expect(before!.athletes[0].round_scores).toEqual([0]);

    await clockAction(handle.db, keeper, tieBreak.id, { action: "start" });
    const event = (athlete_id: string, kind: "stalling" | "takedown_attempt" | "guard_pass" | "takedown") =>
      recordEvent(handle.db, keeper, tieBreak.id, {
        athlete_id,
        kind,
        round: 1,
        clock_seconds: 0,
        idempotency_key: key(),
      });
    // Fouls and a missed attempt: the bout goes on, nobody has won.
    await event(a.id, "stalling");
    const quiet = (await event(b.id, "takedown_attempt")).state;
    expect(quiet).toMatchObject({ status: "live", result: null });
    expect(quiet.athletes.map((athlete) => athlete.round_scores)).toEqual([[-1], [0]]);
    expect((await matchRow(match.id)).decided_by).toBeNull();

    // A guard pass in the first second scores in golden score (+3) and ends the bout: B wins on points.
    const { state } = await event(b.id, "guard_pass");
    expect(state).toMatchObject({
      status: "completed",
      running: false,
      result: { winner_id: b.id, method: "points", technique: null },
    });
    const [row] = await handle.db.select().from(bouts).where(eq(bouts.id, tieBreak.id));
    expect(row).toMatchObject({
      status: "completed",
      winner_id: b.id,
      method: "points",
      round: 1,
      time_seconds: 0,
      score_a: -1,
      score_b: 3,
      first_score_seconds_b: 0,
    });
    const decided = await matchRow(match.id);
    expect([decided.decided_by, decided.status]).toEqual(["tie_break_bout", "completed"]);
    const log = await handle.db
      .select({ kind: boutEvents.kind, details: boutEvents.details })
      .from(boutEvents)
      .where(eq(boutEvents.bout_id, tieBreak.id));
    expect(log.map((entry) => entry.kind)).toEqual(["clock", "stalling", "takedown_attempt", "guard_pass", "finish"]);
    expect(log.at(-1)!.details).toMatchObject({ method: "points", winner_id: b.id, golden_score: true });
    // Finished: a later score is refused.
    expect(await refusal(event(a.id, "takedown"))).toEqual({ status: 409, reason: "boutFinished" });
  });

  it("no points finish by hand; a period with no score ends in the referees' decision", async () => {
    const { match, tieBreak, a } = await levelMatch();
    await clockAction(handle.db, keeper, tieBreak.id, { action: "start" });
    expect(await refusal(finishBout(handle.db, keeper, tieBreak.id, { winner_id: a.id, method: "points" }))).toEqual({
      status: 400,
      reason: "goldenScorePoints",
    });
    // Ending golden score ends the bout's only period (a regular bout would go to round 2).
    const { state } = await clockAction(handle.db, keeper, tieBreak.id, { action: "end_round" });
    expect(state).toMatchObject({ round: 1, rounds_over: true, running: false });
    await finishBout(handle.db, keeper, tieBreak.id, { winner_id: a.id, method: "decision" });
    const decided = await matchRow(match.id);
    expect([decided.decided_by, decided.status]).toEqual(["tie_break_bout", "completed"]);
  });

  it("a regular bout is not golden score: its first score ends nothing", async () => {
    const { bout, a } = await makeScheduledBout(handle.db);
    await clockAction(handle.db, keeper, bout.id, { action: "start" });
    const { state } = await recordEvent(handle.db, keeper, bout.id, {
      athlete_id: a.id,
      kind: "takedown",
      round: 1,
      clock_seconds: 0,
      idempotency_key: key(),
    });
    expect(state).toMatchObject({ status: "live", golden_score: false, result: null });
  });
});
