// The concurrency suite (issue 31): random interleavings of result writes from several clients at once — bouts created,
// completed, corrected and deleted, team matches deleted, fixtures regenerated — through the functions the API and the
// admin call, on every test engine (on PostgreSQL each client's write runs on its own pooled connection). Then: no
// error but a refusal the caller can fix (409/400; a 503 after the retries is a failure of the lock order), every
// acknowledged bout present (unless an acknowledged delete removed it), and every derived number equal to a
// recomputation (scores, winners, decided_by, status, season totals, records, rating history and current ratings).
//
// Replay a failure with the seed (and path) fast-check prints: CONCURRENCY_SEED=… [CONCURRENCY_PATH=…] npx vitest run
// server/league/results/concurrency-model.test.ts. The operations replay exactly; their interleaving is the
// database's, so a race may need a few runs to show again. CONCURRENCY_RUNS sets the number of runs.
import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { bouts, teamMatches } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { generateFixtures } from "../season/generate.server.ts";
import { type SeasonTestLeague, seasonTestLeague, TEST_ADMIN } from "../season/test-league.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { derivedDifferences } from "./derived-state.testing.ts";

const Outcome = fc.constantFrom("home", "away", null);
const Method = fc.constantFrom("points", "submission");
const Operation = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("create" as const),
      match: fc.nat(5),
      outcome: Outcome,
      method: Method,
      scheduled: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("complete" as const),
      match: fc.nat(5),
      outcome: Outcome,
      method: Method,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("delete" as const), match: fc.nat(5), pick: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteTeamMatch" as const), match: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("regenerate" as const) }) },
);
type Op = typeof Operation extends fc.Arbitrary<infer T> ? T : never;
/** Four clients (two scorekeepers, an admin correcting, an admin regenerating), each with its own sequence. */
const Clients = fc.array(fc.array(Operation, { minLength: 4, maxLength: 8 }), { minLength: 4, maxLength: 4 });

/** Bouts created (with their team match), bouts and team matches deleted: what the writes answered. */
interface Acknowledged {
  created: Map<string, string>;
  deleted: Set<string>;
  deletedMatches: Set<string>;
}

const RUNS = Number(process.env.CONCURRENCY_RUNS) || 5;
const SEED = process.env.CONCURRENCY_SEED ? Number(process.env.CONCURRENCY_SEED) : undefined;
const PATH = process.env.CONCURRENCY_PATH || undefined;

describe.each(TEST_ENGINES)("concurrency model on %s", (engine) => {
  let handle: DatabaseHandle;
  let league: SeasonTestLeague;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    league = await seasonTestLeague(handle.db, "Model Club", 4);
    // Migrations and a league of teams on a loaded machine: more than the default minute may pass.
  }, 180_000);
  afterAll(() => handle.close());

  /** One client's operation; answers what it acknowledged. Only a refusal the caller can fix may be thrown. */
  async function run(tournamentId: string, op: Op, acknowledged: Acknowledged) {
    const matches = await handle.db
      .select({ id: teamMatches.id })
      .from(teamMatches)
      .where(eq(teamMatches.tournament_id, tournamentId))
      .orderBy(teamMatches.card_order);
    const match = "match" in op ? matches[op.match % Math.max(matches.length, 1)]?.id : undefined;
    const own = match
      ? await handle.db.select().from(bouts).where(eq(bouts.team_match_id, match)).orderBy(bouts.bout_order)
      : [];
    switch (op.kind) {
      case "create": {
        if (!match) return;
        // The request a client would send (null: its team match was deleted meanwhile, nothing to send).
        const input = await league.bout(match, Math.min(own.length + 1, 3), op.outcome, op.method).catch(() => null);
        if (!input) return;
        const bout = await boutWrites.create(
          handle.db,
          op.scheduled ? { ...input, status: "scheduled", winner_id: null, method: null } : input,
          TEST_ADMIN,
        );
        acknowledged.created.set(bout.id, match);
        return;
      }
      case "complete": {
        const bout = own.find((row) => row.status !== "completed") ?? own.at(-1);
        if (!bout) return;
        const input = await league
          .bout(bout.team_match_id, Math.min(bout.bout_order, 3), op.outcome, op.method)
          .catch(() => null);
        if (!input) return;
        // The request a console sends for this bout: its own athletes, the winner one of them (the form's schema refuses
        // anything else with a 400 before the write).
        const winner =
          input.winner_id === input.athlete_a_id
            ? bout.athlete_a_id
            : input.winner_id === input.athlete_b_id
              ? bout.athlete_b_id
              : input.winner_id;
        await boutWrites.update(
          handle.db,
          bout.id,
          { ...input, athlete_a_id: bout.athlete_a_id, athlete_b_id: bout.athlete_b_id, winner_id: winner },
          TEST_ADMIN,
        );
        return;
      }
      case "delete": {
        const bout = own[op.pick % Math.max(own.length, 1)];
        if (bout && (await boutWrites.removed(handle.db, bout.id, TEST_ADMIN))) acknowledged.deleted.add(bout.id);
        return;
      }
      case "deleteTeamMatch": {
        // Its bouts go with it, those created since it was read included.
        if (match && (await teamMatchWrites.removed(handle.db, match, TEST_ADMIN)))
          acknowledged.deletedMatches.add(match);
        return;
      }
      case "regenerate":
        await generateFixtures(
          handle.db,
          tournamentId,
          league.fixtures({ format: "round_robin", team_ids: league.teamIds }),
          TEST_ADMIN,
        );
    }
  }

  it("random interleavings from four clients: no server error, every acknowledged write kept, derived state exact", async () => {
    await fc.assert(
      fc.asyncProperty(Clients, async (clients) => {
        const tournamentId = await league.tournament("Model Cup");
        await generateFixtures(
          handle.db,
          tournamentId,
          league.fixtures({ format: "round_robin", team_ids: league.teamIds }),
          TEST_ADMIN,
        );
        const acknowledged: Acknowledged = { created: new Map(), deleted: new Set(), deletedMatches: new Set() };
        const errors: string[] = [];
        await Promise.all(
          clients.map(async (ops) => {
            for (const op of ops) {
              try {
                await run(tournamentId, op, acknowledged);
              } catch (error) {
                // A refusal names a field the caller can fix (409 or 400); anything else would be a 5xx.
                if (!(error instanceof WriteRejected) && !(error instanceof z.ZodError))
                  errors.push(`${op.kind}: ${String((error as Error).cause ?? error).slice(0, 300)}`);
              }
            }
          }),
        );
        expect(errors).toEqual([]);
        const kept = [...acknowledged.created]
          .filter(([id, match]) => !acknowledged.deleted.has(id) && !acknowledged.deletedMatches.has(match))
          .map(([id]) => id);
        const present = kept.length
          ? await handle.db.select({ id: bouts.id }).from(bouts).where(inArray(bouts.id, kept))
          : [];
        expect(present.map((row) => row.id).sort()).toEqual(kept.sort());
        expect(await derivedDifferences(handle.db)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true },
    );
  }, 120_000);
});
