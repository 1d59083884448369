// Corrections off the critical path (issue 31 item 5), on every test engine: a correction far back queues the
// ratings job and answers at once; the job's chunked pass ends exactly where a replay from the league's first day
// ends, after random corrections, coalesced ones, a crash mid-pass, and writes made while it runs.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BoutInput } from "../../../app/lib/schemas/bout.ts";
import { BoutInputSchema } from "../../../app/lib/schemas/bout.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { athletes, ratingHistory } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { checkpointJob, claimJob, JobLeaseLost } from "../../jobs/job-queue.server.ts";
import { runDueJobs } from "../../jobs/job-worker.server.ts";
import { countWritesInFlight, writesFirstSettings } from "../../jobs/writes-first.server.ts";
import { createAthlete } from "../entities/athlete-entity.server.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { createTeam } from "../entities/team-entity.server.ts";
import { teamMatchWrites } from "../entities/team-match-entity.server.ts";
import { athleteInput, tournamentInput } from "../entities/test-inputs.ts";
import { createTournament } from "../entities/tournament-entity.server.ts";
import {
  ratingsJobSettings,
  ratingsKeysJob,
  ratingsReplayJob,
  ratingsStatus,
  type RatingsJobPayload,
  type RatingsJobProgress,
} from "./ratings-job.server.ts";
import { replayRatingsFrom } from "./ratings.server.ts";

const ADMIN = { id: "admin", email: "admin@league.example" };
const DEFAULTS = { ...ratingsJobSettings };

/** A scorekeeper's write being served (counted as the server counts it) until `finish`. */
function holdAWrite() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = () => {};
  const app = new Hono();
  app.use(countWritesInFlight);
  app.post("/score", async (c) => {
    started();
    await done;
    return c.text("scored");
  });
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const response = Promise.resolve(app.request("/score", { method: "POST" }));
  return { finish: () => finish(), answered: { started: startedPromise, response } };
}
const DATES = 12;

