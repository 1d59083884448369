// `npm run verify` as an operator runs it: the command itself (node scripts/verify.ts), on the embedded database of a
// stopped server's DATA_DIR. A clean league exits 0; a corrupted derived number is printed and exits 1; `--repair`
// corrects it and exits 0. (The checks themselves: server/league/verify.test.ts on every engine.)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../server/db/client.server.ts";
import { seasonTestLeague, TEST_ADMIN } from "../server/league/season/test-league.ts";
import { boutWrites } from "../server/league/entities/bout-entity.server.ts";
import { teamMatchWrites } from "../server/league/entities/team-match-entity.server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "league-verify-cli-"));

/** The command with this DATA_DIR (and no DATABASE_URL): answers its exit code and what it printed. */
function verify(...args: string[]) {
  const run = spawnSync(process.execPath, ["scripts/verify.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("npm run verify (the command)", () => {
  let matchId = "";

  beforeAll(async () => {
    // A small league with a recorded team match, written by the app's own write path, then the database closed.
    const handle = openDatabase({ dataDir, databaseUrl: undefined });
    await handle.migrate();
    const league = await seasonTestLeague(handle.db, "Cli Club", 2);
    const tournament = await league.tournament("Cli Cup");
    const match = await teamMatchWrites.create(
      handle.db,
      {
        tournament_id: tournament,
        home_team_id: league.teamIds[0]!,
        away_team_id: league.teamIds[1]!,
        stage: "final",
        stage_round: null,
        card_order: null,
        scheduled_at: null,
      },
      TEST_ADMIN,
    );
    matchId = match.id;
    await boutWrites.create(handle.db, await league.bout(match.id, 1, "home", "submission"), TEST_ADMIN);
    await boutWrites.create(handle.db, await league.bout(match.id, 2, "home"), TEST_ADMIN);
    await handle.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("exits 0 on a clean league, 1 with the difference on a corrupted one, and 0 again after --repair", async () => {
    expect(verify()).toEqual({
      code: 0,
      output: expect.stringContaining("No differences: every derived number matches the recorded results."),
    });

    // The stored score of the team match changed by hand (2–0 recorded).
    const handle = openDatabase({ dataDir, databaseUrl: undefined });
    await handle.db.execute(sql`update team_matches set home_score = 1 where id = ${matchId}`);
    await handle.close();
    const broken = verify();
    expect(broken.code).toBe(1);
    // The score, and the season standings kept from it, both reported.
    expect(broken.output).toContain(`team_match_score ${matchId} home_score: stored 1, expected 2`);
    expect(broken.output).toMatch(/^standings 2026\/\S+ bouts_won: stored 1, expected 2$/m);
    expect(broken.output).toMatch(/^standings 2026\/\S+ bouts_lost: stored 1, expected 2$/m);
    expect(broken.output).toContain("3 differences (npm run verify -- --repair corrects them).");

    const repaired = verify("--repair");
    expect({ code: repaired.code, output: repaired.output }).toEqual({ code: 0, output: expect.any(String) });
    expect(repaired.output).toContain("Repaired 3 differences in one audit entry.");
    expect(verify().code).toBe(0);
  }, 120_000);
});
