import { eq } from "drizzle-orm";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../api/api.server.ts";
import { expectedScore } from "../../app/lib/results/elo.ts";
import { teamMatchOdds } from "../../app/lib/live/win-probability.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { boutPredictions, bouts, teamMatches, tournaments } from "../db/schema.ts";
import { explainPlan, openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createLiveTeamMatch, finishBout, logBoutEvent } from "./live-fixtures.ts";
import { inProgress, listLiveTeamMatches, liveEventLead } from "./live-overview.server.ts";
import { loadBoutConsole } from "./score-pages.server.ts";
import { newestEventId, readBoutState, readEventsAfter } from "./live-reads.server.ts";

describe.each(TEST_ENGINES)("live reads on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("computes a bout's state from its log and the live team match with its score and odds", async () => {
    const fixture = await createLiveTeamMatch(handle.db);
    const [bout1, bout2] = fixture.boutIds as [string, string];
    const [kenji, lars] = fixture.athletes[0]!;
    const takedown = await logBoutEvent(handle.db, {
      bout_id: bout1,
      kind: "takedown",
      athlete_id: kenji!.id,
      clock_seconds: 41,
    });
    await logBoutEvent(handle.db, { bout_id: bout1, kind: "stalling", athlete_id: lars!.id, clock_seconds: 80 });
    const state = (await readBoutState(handle.db, bout1))!;
    expect(state.round).toBe(1);
    expect(state.running).toBe(true);
    expect(state.athletes.map((athlete) => [athlete.score, athlete.penalties])).toEqual([
      [2, 0],
      [-1, 1],
    ]);
    expect(state.events.map((event) => [event.kind, event.points])).toEqual([
      ["takedown", 2],
      ["stalling", -1],
    ]);
    expect(await newestEventId(handle.db)).toBe(state.last_event_id);
    expect((await readEventsAfter(handle.db, takedown - 1, 10)).map((row) => row.bout_id)).toEqual([bout1, bout1]);

    let [match] = await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId });
    const p = fixture.athletes.map(([home, away]) => expectedScore(home!.rating, away!.rating));
    expect(match!.team_score).toEqual({ home: 0, away: 0 });
    // The bout on the mat counts at its live chance (the takedown and the stall moved it), the others by rating.
    const live = match!.bouts[0]!.live!.win_probability!.a;
    const [frozen] = await handle.db.select().from(boutPredictions).where(eq(boutPredictions.bout_id, bout1));
    expect(live).toBeGreaterThan(frozen!.p_a);
    expect(match!.win_probability.home).toBeCloseTo(teamMatchOdds(0, 0, [live, ...p.slice(1)]).home, 12);
    expect(match!.bouts.map((bout) => [bout.status, bout.live?.athletes[0].score ?? null])).toEqual([
      ["live", 2],
      ["scheduled", null],
      ["scheduled", null],
    ]);

    await finishBout(handle.db, bout1, kenji!.id);
    [match] = await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId });
    expect(match!.team_score).toEqual({ home: 1, away: 0 });
    expect(match!.win_probability.home).toBeCloseTo(teamMatchOdds(1, 0, p.slice(1)).home, 12);
    expect(match!.pre_match_probability.home).toBeCloseTo(teamMatchOdds(0, 0, p).home, 12);
    expect(match!.bouts[0]!.live).toBeNull();
    expect(match!.bouts[1]!.id).toBe(bout2);
  });

  it("keeps a decided team match on /live while its exhibition is on the mat, and drops it once that ends", async () => {
    const fixture = await createLiveTeamMatch(handle.db);
    const [bout1, bout2, bout3] = fixture.boutIds as [string, string, string];
    // 2–0 after two bouts: decided, its stored status completed (as the writes keep it); bout 3 is an exhibition.
    await finishBout(handle.db, bout1, fixture.athletes[0]![0]!.id);
    await finishBout(handle.db, bout2, fixture.athletes[1]![0]!.id);
    await handle.db.update(teamMatches).set({ status: "completed" }).where(eq(teamMatches.id, fixture.teamMatchId));
    await handle.db
      .update(bouts)
      .set({ exhibition: true, status: "live", clock_running: true, clock_started_at: new Date() })
      .where(eq(bouts.id, bout3));
    await logBoutEvent(handle.db, {
      bout_id: bout3,
      kind: "takedown",
      athlete_id: fixture.athletes[2]![1]!.id,
      clock_seconds: 30,
      points: 2,
    });

    const live = await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId });
    expect(live).toHaveLength(1);
    expect(live[0]!.status).toBe("completed");
    expect(live[0]!.team_score).toEqual({ home: 2, away: 0 });
    expect(live[0]!.bouts.map((bout) => bout.stage)).toEqual(["completed", "completed", "on_the_mat"]);
    expect(live[0]!.bouts[2]!.live?.athletes[1].score).toBe(2);
    expect(await liveEventLead(handle.db, fixture.tournamentId)).toEqual({
      home: fixture.home.name,
      home_ru: null,
      away: fixture.away.name,
      away_ru: null,
      score: { home: 2, away: 0 },
    });

    await finishBout(handle.db, bout3, fixture.athletes[2]![1]!.id);
    expect(await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId })).toEqual([]);
  });

  it("the console offers the event's next bout to score in card order, then none", async () => {
    const fixture = await createLiveTeamMatch(handle.db);
    const [bout1, bout2, bout3] = fixture.boutIds as [string, string, string];
    const names = (order: number) => ({
      athlete_a: fixture.athletes[order]![0]!.full_name,
      athlete_b: fixture.athletes[order]![1]!.full_name,
    });
    expect((await loadBoutConsole(handle.db, bout1))!.next_bout).toEqual({ id: bout2, bout_order: 2, ...names(1) });
    // Bout 2 finished while bout 1 is still live: the card goes on after it, to bout 3.
    await finishBout(handle.db, bout2, fixture.athletes[1]![0]!.id);
    expect((await loadBoutConsole(handle.db, bout2))!.next_bout).toEqual({ id: bout3, bout_order: 3, ...names(2) });
    // Bout 3, the last on the card, finished: back to bout 1, left unfinished.
    await finishBout(handle.db, bout3, fixture.athletes[2]![0]!.id);
    expect((await loadBoutConsole(handle.db, bout3))!.next_bout).toEqual({ id: bout1, bout_order: 1, ...names(0) });
    await finishBout(handle.db, bout1, fixture.athletes[0]![0]!.id);
    expect((await loadBoutConsole(handle.db, bout1))!.next_bout).toBeNull();
  });

  it("lists an event's team matches as live only while the event is (status live, or a bout on the mat)", async () => {
    const fixture = await createLiveTeamMatch(handle.db, { label: "phase" });
    const [kenji] = fixture.athletes[0]!;
    await handle.db.update(tournaments).set({ status: "completed" }).where(eq(tournaments.id, fixture.tournamentId));
    // A bout on the mat: live whatever the status says.
    expect(await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId })).toHaveLength(1);
    // Between bouts of an event marked completed: nothing of it is live (its page and the home page agree).
    await finishBout(handle.db, fixture.boutIds[0]!, kenji!.id);
    expect(await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId })).toEqual([]);
    await handle.db.update(tournaments).set({ status: "live" }).where(eq(tournaments.id, fixture.tournamentId));
    expect(await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId })).toHaveLength(1);
  });

  it("answers GET /api/v1/live as its OpenAPI document says (every bout's `live`, null or a state, validated by Ajv)", async () => {
    const fixture = await createLiveTeamMatch(handle.db, { label: "contract" });
    const [kenji, lars] = fixture.athletes[0]!;
    await logBoutEvent(handle.db, {
      bout_id: fixture.boutIds[0]!,
      kind: "takedown",
      athlete_id: kenji!.id,
      clock_seconds: 12,
    });
    await logBoutEvent(handle.db, {
      bout_id: fixture.boutIds[0]!,
      kind: "stalling",
      athlete_id: lars!.id,
      clock_seconds: 30,
    });
    const live = await listLiveTeamMatches(handle.db, { tournamentId: fixture.tournamentId });
    const body = JSON.parse(JSON.stringify({ server_time: new Date().toISOString(), live, next: [] })) as unknown;
    type Doc = { get: { responses: Record<string, { content: Record<string, { schema: object }> }> } };
    const schema = (openApiDocument.paths as Record<string, Doc>)["/live"]!.get.responses["200"]!.content[
      "application/json"
    ]!.schema;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    validate(body);
    expect(validate.errors ?? []).toEqual([]);
    expect(live[0]!.bouts.map((bout) => bout.live === null)).toEqual([false, true, true]);
    // And a document that declared a state as null-only would refuse it: the check can fail.
    const nullOnly = ajv.compile({ type: "object", properties: { live: { type: "null" } } });
    expect(nullOnly({ live: live[0]!.bouts[0]!.live })).toBe(false);
  });

  it("finds the team matches in progress through the partial indexes, not by scanning every team match", async () => {
    // The "or" of a live status and a bout on the mat scanned all team matches: 180 ms at 1M bouts for each /live.
    const plan = await explainPlan(
      handle.db,
      handle.db.select({ id: teamMatches.id }).from(teamMatches).where(inProgress()),
    );
    expect({
      liveBouts: /bouts_live_idx/.test(plan),
      liveMatches: /team_matches_status_idx/.test(plan),
      scans: /Seq Scan on (team_matches|bouts)/.test(plan),
    }).toEqual({ liveBouts: true, liveMatches: true, scans: false });
  });
});
