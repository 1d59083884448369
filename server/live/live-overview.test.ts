import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectedScore } from "../../app/lib/results/elo.ts";
import { teamMatchOdds } from "../../app/lib/live/win-probability.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createLiveTeamMatch, finishBout, logBoutEvent } from "./live-fixtures.ts";
import { listLiveTeamMatches } from "./live-overview.server.ts";
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
    expect(match!.win_probability.home).toBeCloseTo(teamMatchOdds(0, 0, p).home, 12);
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
});
