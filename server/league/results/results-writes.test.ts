// The results write path on a small hand-worked league, on every test engine: derived numbers, the format's checks,
// and replay-from-a-date equal to a replay from scratch after random edits.
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BoutInput } from "../../../app/lib/schemas/bout.ts";
import { BoutInputSchema } from "../../../app/lib/schemas/bout.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { athletes, auditLog, bouts, ratingHistory, teamMatches } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { onLiveMessage, type LiveMessage } from "../../live/live-bus.server.ts";
import { createAthlete } from "../entities/athlete-entity.server.ts";
import { boutWrites, recordBoutResult } from "../entities/bout-entity.server.ts";
import { createTeam } from "../entities/team-entity.server.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { athleteInput, tournamentInput } from "../entities/test-inputs.ts";
import { createTournament } from "../entities/tournament-entity.server.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { refreshAllAthleteTotals } from "./athlete-totals.server.ts";
import { derivedDifferences } from "./derived-state.testing.ts";
import { replayRatingsFrom } from "./ratings.server.ts";

const ADMIN = { id: "admin", email: "admin@league.example" };

describe.each(TEST_ENGINES)("results writes on %s", (engine) => {
  let handle: DatabaseHandle;
  let tournamentId: string;
  let home: string;
  let away: string;
  const homeAthletes: string[] = [];
  const awayAthletes: string[] = [];

  const athlete = async (name: string, team: string, rating = 1500) =>
    (await createAthlete(handle.db, athleteInput({ full_name: name, team_id: team, rating_elo: rating }))).id;
  const tournament = async (date: string) =>
    (
      await createTournament(
        handle.db,
        tournamentInput({ title: `Cup ${date}`, event_date: `${date}T18:00`, status: "completed" }),
      )
    ).id;
  const teamMatch = async (tournament_id: string) =>
    (
      await teamMatchWrites.create(
        handle.db,
        {
          tournament_id,
          home_team_id: home,
          away_team_id: away,
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: null,
        },
        ADMIN,
      )
    ).id;
  const boutInput = (team_match_id: string, a: string, b: string, result: Partial<BoutInput>) =>
    BoutInputSchema.parse({
      team_match_id,
      athlete_a_id: a,
      athlete_b_id: b,
      weight_class: "lightweight",
      status: "completed",
      round: 2,
      time_seconds: 125,
      ...result,
    });
  const row = async (id: string) => (await handle.db.select().from(athletes).where(eq(athletes.id, id)))[0]!;
  const snapshot = async () => ({
    athletes: await handle.db
      .select({
        id: athletes.id,
        wins: athletes.wins,
        losses: athletes.losses,
        rating: athletes.rating_elo,
        total: athletes.total_matches,
      })
      .from(athletes)
      .orderBy(athletes.id),
    history: await handle.db.select().from(ratingHistory).orderBy(ratingHistory.bout_id, ratingHistory.athlete_id),
    bouts: await handle.db.select({ id: bouts.id }).from(bouts).orderBy(bouts.id),
  });

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    home = (
      await createTeam(handle.db, { name: "Home Club", name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    away = (
      await createTeam(handle.db, { name: "Away Club", name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    for (const index of [1, 2, 3]) homeAthletes.push(await athlete(`Home ${index}`, home, index === 1 ? 1600 : 1500));
    for (const index of [1, 2, 3]) awayAthletes.push(await athlete(`Away ${index}`, away));
    tournamentId = await tournament("2026-03-01");
  });
  afterAll(() => handle.close());

  it("records a team match of three bouts: records, ratings, score and status follow, each write with its audit entry", async () => {
    const match = await teamMatch(tournamentId);
    const [h1, h2, h3] = homeAthletes as [string, string, string];
    const [a1, a2, a3] = awayAthletes as [string, string, string];
    const first = await boutWrites.create(
      handle.db,
      boutInput(match, h1, a1, {
        winner_id: h1,
        method: "submission",
        technique: "Heel hook",
        takedowns_landed_a: 1,
        takedowns_attempted_a: 2,
        takedowns_attempted_b: 4,
        takedowns_landed_b: 1,
        control_seconds_a: 80,
        first_score_seconds_a: 130,
      }),
      ADMIN,
    );
    // Submission, both new: 1600 → 1639.7 (shown 1640), 1500 → 1460.3 (1460), by the hand-computed Elo of elo.test.ts.
    expect((await row(h1)).rating_elo).toBe(1640);
    expect((await row(a1)).rating_elo).toBe(1460);
    expect(await row(h1)).toMatchObject({
      wins: 1,
      losses: 0,
      total_matches: 1,
      submissions_for: 1,
      takedowns_scored: 1,
      control_time_total: 80,
      win_streak: 1,
      avg_time_to_score: 130,
      takedown_defense_percent: 75,
    });
    expect(await row(a1)).toMatchObject({ wins: 0, losses: 1, submissions_against: 1, takedown_defense_percent: 50 });
    await boutWrites.create(
      handle.db,
      boutInput(match, h2, a2, { winner_id: a2, method: "points", score_b: 4 }),
      ADMIN,
    );
    expect((await handle.db.select().from(teamMatches).where(eq(teamMatches.id, match)))[0]!.status).toBe("live");
    const third = await boutWrites.create(
      handle.db,
      boutInput(match, h3, a3, { winner_id: h3, method: "decision" }),
      ADMIN,
    );
    expect(third.bout_order).toBe(3);
    expect((await handle.db.select().from(teamMatches).where(eq(teamMatches.id, match)))[0]!.status).toBe("completed");
    const audited = await handle.db.select().from(auditLog).where(eq(auditLog.entity, "bout"));
    expect(audited.filter((entry) => entry.action === "create")).toHaveLength(3);

    // Editing the first bout's winner flips both records and ratings; deleting it restores the starting ones.
    await boutWrites.update(handle.db, first.id, boutInput(match, h1, a1, { winner_id: a1, method: "points" }), ADMIN);
    // An upset on points, K 96: 1600 − 96 × 0.640065 = 1538.6 (1539), 1500 + 61.4 = 1561.4 (1561).
    expect(await row(h1)).toMatchObject({ wins: 0, losses: 1, rating_elo: 1539 });
    expect(await row(a1)).toMatchObject({ wins: 1, losses: 0, rating_elo: 1561 });
    await boutWrites.remove(handle.db, first.id, ADMIN);
    expect(await row(h1)).toMatchObject({ wins: 0, losses: 0, total_matches: 0, rating_elo: 1600, win_streak: 0 });
    expect(await row(a1)).toMatchObject({ wins: 0, losses: 0, rating_elo: 1500 });
  });

  it("refuses what breaks the format or a roster, and a refused write changes nothing", async () => {
    const match = await teamMatch(tournamentId);
    const [h1, h2, h3] = homeAthletes as [string, string, string];
    const [a1, a2, a3] = awayAthletes as [string, string, string];
    const refused = async (write: () => Promise<unknown>, field: string) => {
      const before = await snapshot();
      await expect(write()).rejects.toSatisfy((error) => error instanceof WriteRejected && error.field === field);
      expect(await snapshot()).toEqual(before);
    };
    await refused(
      () => boutWrites.create(handle.db, boutInput(match, a1, h1, { winner_id: a1, method: "points" }), ADMIN),
      "athlete_a_id",
    );
    await boutWrites.create(handle.db, boutInput(match, h1, a1, { winner_id: h1, method: "points" }), ADMIN);
    await boutWrites.create(handle.db, boutInput(match, h2, a2, { winner_id: h2, method: "points" }), ADMIN);
    // Decided 2–0: a third bout must be an exhibition.
    await refused(
      () => boutWrites.create(handle.db, boutInput(match, h3, a3, { winner_id: h3, method: "points" }), ADMIN),
      "exhibition",
    );
    const exhibition = await boutWrites.create(
      handle.db,
      boutInput(match, h3, a3, { winner_id: a3, method: "points", exhibition: true }),
      ADMIN,
    );
    expect(exhibition.exhibition).toBe(true);
    // The schema itself: winner outside the bout, landed > attempted, time past 5:00, a result on a scheduled bout.
    expect(
      BoutInputSchema.safeParse({ ...boutInput(match, h1, a1, { winner_id: h1, method: "points" }), winner_id: h2 })
        .success,
    ).toBe(false);
    expect(
      BoutInputSchema.safeParse({
        ...boutInput(match, h1, a1, { winner_id: h1, method: "points" }),
        takedowns_landed_a: 3,
        takedowns_attempted_a: 2,
      }).success,
    ).toBe(false);
    expect(
      BoutInputSchema.safeParse({ ...boutInput(match, h1, a1, { winner_id: h1, method: "points" }), time_seconds: 301 })
        .success,
    ).toBe(false);
    expect(
      BoutInputSchema.safeParse({
        ...boutInput(match, h1, a1, { winner_id: h1, method: "points" }),
        status: "scheduled",
      }).success,
    ).toBe(false);
  });

  it("refuses a fourth bout", async () => {
    const match = await teamMatch(tournamentId);
    const [h1, h2, h3] = homeAthletes as [string, string, string];
    const [a1, a2, a3] = awayAthletes as [string, string, string];
    for (const [a, b] of [
      [h1, a1],
      [h2, a2],
      [h3, a3],
    ] as const)
      await boutWrites.create(
        handle.db,
        boutInput(match, a, b, { status: "scheduled", round: null, time_seconds: null }),
        ADMIN,
      );
    await expect(
      boutWrites.create(
        handle.db,
        boutInput(match, h1, a2, { status: "scheduled", round: null, time_seconds: null }),
        ADMIN,
      ),
    ).rejects.toSatisfy((error) => error instanceof WriteRejected && error.field === "bout");
  });

  it("finishes a scheduled bout through recordBoutResult like a typed result", async () => {
    const match = await teamMatch(tournamentId);
    const [h1] = homeAthletes as [string];
    const [a1] = awayAthletes as [string];
    const before = (await row(h1)).wins;
    const scheduled = await boutWrites.create(
      handle.db,
      boutInput(match, h1, a1, { status: "scheduled", round: null, time_seconds: null }),
      ADMIN,
    );
    const finished = await recordBoutResult(
      handle.db,
      scheduled.id,
      {
        winner_id: h1,
        method: "submission",
        technique: "Rear-naked choke",
        round: 1,
        time_seconds: 200,
        score_a: 4,
        score_b: 0,
        takedowns_landed_a: 1,
        takedowns_attempted_a: 1,
        takedowns_landed_b: 0,
        takedowns_attempted_b: 0,
        control_seconds_a: 60,
        control_seconds_b: 0,
        first_score_seconds_a: 40,
        first_score_seconds_b: null,
      },
      ADMIN,
    );
    expect(finished).toMatchObject({ status: "completed", method: "submission", winner_id: h1 });
    expect((await row(h1)).wins).toBe(before + 1);
  });

  it("tells the live bus after a bout is created, its result typed or it is deleted (once committed), so fans on /live see it", async () => {
    const match = await teamMatch(tournamentId);
    const [h1] = homeAthletes as [string];
    const [a1] = awayAthletes as [string];
    const heard: LiveMessage[] = [];
    const stop = onLiveMessage((message) => heard.push(message));
    try {
      const live = await boutWrites.create(
        handle.db,
        boutInput(match, h1, a1, { status: "live", round: null, time_seconds: null }),
        ADMIN,
      );
      expect(heard).toEqual([{ type: "bout", bout_id: live.id, event_id: 0 }]);
      // The message comes after the commit: a reader that hears it sees the new row.
      const seen: string[] = [];
      const stopReading = onLiveMessage(
        () =>
          void handle.db
            .select({ status: bouts.status })
            .from(bouts)
            .where(eq(bouts.id, live.id))
            .then(([stored]) => seen.push(stored!.status)),
      );
      await boutWrites.update(
        handle.db,
        live.id,
        boutInput(match, h1, a1, { status: "completed", winner_id: h1, method: "points", round: 3, time_seconds: 300 }),
        ADMIN,
      );
      stopReading();
      expect(heard.at(-1)).toEqual({ type: "bout", bout_id: live.id, event_id: 0 });
      await expect.poll(() => seen).toEqual(["completed"]);
      // A refused write tells nobody.
      const count = heard.length;
      await expect(
        boutWrites.create(
          handle.db,
          boutInput(match, h1, homeAthletes[1]!, { status: "scheduled", round: null, time_seconds: null }),
          ADMIN,
        ),
      ).rejects.toBeInstanceOf(WriteRejected);
      expect(heard).toHaveLength(count);
      // A delete (the admin API's DELETE /bouts/{id}, the Results tab) is announced after its commit too.
      const gone: (string | undefined)[] = [];
      const stopGone = onLiveMessage(
        (message) =>
          message.type === "bout-removed" &&
          void handle.db
            .select({ id: bouts.id })
            .from(bouts)
            .where(eq(bouts.id, message.bout_id))
            .then(([stored]) => gone.push(stored?.id)),
      );
      expect(await boutWrites.removed(handle.db, live.id, ADMIN)).toBe(true);
      stopGone();
      expect(heard.at(-1)).toEqual({ type: "bout-removed", bout_id: live.id, team_match_id: match });
      await expect.poll(() => gone).toEqual([undefined]);
      // Deleting it again deletes nothing and tells nobody.
      expect(await boutWrites.removed(handle.db, live.id, ADMIN)).toBe(false);
      expect(heard).toHaveLength(count + 1);
      // A whole team match deleted with its bouts is announced once, after its commit, by its id.
      await boutWrites.create(
        handle.db,
        boutInput(match, h1, a1, { status: "live", round: null, time_seconds: null }),
        ADMIN,
      );
      const matchGone: (string | undefined)[] = [];
      const stopMatchGone = onLiveMessage(
        (message) =>
          message.type === "team-match-removed" &&
          void handle.db
            .select({ id: bouts.id })
            .from(bouts)
            .where(eq(bouts.team_match_id, message.team_match_id))
            .then(([stored]) => matchGone.push(stored?.id)),
      );
      expect(await teamMatchWrites.removed(handle.db, match, ADMIN)).toBe(true);
      stopMatchGone();
      expect(heard.at(-1)).toEqual({ type: "team-match-removed", team_match_id: match });
      expect(heard.filter((message) => message.type === "team-match-removed")).toHaveLength(1);
      await expect.poll(() => matchGone).toEqual([undefined]);
    } finally {
      stop();
    }
  });

  it("bout writes at the same time replay the ratings one after another: all land, equal to a replay from scratch", async () => {
    // Two events a day apart, three bouts each, all written at once (on PostgreSQL: six connections of the pool).
    const [first, second] = await Promise.all([tournament("2026-02-10"), tournament("2026-02-11")]);
    const matches = [await teamMatch(first!), await teamMatch(second!)];
    const writes = matches.flatMap((match) =>
      homeAthletes.map((a, index) =>
        boutWrites.create(
          handle.db,
          // A home win, an away win and a draw: whatever order they land in, no bout comes after a decided match.
          boutInput(
            match,
            a,
            awayAthletes[index]!,
            [
              { winner_id: a, method: "points" as const, score_a: 4, score_b: 0 },
              { winner_id: awayAthletes[index]!, method: "points" as const, score_a: 0, score_b: 2 },
              { winner_id: null, method: "draw" as const, score_a: 2, score_b: 2 },
            ][index]!,
          ),
          ADMIN,
        ),
      ),
    );
    const settled = await Promise.allSettled(writes);
    expect(settled.map((result) => (result.status === "rejected" ? String(result.reason) : "ok"))).toEqual(
      Array(6).fill("ok"),
    );
    const incremental = await snapshot();
    await handle.db.transaction((tx) => replayRatingsFrom(tx, null));
    expect(await snapshot()).toEqual(incremental);
  });

  it("replaying from an edited bout's date equals a replay from scratch, after any edits", async () => {
    const dates = ["2026-04-01", "2026-05-01", "2026-06-01", "2026-07-01"];
    const events = await Promise.all(dates.map((date) => tournament(date)));
    const methods = ["submission", "points", "decision", "dq", "draw"] as const;
    const pairs = homeAthletes.flatMap((a) => awayAthletes.map((b) => [a, b] as const));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            event: fc.nat(dates.length - 1),
            pair: fc.nat(pairs.length - 1),
            method: fc.constantFrom(...methods),
            homeWins: fc.boolean(),
            edit: fc.boolean(),
            drop: fc.boolean(),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (plan) => {
          const written: string[] = [];
          for (const step of plan) {
            const [a, b] = pairs[step.pair]!;
            const match = await teamMatch(events[step.event]!);
            const winner = step.method === "draw" ? null : step.homeWins ? a : b;
            const bout = await boutWrites.create(
              handle.db,
              boutInput(match, a, b, { winner_id: winner, method: step.method }),
              ADMIN,
            );
            written.push(bout.id);
            if (step.edit)
              await boutWrites.update(
                handle.db,
                bout.id,
                boutInput(match, a, b, {
                  winner_id: step.method === "draw" ? null : step.homeWins ? b : a,
                  method: step.method,
                }),
                ADMIN,
              );
            if (step.drop) await boutWrites.remove(handle.db, written[0]!, ADMIN).then(() => written.shift());
          }
          const incremental = await snapshot();
          await handle.db.transaction((tx) => replayRatingsFrom(tx, null));
          expect(await snapshot()).toEqual(incremental);
        },
      ),
      { numRuns: engine === "pglite" ? 8 : 4 },
    );
    expect((await handle.db.select({ n: sql<number>`count(*)::int` }).from(ratingHistory))[0]!.n).toBeGreaterThan(0);
  });

  // The incremental paths (a bout's place in the rating order, the athletes it touches) against the full one (every
  // rating from the first day, every record in one SQL statement): edits that change the athletes, deletes of the
  // earliest bout, several team matches on one date and moves on the card.
  it("incremental ratings and records equal a full recomputation after side changes, earliest deletes and card moves", async () => {
    const dates = ["2027-01-10", "2027-02-10"];
    const events = await Promise.all(dates.map((date) => tournament(date)));
    const methods = ["submission", "points", "decision", "dq", "draw", "no_contest", "forfeit", "cancelled"] as const;
    const pairs = homeAthletes.flatMap((a) => awayAthletes.map((b) => [a, b] as const));
    const derived = async () => ({
      athletes: await handle.db
        .select({
          id: athletes.id,
          wins: athletes.wins,
          losses: athletes.losses,
          total: athletes.total_matches,
          subsFor: athletes.submissions_for,
          subsAgainst: athletes.submissions_against,
          td: athletes.takedowns_scored,
          tdd: athletes.takedown_defense_percent,
          control: athletes.control_time_total,
          streak: athletes.win_streak,
          avg: athletes.avg_time_to_score,
          rating: athletes.rating_elo,
        })
        .from(athletes)
        .orderBy(athletes.id),
      history: await handle.db.select().from(ratingHistory).orderBy(ratingHistory.bout_id, ratingHistory.athlete_id),
    });
    const result = (method: (typeof methods)[number], aWins: boolean, a: string, b: string, stats: number) => {
      const withWinner = method !== "draw" && method !== "no_contest" && method !== "cancelled";
      const fought = method !== "cancelled" && method !== "forfeit";
      return {
        winner_id: withWinner ? (aWins ? a : b) : null,
        method,
        round: fought ? 1 + (stats % 3) : null,
        time_seconds: fought ? 30 + stats : null,
        takedowns_attempted_a: stats % 4,
        takedowns_landed_a: stats % 3 === 0 ? stats % 4 : 0,
        takedowns_attempted_b: (stats + 1) % 5,
        takedowns_landed_b: (stats + 1) % 2 === 0 ? 1 % ((stats + 1) % 5 || 1) : 0,
        control_seconds_a: stats * 3,
        control_seconds_b: stats,
        first_score_seconds_a: stats % 2 === 0 ? 10 + stats : null,
        first_score_seconds_b: stats % 3 === 0 ? 20 + stats : null,
      } satisfies Partial<BoutInput>;
    };
    const step = fc.record({
      kind: fc.constantFrom("create", "create", "create", "edit", "deleteEarliest", "deleteAny", "move"),
      event: fc.nat(dates.length - 1),
      pair: fc.nat(pairs.length - 1),
      method: fc.constantFrom(...methods),
      aWins: fc.boolean(),
      pick: fc.nat(50),
      stats: fc.nat(40),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 8 }), async (plan) => {
        const mine: { bout: string; match: string; event: string }[] = [];
        for (const move of plan) {
          const [a, b] = pairs[move.pair]!;
          const chosen = mine.length > 0 ? mine[move.pick % mine.length]! : null;
          if (move.kind === "create" || !chosen) {
            const event = events[move.event]!;
            const match = await teamMatch(event);
            const bout = await boutWrites.create(
              handle.db,
              boutInput(match, a, b, result(move.method, move.aWins, a, b, move.stats)),
              ADMIN,
            );
            mine.push({ bout: bout.id, match, event });
          } else if (move.kind === "edit") {
            // Possibly other athletes on both sides: the old ones' ratings and records fall back.
            await boutWrites.update(
              handle.db,
              chosen.bout,
              boutInput(chosen.match, a, b, result(move.method, move.aWins, a, b, move.stats)),
              ADMIN,
            );
          } else if (move.kind === "move") {
            await teamMatchWrites.update(
              handle.db,
              chosen.match,
              {
                tournament_id: chosen.event,
                home_team_id: home,
                away_team_id: away,
                stage: "final",
                stage_round: null,
                card_order: 1 + (move.pick % 4),
                scheduled_at: null,
              },
              ADMIN,
            );
          } else {
            const [earliest] = await handle.db
              .select({ id: bouts.id })
              .from(bouts)
              .innerJoin(teamMatches, eq(teamMatches.id, bouts.team_match_id))
              .orderBy(bouts.fought_at, teamMatches.card_order, bouts.bout_order, bouts.id)
              .limit(1);
            const target = move.kind === "deleteEarliest" ? earliest!.id : chosen.bout;
            await boutWrites.remove(handle.db, target, ADMIN);
            const index = mine.findIndex((entry) => entry.bout === target);
            if (index >= 0) mine.splice(index, 1);
          }
        }
        // Each team match's stored score (the bouts trigger, migration 0010) equals its bouts counted afresh.
        const stale = (await handle.db.execute(sql`select count(*)::int as n from team_matches tm cross join lateral (
            select count(*) filter (where winner_id = athlete_a_id) as home, count(*) filter (where winner_id = athlete_b_id) as away,
              count(*) filter (where winner_id = athlete_a_id and method = 'submission') as home_subs, count(*) filter (where winner_id = athlete_b_id and method = 'submission') as away_subs
            from bouts b where b.team_match_id = tm.id and not b.exhibition and b.status = 'completed') c
          where (tm.home_score, tm.away_score, tm.home_submissions, tm.away_submissions) is distinct from (c.home, c.away, c.home_subs, c.away_subs)`)) as unknown as {
          rows: { n: number }[];
        };
        expect(stale.rows[0]!.n).toBe(0);
        // The season totals (triggers on team matches and tournaments) equal the team matches summed afresh, also
        // after a tournament moves to another year and back.
        const seasonTotals = async () => {
          const kept = (await handle.db.execute(
            sql`select season, team_id, team_matches, match_wins, match_losses, bouts_won, bouts_lost, submissions from team_season_stats order by season, team_id`,
          )) as unknown as { rows: unknown[] };
          const fresh =
            (await handle.db.execute(sql`select season, team_id, count(*)::int as team_matches, sum(win)::int as match_wins, sum(loss)::int as match_losses, sum(won)::int as bouts_won, sum(lost)::int as bouts_lost, sum(subs)::int as submissions
            from (select extract(year from t.event_date at time zone 'UTC')::int as season, side.* from team_matches tm join tournaments t on t.id = tm.tournament_id
              cross join lateral (values (tm.home_team_id, tm.home_score, tm.away_score, tm.home_submissions, (tm.winner_team_id is not null and tm.winner_team_id = tm.home_team_id)::int, (tm.winner_team_id is not null and tm.winner_team_id = tm.away_team_id)::int),
                (tm.away_team_id, tm.away_score, tm.home_score, tm.away_submissions, (tm.winner_team_id is not null and tm.winner_team_id = tm.away_team_id)::int, (tm.winner_team_id is not null and tm.winner_team_id = tm.home_team_id)::int)) as side(team_id, won, lost, subs, win, loss)) x
            group by season, team_id order by season, team_id`)) as unknown as { rows: unknown[] };
          expect(kept.rows).toEqual(fresh.rows);
        };
        await seasonTotals();
        await handle.db.execute(
          sql`update tournaments set event_date = event_date + interval '400 days' where id = ${events[0]!}`,
        );
        await seasonTotals();
        await handle.db.execute(
          sql`update tournaments set event_date = event_date - interval '400 days' where id = ${events[0]!}`,
        );
        await seasonTotals();
        // Every stored winner, decided_by, status and total equals a recomputation from the bouts.
        expect(await derivedDifferences(handle.db)).toEqual([]);
        const incremental = await derived();
        await handle.db.transaction(async (tx) => {
          await replayRatingsFrom(tx, null);
          await refreshAllAthleteTotals(tx);
        });
        expect(await derived()).toEqual(incremental);
      }),
      { numRuns: engine === "pglite" ? 10 : 5 },
    );
  });
});
