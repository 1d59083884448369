// Migration 0015's backfill of decided_by, winner_team_id and status (for rows written before advancement kept them, and
// seeded rows) follows the same ladder as app/lib/season/tie-break.ts: after results written through the audited path,
// the stored columns are cleared and the backfill statement run again; every derived number then equals a
// recomputation, and the cases of the ladder come back as written.
import { readdirSync, readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boutWrites } from "../league/entities/bout-entity.server.ts";
import { teamMatchWrites } from "../league/entities/team-match-entity.server.ts";
import { derivedDifferences } from "../league/results/derived-state.testing.ts";
import { seasonTestLeague, TEST_ADMIN } from "../league/season/test-league.ts";
import type { DatabaseHandle } from "./client.server.ts";
import { teamMatches } from "./schema.ts";
import { openTestDatabase, TEST_ENGINES } from "./testing.ts";

// Found by name, not number: migrations are renumbered when branches meet.
const migrations = new URL("./migrations/", import.meta.url);
const backfillFile = readdirSync(migrations).find((name) => name.endsWith("_tie_break_winners.sql"))!;
const backfill = readFileSync(new URL(backfillFile, migrations), "utf8")
  .split("--> statement-breakpoint")
  .find((statement) => statement.includes("WITH regular AS"))!;

describe.each(TEST_ENGINES)("the tie-break backfill on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    // Migrations and a league of teams on a loaded machine: more than the default minute may pass.
  }, 180_000);
  afterAll(() => handle.close());

  it("gives every decided team match the ladder's decided_by, winner and status", async () => {
    const league = await seasonTestLeague(handle.db, "Backfill Club", 2);
    const [home, away] = league.teamIds as [string, string];
    const tournament = await league.tournament("Backfill Cup");
    const cards: [("home" | "away" | null)[], string[]][] = [
      [
        ["home", null, "away"],
        ["submission", "points", "points"],
      ], // 1–1, home on submissions
      [
        ["home", "home"],
        ["points", "points"],
      ], // 2–0 on bouts
      [
        ["away", null, null],
        ["points", "points", "points"],
      ], // 1–0 after three bouts
      [
        [null, null, null],
        ["points", "points", "points"],
      ], // level all the way: undecided
      [["home"], ["points"]], // under way
    ];
    const ids: string[] = [];
    for (const [winners, methods] of cards) {
      const match = await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: tournament,
          home_team_id: home,
          away_team_id: away,
          stage: "round_robin",
          stage_round: 1,
          card_order: null,
          scheduled_at: null,
        },
        TEST_ADMIN,
      );
      ids.push(match.id);
      for (const [index, winner] of winners.entries())
        await boutWrites.create(handle.db, await league.bout(match.id, index + 1, winner, methods[index]), TEST_ADMIN);
    }
    const stored = () =>
      handle.db
        .select({ decided_by: teamMatches.decided_by, winner: teamMatches.winner_team_id, status: teamMatches.status })
        .from(teamMatches)
        .where(eq(teamMatches.tournament_id, tournament))
        .orderBy(asc(teamMatches.card_order));
    const written = await stored();
    expect(written).toEqual([
      { decided_by: "submissions", winner: home, status: "completed" },
      { decided_by: "bouts", winner: home, status: "completed" },
      { decided_by: "bouts", winner: away, status: "completed" },
      { decided_by: null, winner: null, status: "live" },
      { decided_by: null, winner: null, status: "live" },
    ]);
    await handle.db.execute(sql`update team_matches set decided_by = null, winner_team_id = null`);
    await handle.db.execute(sql.raw(backfill));
    expect(await stored()).toEqual(written);
    expect(await derivedDifferences(handle.db)).toEqual([]);
  });
});