describe.each(TEST_ENGINES)("the ratings job on %s", (engine) => {
  let handle: DatabaseHandle;
  const homeAthletes: string[] = [];
  const awayAthletes: string[] = [];
  /** Every bout in rating order (oldest first) with its team match and sides. */
  const card: { id: string; match: string; a: string; b: string }[] = [];
  const clubs = { home: "", away: "" };

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
  const snapshot = async () => ({
    ratings: await handle.db
      .select({ id: athletes.id, rating: athletes.rating_elo, wins: athletes.wins })
      .from(athletes)
      .orderBy(athletes.id),
    history: await handle.db.select().from(ratingHistory).orderBy(ratingHistory.bout_id, ratingHistory.athlete_id),
  });
  /** What a replay from the league's first day makes of the results as they stand (then put back as it was). */
  const fromScratch = async () => {
    let truth: Awaited<ReturnType<typeof snapshot>> | undefined;
    await handle.db
      .transaction(async (tx) => {
        await replayRatingsFrom(tx, null);
        truth = {
          ratings: await tx
            .select({ id: athletes.id, rating: athletes.rating_elo, wins: athletes.wins })
            .from(athletes)
            .orderBy(athletes.id),
          history: await tx.select().from(ratingHistory).orderBy(ratingHistory.bout_id, ratingHistory.athlete_id),
        };
        throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    return truth!;
  };
  const jobs = () =>
    selectRows<{ id: number; state: string; payload: RatingsJobPayload }>(
      handle.db,
      sql`select id, state, payload from jobs where kind = 'ratings.replay' order by id`,
    );
  const correct = (index: number, change: Partial<BoutInput> = {}) => {
    const bout = card[index]!;
    return boutWrites.update(
      handle.db,
      bout.id,
      boutInput(bout.match, bout.a, bout.b, { winner_id: bout.b, method: "points", score_b: 3, ...change }),
      ADMIN,
    );
  };

  /** Random corrections anywhere on the card: a result and method each (draws and no-contests without a winner). */
  const corrections = (maxLength: number) =>
    fc.array(
      fc.record({
        bout: fc.nat(DATES * 3 - 1),
        method: fc.constantFrom("submission", "points", "decision", "dq", "draw", "no_contest"),
        swap: fc.boolean(),
      }),
      { minLength: 1, maxLength },
    );
  const applyCorrections = async (steps: { bout: number; method: string; swap: boolean }[]) => {
    for (const step of steps) {
      const bout = card[step.bout]!;
      const winner = step.method === "draw" || step.method === "no_contest" ? null : step.swap ? bout.b : bout.a;
      await correct(step.bout, { method: step.method as BoutInput["method"], winner_id: winner, score_b: 0 });
    }
  };

  /** Corrects a bout so that its winner is the other side from now (a change whatever earlier tests left). */
  const flip = async (index: number, change: Partial<BoutInput> = {}) => {
    const bout = card[index]!;
    const [row] = await selectRows<{ winner: string | null }>(
      handle.db,
      sql`select winner_id as winner from bouts where id = ${bout.id}`,
    );
    return correct(index, { winner_id: row?.winner === bout.a ? bout.b : bout.a, ...change });
  };

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const home = (
      await createTeam(handle.db, { name: "Home Club", name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    const away = (
      await createTeam(handle.db, { name: "Away Club", name_ru: null, logo_url: null, city: null, country: null })
    ).id;
    Object.assign(clubs, { home, away });
    for (const index of [1, 2, 3, 4])
      homeAthletes.push(
        (
          await createAthlete(
            handle.db,
            athleteInput({ full_name: `Home ${index}`, team_id: home, rating_elo: 1500 + 20 * index }),
          )
        ).id,
      );
    for (const index of [1, 2, 3, 4])
      awayAthletes.push(
        (
          await createAthlete(
            handle.db,
            athleteInput({ full_name: `Away ${index}`, team_id: away, rating_elo: 1540 - 10 * index }),
          )
        ).id,
      );
    // Twelve dates, one team match of three bouts each (the home side wins two): 36 rated bouts, replayed inline.
    for (let day = 0; day < DATES; day++) {
      const date = `2025-${String(1 + day).padStart(2, "0")}-10`;
      const tournament = (
        await createTournament(
          handle.db,
          tournamentInput({ title: `Cup ${date}`, event_date: `${date}T18:00`, status: "completed" }),
        )
      ).id;
      const match = (
        await teamMatchWrites.create(
          handle.db,
          {
            tournament_id: tournament,
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
      for (let order = 0; order < 3; order++) {
        const a = homeAthletes[(day + order) % 4]!;
        const b = awayAthletes[(2 * day + order) % 4]!;
        const bout = await boutWrites.create(
          handle.db,
          boutInput(match, a, b, { winner_id: order === 1 ? b : a, method: order === 2 ? "submission" : "points" }),
          ADMIN,
        );
        card.push({ id: bout.id, match, a, b });
      }
    }
  });
  beforeEach(async () => {
    // A correction reaches "far back" past 5 rated bouts; chunks of 4 bouts (whole dates: 6) make every pass several.
    Object.assign(ratingsJobSettings, { ...DEFAULTS, inlineLimit: 5, chunkBouts: 4, chunkTargetMs: 0, pauseMs: 0 });
    await handle.db.execute(sql`delete from jobs`);
  });
  afterEach(() => {
    Object.assign(ratingsJobSettings, DEFAULTS);
  });
  afterAll(() => handle.close());

  it("replays a recent correction inline; one far back queues the job, answers at once, and the pass equals a full replay", async () => {
    // The last bout: nothing follows it, so the write replays itself and no job exists.
    const last = card.at(-1)!;
    const before = (await snapshot()).history.filter((row) => row.bout_id === last.id);
    await correct(card.length - 1);
    expect(await jobs()).toEqual([]);
    expect((await snapshot()).history.filter((row) => row.bout_id === last.id)).not.toEqual(before);
    expect(await snapshot()).toEqual(await fromScratch());

    // The first bout, 35 rated bouts later ones: records follow at once, ratings wait for the job.
    const untouched = await snapshot();
    await correct(0);
    const queued = await jobs();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.state).toBe("queued");
    expect(queued[0]!.payload.reset.sort()).toEqual([card[0]!.a, card[0]!.b].sort());
    expect(await ratingsStatus(handle.db)).toMatchObject({ state: "queued", progress: null });
    const now = await snapshot();
    expect(now.history).toEqual(untouched.history);
    expect(now.ratings.map((row) => row.rating)).toEqual(untouched.ratings.map((row) => row.rating));
    expect(now.ratings.map((row) => row.wins)).not.toEqual(untouched.ratings.map((row) => row.wins));

    expect(await runDueJobs(handle.db, [ratingsReplayJob], "w1")).toBe(1);
    expect(await ratingsStatus(handle.db)).toEqual({ state: "idle", progress: null, since: null });
    const after = await snapshot();
    expect(after).toEqual(await fromScratch());
    expect(after.history).not.toEqual(untouched.history);
  });

  it("after random corrections anywhere, the job's chunked pass equals a replay from the league's first day", async () => {
    await fc.assert(
      fc.asyncProperty(corrections(4), fc.integer({ min: 1, max: 7 }), async (steps, chunkBouts) => {
        ratingsJobSettings.chunkBouts = chunkBouts;
        await applyCorrections(steps);
        await runDueJobs(handle.db, [ratingsReplayJob], "w1");
        expect(await snapshot()).toEqual(await fromScratch());
      }),
      { numRuns: engine === "pglite" ? 6 : 4 },
    );
  });

  it("waits between its chunks while a write is being served, and goes on when the write has answered", async () => {
    ratingsJobSettings.walk = false;
    const { finish, answered } = holdAWrite();
    writesFirstSettings.maxWaitMs = 60_000;
    try {
      await correct(0);
      await answered.started;
      const pass = runDueJobs(handle.db, [ratingsReplayJob], "w1");
      let ended = false;
      void pass.then(() => (ended = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // One chunk done, then it waits: the write in flight goes first.
      const waiting = await ratingsStatus(handle.db);
      expect({ ended, state: waiting.state }).toEqual({ ended: false, state: "running" });
      expect(waiting.progress!.done).toBeGreaterThan(0);
      expect(waiting.progress!.done).toBeLessThan(waiting.progress!.total);
      finish();
      expect(await (await answered.response).text()).toBe("scored");
      expect(await pass).toBe(1);
      expect(await snapshot()).toEqual(await fromScratch());
    } finally {
      finish();
      writesFirstSettings.maxWaitMs = 100;
    }
  });

  it("coalesces two corrections into one queued job from the earlier place, run as one pass", async () => {
    await correct(20, { winner_id: card[20]!.a });
    await correct(3, { winner_id: card[3]!.a });
    await correct(9, { winner_id: card[9]!.b });
    const queued = await jobs();
    expect(queued).toHaveLength(1);
    expect(new Date(queued[0]!.payload.from!.fought_at).toISOString()).toBe("2025-02-10T18:00:00.000Z");
    expect(queued[0]!.payload.from!.bout_id).toBe(card[3]!.id);
    expect(new Set(queued[0]!.payload.reset)).toEqual(
      new Set([card[20]!.a, card[20]!.b, card[3]!.a, card[3]!.b, card[9]!.a, card[9]!.b]),
    );
    expect(await runDueJobs(handle.db, [ratingsReplayJob], "w1")).toBe(1);
    expect(await snapshot()).toEqual(await fromScratch());
  });

  it("resumes a pass cut off mid-way (the lease lost) on another worker and ends equal to a full replay", async () => {
    ratingsJobSettings.walk = false;
    await flip(1);
    const job = await claimJob(handle.db, ["ratings.replay"], "w1", 30_000);
    expect(job).not.toBeNull();
    let checkpoints = 0;
    // The first worker dies after its third checkpoint (two chunks written, the rest not).
    await expect(
      ratingsReplayJob.run(handle.db, job as never, {
        workerId: "w1",
        async checkpoint(progress) {
          if (++checkpoints > 3) throw new JobLeaseLost(job!.id);
          await checkpointJob(handle.db, job!.id, "w1", 30_000, progress);
        },
      }),
    ).rejects.toThrow(JobLeaseLost);
    const [saved] = await selectRows<{ progress: { through: string | null; done: number } }>(
      handle.db,
      sql`select progress from jobs where id = ${job!.id}`,
    );
    expect(saved!.progress.through).not.toBeNull();
    expect(saved!.progress.done).toBeGreaterThan(0);
    expect(await snapshot()).not.toEqual(await fromScratch());
    await handle.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${job!.id}`);
    expect(await runDueJobs(handle.db, [ratingsReplayJob], "w2")).toBe(1);
    const [finished] = await selectRows<{ state: string; progress: { done: number; total: number } }>(
      handle.db,
      sql`select state, progress from jobs where id = ${job!.id}`,
    );
    expect(finished!.state).toBe("done");
    expect(finished!.progress.done).toBe(finished!.progress.total);
    expect(await snapshot()).toEqual(await fromScratch());
  });

  /** The history's key, indexes and foreign keys as the migrations name them, and whether each is valid. */
  const historyShape = () =>
    selectRows<{ name: string; valid: boolean }>(
      handle.db,
      sql`select conname as name, convalidated as valid from pg_constraint where conrelid = 'rating_history'::regclass
          union all select indexname, true from pg_indexes where tablename = 'rating_history' order by name`,
    );

  it.skipIf(engine === "pglite")(
    "on PostgreSQL a pass far back rebuilds the history beside the table and swaps it in, equal to a full replay",
    async () => {
      const shape = await historyShape();
      Object.assign(ratingsJobSettings, { rebuildFromBouts: 1, walk: false });
      await fc.assert(
        fc.asyncProperty(corrections(3), async (steps) => {
          await applyCorrections(steps);
          await runDueJobs(handle.db, [ratingsReplayJob], "w1");
          expect(await snapshot()).toEqual(await fromScratch());
        }),
        { numRuns: 3 },
      );
      // The same key and indexes under the same names; the foreign keys wait for their own job, then are valid.
      expect((await historyShape()).filter((row) => !row.valid).map((row) => row.name)).toEqual([
        "rating_history_athlete_id_athletes_id_fk",
        "rating_history_bout_id_bouts_id_fk",
      ]);
      expect(await runDueJobs(handle.db, [ratingsKeysJob], "w1")).toBe(1);
      expect(await historyShape()).toEqual(shape);
    },
  );

  it.skipIf(engine === "pglite")(
    "writes made while a rebuild runs (a correction, a deleted bout) are replayed by the queued job after the swap",
    async () => {
      const shape = await historyShape();
      Object.assign(ratingsJobSettings, { rebuildFromBouts: 1, walk: false });
      // A bout of its own (a team match on a late date) that goes while the rebuild runs.
      const late = (
        await createTournament(
          handle.db,
          tournamentInput({ title: "Late Cup", event_date: "2025-12-20T18:00", status: "completed" }),
        )
      ).id;
      const lateMatch = await teamMatchWrites.create(
        handle.db,
        {
          tournament_id: late,
          home_team_id: clubs.home,
          away_team_id: clubs.away,
          stage: "final",
          stage_round: null,
          card_order: null,
          scheduled_at: null,
        },
        ADMIN,
      );
      const last = await boutWrites.create(
        handle.db,
        boutInput(lateMatch.id, homeAthletes[0]!, awayAthletes[0]!, { winner_id: homeAthletes[0]!, method: "points" }),
        ADMIN,
      );
      await flip(0);
      const job = await claimJob(handle.db, ["ratings.replay"], "w1", 30_000);
      let checkpoints = 0;
      let deleted = false;
      await ratingsReplayJob.run(handle.db, job as never, {
        workerId: "w1",
        async checkpoint(progress) {
          // After the rebuild's read (its first checkpoint is the pass's own, the second the read): the writes.
          if (++checkpoints === 2) {
            await flip(5, { method: "submission" });
            deleted = await boutWrites.removed(handle.db, last.id, ADMIN);
          }
          await checkpointJob(handle.db, job!.id, "w1", 30_000, progress);
        },
      });
      expect(deleted).toBe(true);
      await handle.db.execute(sql`update jobs set state = 'done' where id = ${job!.id}`);
      // The swapped-in history still has the deleted bout's rows and the correction's old numbers: its keys are not
      // validated yet; their own job finds the deleted bout's rows and leaves that key for later.
      expect((await snapshot()).history.some((row) => row.bout_id === last.id)).toBe(true);
      expect(await runDueJobs(handle.db, [ratingsKeysJob], "w2")).toBe(1);
      expect((await historyShape()).filter((row) => !row.valid).map((row) => row.name)).toEqual([
        "rating_history_bout_id_bouts_id_fk",
      ]);
      // The queued job (both writes merged into it) replays after the swap and queues the keys' job again.
      expect((await jobs()).map((row) => row.state)).toEqual(["done", "queued"]);
      expect(await runDueJobs(handle.db, [ratingsReplayJob], "w2")).toBe(1);
      expect(await snapshot()).toEqual(await fromScratch());
      expect(await runDueJobs(handle.db, [ratingsKeysJob], "w2")).toBe(1);
      expect(await historyShape()).toEqual(shape);
      expect((await snapshot()).history.some((row) => row.bout_id === last.id)).toBe(false);
      await runDueJobs(handle.db, [ratingsReplayJob], "w1");
    },
  );

  it("a walk follows a correction: equal to a replay from the first day, writing exactly the rows that differ", async () => {
    await fc.assert(
      fc.asyncProperty(corrections(3), async (steps) => {
        await applyCorrections(steps);
        const before = await snapshot();
        const queued = (await jobs()).filter((job) => job.state === "queued");
        expect(await runDueJobs(handle.db, [ratingsReplayJob], "w1")).toBe(queued.length > 0 ? 1 : 0);
        const after = await snapshot();
        expect(after).toEqual(await fromScratch());
        if (queued.length === 0) return;
        const [finished] = await selectRows<{ progress: RatingsJobProgress }>(
          handle.db,
          sql`select progress from jobs where id = ${queued[0]!.id}`,
        );
        // Rows new or changed, not the whole history from the correction on.
        const old = new Map(before.history.map((row) => [`${row.bout_id}|${row.athlete_id}`, JSON.stringify(row)]));
        const changed = after.history.filter(
          (row) => old.get(`${row.bout_id}|${row.athlete_id}`) !== JSON.stringify(row),
        );
        expect(finished!.progress).toMatchObject({ walk: true, written: changed.length });
      }),
      { numRuns: engine === "pglite" ? 6 : 4 },
    );
  });

  it("a walk stopped half way is done again as a full pass and ends equal to a full replay", async () => {
    Object.assign(ratingsJobSettings, { walkBatch: 2 });
    await flip(0);
    const job = await claimJob(handle.db, ["ratings.replay"], "w1", 30_000);
    let checkpoints = 0;
    // The walk's first figures, then its first write: the worker dies after it.
    await expect(
      ratingsReplayJob.run(handle.db, job as never, {
        workerId: "w1",
        async checkpoint(progress) {
          if (++checkpoints > 2) throw new JobLeaseLost(job!.id);
          await checkpointJob(handle.db, job!.id, "w1", 30_000, progress);
        },
      }),
    ).rejects.toThrow(JobLeaseLost);
    expect(await snapshot()).not.toEqual(await fromScratch());
    await handle.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where id = ${job!.id}`);
    expect(await runDueJobs(handle.db, [ratingsReplayJob], "w2")).toBe(1);
    const [finished] = await selectRows<{ progress: RatingsJobProgress }>(
      handle.db,
      sql`select progress from jobs where id = ${job!.id}`,
    );
    expect(finished!.progress.walk).toBeUndefined();
    expect(await snapshot()).toEqual(await fromScratch());
  });

  it.each([
    ["a full pass", false],
    ["a walk", true],
  ])(
    "a result written while %s runs answers without waiting for it and is replayed by a queued job after it",
    async (_, walk) => {
      // One bout per chunk (a walk: one bout's rows per write), 40 ms between: the pass runs for over a second.
      Object.assign(ratingsJobSettings, { chunkBouts: 1, pauseMs: 40, walk, walkBatch: 2 });
      await flip(0);
      const pass = runDueJobs(handle.db, [ratingsReplayJob], "w1");
      while (!(await ratingsStatus(handle.db)).progress?.total) await new Promise((resolve) => setTimeout(resolve, 5));
      const begun = performance.now();
      await correct(card.length - 2, { winner_id: card.at(-2)!.a, method: "submission" });
      const took = performance.now() - begun;
      const status = await ratingsStatus(handle.db);
      // Still running when the write answered: it did not wait for the pass (nor replay inline behind its back).
      expect(status.state).toBe("running");
      expect(status.progress!.done).toBeLessThan(status.progress!.total);
      expect(took).toBeLessThan(1000);
      expect((await jobs()).map((row) => row.state)).toEqual(["running", "queued"]);
      expect(await pass).toBe(2);
      expect(await snapshot()).toEqual(await fromScratch());
    },
  );

  // Last: it takes a bout off the card the tests above use.
  it("a walk after a bout far back is deleted drops its rows and ends equal to a full replay", async () => {
    const gone = card[1]!;
    await boutWrites.remove(handle.db, gone.id, ADMIN);
    expect((await jobs()).map((job) => job.payload.reset.sort())).toEqual([[gone.a, gone.b].sort()]);
    expect(await runDueJobs(handle.db, [ratingsReplayJob], "w1")).toBe(1);
    const after = await snapshot();
    expect(after.history.some((row) => row.bout_id === gone.id)).toBe(false);
    expect(after).toEqual(await fromScratch());
  });
});

class Rollback extends Error {}
