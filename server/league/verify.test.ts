// `npm run verify` on every test engine, over the demo league: clean as seeded; each kind of derived row corrupted by
// hand is reported as exactly that difference; `repairLeague` corrects everything in one audit entry.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { auditLog } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { seedDemoLeague } from "../db/seed/demo.server.ts";
import { boutWrites } from "./entities/bout-entity.server.ts";
import { generateFixtures } from "./season/generate.server.ts";
import { submitLineup } from "./season/lineups.server.ts";
import { teamMatchWrites } from "./entities/team-match-entity.server.ts";
import { seasonTestLeague, TEST_ADMIN } from "./season/test-league.ts";
import { formatDifference, repairLeague, verifyLeague } from "./verify.server.ts";

const NOW = new Date("2026-11-22T10:00:00Z");
const OPERATOR = { id: null, email: "operator@league.example" };

describe.each(TEST_ENGINES)("verify on %s", (engine) => {
  let handle: DatabaseHandle;
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await selectRows<T>(handle.db, query))[0]!;
  const verify = () => verifyLeague(handle.db, { now: NOW });

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await seedDemoLeague(handle.db, NOW);
  }, 120_000);
  afterAll(async () => handle?.close());

  it("finds no difference in the demo league as seeded", async () => {
    expect((await verify()).map(formatDifference)).toEqual([]);
  });

  it("stays clean through the ordinary writes: a knockout generated and a semifinal recorded and corrected", async () => {
    const league = await seasonTestLeague(handle.db, "Verify Club", 4);
    const tournament = await league.tournament("Verify Cup");
    const [semi1] = (await generateFixtures(
      handle.db,
      tournament,
      league.fixtures({ format: "single_elimination", team_ids: league.teamIds }),
      TEST_ADMIN,
    ))!;
    await boutWrites.create(handle.db, await league.bout(semi1!.id, 1, "home", "submission"), TEST_ADMIN);
    const second = await boutWrites.create(handle.db, await league.bout(semi1!.id, 2, "home"), TEST_ADMIN);
    expect(await verify()).toEqual([]);
    await boutWrites.update(handle.db, second.id, await league.bout(semi1!.id, 2, "away"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(semi1!.id, 3, "home"), TEST_ADMIN);
    expect(await verify()).toEqual([]);
  });

  it("reports each corrupted derived row as exactly that difference, and repairs them all in one audit entry", async () => {
    // An athlete with league bouts: their wins, their rating and one history row.
    const athlete = await one<{ id: string; total_matches: number; rating_elo: number }>(
      sql`select a.id, a.total_matches, a.rating_elo from athletes a where exists (select 1 from rating_history r where r.athlete_id = a.id) order by a.id limit 1`,
    );
    const history = await one<{ bout_id: string; athlete_id: string; rating_after: number }>(
      sql`select bout_id, athlete_id, rating_after from rating_history order by bout_id, athlete_id limit 1`,
    );
    // A team match won 2–0 or 2–1: its score, its decided_by; a season's standings row.
    const match = await one<{ id: string; home_score: number; decided_by: string }>(
      sql`select id, home_score, decided_by from team_matches where home_score >= 2 order by id limit 1`,
    );
    const standing = await one<{ season: number; team_id: string; bouts_won: number }>(
      sql`select season, team_id, bouts_won from team_season_stats order by season, team_id limit 1`,
    );
    // A knockout slot whose team is decided.
    const slot = await one<{ id: string; home_team_id: string }>(
      sql`select id, home_team_id from team_matches where home_source is not null and home_team_id is not null order by id limit 1`,
    );
    const before = await handle.db.select({ id: auditLog.id }).from(auditLog);

    const corrupt = async (statement: ReturnType<typeof sql>) => handle.db.execute(statement);
    await corrupt(sql`update athletes set total_matches = total_matches + 5 where id = ${athlete.id}`);
    expect((await verify()).map(formatDifference)).toEqual([
      `athlete_record ${athlete.id} total_matches: stored ${athlete.total_matches + 5}, expected ${athlete.total_matches}`,
    ]);
    await corrupt(
      sql`update athletes set total_matches = total_matches - 5, rating_elo = rating_elo + 7 where id = ${athlete.id}`,
    );
    expect((await verify()).map(formatDifference)).toEqual([
      `athlete_rating ${athlete.id} rating_elo: stored ${athlete.rating_elo + 7}, expected ${athlete.rating_elo}`,
    ]);
    await corrupt(sql`update athletes set rating_elo = rating_elo - 7 where id = ${athlete.id}`);
    await corrupt(
      sql`update rating_history set rating_after = rating_after + 1 where bout_id = ${history.bout_id} and athlete_id = ${history.athlete_id}`,
    );
    const historyDiff = await verify();
    expect(historyDiff.map((d) => [d.kind, d.id, d.field])).toEqual([
      ["rating_history", `${history.bout_id}/${history.athlete_id}`, "rating_after"],
    ]);
    expect(historyDiff[0]!.expected).toBeCloseTo(Number(history.rating_after), 9);
    await corrupt(
      sql`update rating_history set rating_after = rating_after - 1 where bout_id = ${history.bout_id} and athlete_id = ${history.athlete_id}`,
    );
    expect(await verify()).toEqual([]);

    // The score trigger keeps the score in step with the bouts: switched off for the corruption (session-level).
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table team_matches disable trigger team_matches_season_stats_update`);
      await tx.execute(
        sql`update team_matches set home_score = home_score - 1, decided_by = null where id = ${match.id}`,
      );
      await tx.execute(sql`alter table team_matches enable trigger team_matches_season_stats_update`);
    });
    expect((await verify()).map(formatDifference)).toEqual([
      `team_match_score ${match.id} home_score: stored ${match.home_score - 1}, expected ${match.home_score}`,
      `team_match_decision ${match.id} decided_by: stored null, expected "${match.decided_by}"`,
    ]);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table team_matches disable trigger team_matches_season_stats_update`);
      await tx.execute(
        sql`update team_matches set home_score = home_score + 1, decided_by = ${match.decided_by} where id = ${match.id}`,
      );
      await tx.execute(sql`alter table team_matches enable trigger team_matches_season_stats_update`);
    });
    await corrupt(
      sql`update team_season_stats set bouts_won = bouts_won + 2 where season = ${standing.season} and team_id = ${standing.team_id}`,
    );
    expect((await verify()).map(formatDifference)).toEqual([
      `standings ${standing.season}/${standing.team_id} bouts_won: stored ${standing.bouts_won + 2}, expected ${standing.bouts_won}`,
    ]);
    await corrupt(
      sql`update team_season_stats set bouts_won = bouts_won - 2 where season = ${standing.season} and team_id = ${standing.team_id}`,
    );
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`alter table team_matches disable trigger user`);
      await tx.execute(sql`update team_matches set home_team_id = null where id = ${slot.id}`);
      await tx.execute(sql`alter table team_matches enable trigger user`);
    });
    expect((await verify()).map(formatDifference)).toEqual([
      `bracket_slot ${slot.id} home_team_id: stored null, expected "${slot.home_team_id}"`,
    ]);

    // All at once, then --repair: nothing left, one audit entry.
    await corrupt(
      sql`update athletes set total_matches = total_matches + 5, rating_elo = rating_elo + 7 where id = ${athlete.id}`,
    );
    await corrupt(
      sql`update team_season_stats set bouts_won = bouts_won + 2 where season = ${standing.season} and team_id = ${standing.team_id}`,
    );
    expect(new Set((await verify()).map((d) => d.kind))).toEqual(
      new Set(["athlete_record", "athlete_rating", "standings", "bracket_slot"]),
    );
    const repaired = await repairLeague(handle.db, OPERATOR, { now: NOW });
    expect(repaired.before.length).toBeGreaterThanOrEqual(4);
    expect(repaired.after).toEqual([]);
    expect(await verify()).toEqual([]);
    const entries = (
      await handle.db
        .select({
          id: auditLog.id,
          entity: auditLog.entity,
          user_email: auditLog.user_email,
          summary: auditLog.summary,
        })
        .from(auditLog)
        .where(eq(auditLog.user_email, OPERATOR.email))
    ).filter((row) => !before.some((old) => old.id === row.id));
    expect(entries.map(({ entity, user_email, summary }) => ({ entity, user_email, summary }))).toEqual([
      {
        entity: "league",
        user_email: OPERATOR.email,
        summary: `verify --repair: ${repaired.before.length} differences corrected`,
      },
    ]);
  });

  it("reports a lineup reveal that is due but not made (the job did not run), and --repair makes it", async () => {
    const league = await seasonTestLeague(handle.db, "Reveal Club", 2);
    const tournament = await league.tournament("Reveal Cup");
    const start = new Date(NOW.getTime() - 3_600_000);
    const id = (
      await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: tournament,
          home_team_id: league.teamIds[0],
          away_team_id: league.teamIds[1],
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: start,
        } as never,
        TEST_ADMIN,
      )
    ).id;
    const before = new Date(start.getTime() - 2 * 3_600_000);
    for (const team of league.teamIds)
      await submitLineup(
        handle.db,
        id,
        { team_id: team, athlete_ids: league.roster.get(team)! },
        { isAdmin: true, teamId: null },
        TEST_ADMIN,
        before,
      );
    expect((await verify()).map(formatDifference)).toEqual([
      `lineup_reveal ${id} lineups_revealed_at: stored null, expected "revealed"`,
    ]);
    const repaired = await repairLeague(handle.db, OPERATOR, { now: NOW });
    expect([repaired.before.length, repaired.after]).toEqual([1, []]);
    expect(
      (
        await selectRows<{ count: number }>(
          handle.db,
          sql`select count(*)::int as count from bouts where team_match_id = ${id}`,
        )
      )[0]!.count,
    ).toBe(3);
  });
});
