// The calibration's stored sums (migration 0027) against the calibration of the stored predictions one by one
// (summarizeCalibration), on every test engine, through random results and corrections: results recorded, winners
// swapped, results removed, bouts moved to another year or deleted, team matches decided, moved and deleted. Then
// two transactions taking the same bins in opposite orders (PostgreSQL), and verify finding a tampered sum.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarizeCalibration, type Scored } from "../../../app/lib/ratings/calibration.ts";
import type { Database, DatabaseHandle } from "../../db/client.server.ts";
import { selectRows } from "../../db/raw-sql.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { boutWrites } from "../entities/bout-entity.server.ts";
import { formatDifference, repairLeague, verifyLeague } from "../verify.server.ts";
import { calibrationSeasons, readCalibration, readTeamMatchCalibration } from "./predictions.server.ts";
import { ADMIN, smallLeague } from "./small-league.testing.ts";

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A list of ids as one array parameter. */
const uuids = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;

/** The bin edges, both ends and the middle, then anything. */
const EDGES = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 0.0999999, 0.5000001, 1e-9, 1 - 1e-9];

/** What the calibration read before the sums: every scored prediction, one by one (predictions.server.ts at 8d8a600). */
async function oneByOne(db: Database, kind: "bout" | "team_match", season: number | null) {
  const rows = await selectRows<{ p: number; outcome: number; source: string }>(
    db,
    kind === "bout"
      ? sql`select p.p_a as p, p.source,
              case when b.winner_id = b.athlete_a_id then 1 when b.winner_id = b.athlete_b_id then 0 else 0.5 end as outcome
            from bout_predictions p join bouts b on b.id = p.bout_id
            where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw')
              and (${season}::int is null or extract(year from b.fought_at at time zone 'UTC') = ${season}::int)`
      : sql`select p.p_home as p, p.source, case when m.winner_team_id = m.home_team_id then 1 else 0 end as outcome
            from team_match_predictions p join team_matches m on m.id = p.team_match_id join tournaments t on t.id = m.tournament_id
            where m.winner_team_id is not null
              and (${season}::int is null or extract(year from t.event_date at time zone 'UTC') = ${season}::int)`,
  );
  const scored: Scored[] = rows.map((row) => ({ p: Number(row.p), outcome: Number(row.outcome) as Scored["outcome"] }));
  return {
    ...summarizeCalibration(scored),
    reconstructed: rows.filter((row) => row.source === "reconstructed").length,
  };
}

async function expectSameAsOneByOne(db: Database, seasons: readonly (number | null)[]) {
  for (const season of seasons)
    for (const kind of ["bout", "team_match"] as const) {
      const summed = kind === "bout" ? await readCalibration(db, season) : await readTeamMatchCalibration(db, season);
      const expected = await oneByOne(db, kind, season);
      const keys = ["brier", "log_loss", "baseline_brier", "baseline_log_loss", "accuracy"] as const;
      // The scores to 12 decimals (float sums in another order), everything else exactly.
      const close = (key: (typeof keys)[number]) =>
        expected[key] === null ? summed[key] : Math.abs(summed[key]! - expected[key]!) < 1e-12;
      expect({
        kind,
        season,
        n: summed.n,
        reconstructed: summed.reconstructed,
        bins: summed.bins,
        scores: keys.map(close),
      }).toEqual({
        kind,
        season,
        n: expected.n,
        reconstructed: expected.reconstructed,
        bins: expected.bins,
        scores: keys.map((key) => (expected[key] === null ? null : true)),
      });
    }
  // And the stored sums are exactly their recomputation.
  const off = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from calibration_sums s full join calibration_sums_recomputed r using (kind, season, bin)
        where (coalesce(s.n, 0), coalesce(s.reconstructed, 0), coalesce(s.sum_p, 0), coalesce(s.sum_observed, 0),
               coalesce(s.sum_squared, 0), coalesce(s.sum_log_loss, 0), coalesce(s.sum_baseline_squared, 0), coalesce(s.sum_hits, 0))
          is distinct from (coalesce(r.n, 0), coalesce(r.reconstructed, 0), coalesce(r.sum_p, 0), coalesce(r.sum_observed, 0),
               coalesce(r.sum_squared, 0), coalesce(r.sum_log_loss, 0), coalesce(r.sum_baseline_squared, 0), coalesce(r.sum_hits, 0))`,
  );
  expect(off[0]!.n).toBe(0);
  expect((await selectRows<{ n: number }>(db, sql`select count(*)::int as n from calibration_sum_deltas`))[0]!.n).toBe(
    0,
  );
}

interface League {
  match: string;
  home: string;
  away: string;
  tournament: string;
  athletes: [string, string, string, string];
}

/** Scheduled bouts (their predictions frozen by the trigger), in one statement. */
async function addBouts(db: Database, made: League, count: number, year: number) {
  const [h1, h2, a1, a2] = made.athletes;
  const ids = await selectRows<{ id: string }>(
    db,
    sql`insert into bouts (team_match_id, bout_order, weight_class, athlete_a_id, athlete_b_id, team_a_id, team_b_id, fought_at)
        select ${made.match}, coalesce((select max(bout_order) from bouts where team_match_id = ${made.match}), 0) + i, 'lightweight',
          case when i % 2 = 0 then ${h1}::uuid else ${h2}::uuid end, case when i % 3 = 0 then ${a1}::uuid else ${a2}::uuid end,
          ${made.home}, ${made.away}, make_timestamptz(${year}, 3, 1, 18, 0, 0, 'UTC')
        from generate_series(1, ${count}) i
        returning id`,
  );
  return ids.map((row) => row.id);
}

async function league(db: Database, tag: string, date: string): Promise<League> {
  const made = await smallLeague(db, tag, date);
  const [row] = await selectRows<{ tournament_id: string }>(
    db,
    sql`select tournament_id from team_matches where id = ${made.match}`,
  );
  return { ...made, tournament: row!.tournament_id, athletes: [made.h1, made.h2, made.a1, made.a2] };
}

describe.each(TEST_ENGINES)("the calibration's stored sums on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("equal the calibration one by one through random results and corrections, bin edges included", async () => {
    const db = handle.db;
    const next = random(36);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const years = [1971, 1972, 1973];
    const leagues = [
      await league(db, "sums 1971", "1971-05-01"),
      await league(db, "sums 1972", "1972-05-01"),
      await league(db, "sums 1973", "1973-05-01"),
    ];
    const bouts: string[] = [];
    for (const [index, made] of leagues.entries()) bouts.push(...(await addBouts(db, made, 40, years[index]!)));
    // Probabilities on the edges and anywhere, and then results: A, B, a draw, and a forfeit (not scored).
    for (const [index, id] of bouts.entries()) {
      const p = index < EDGES.length ? EDGES[index]! : next();
      await db.execute(sql`update bout_predictions set p_a = ${p}, p_b = ${1 - p} where bout_id = ${id}`);
    }
    const record = async (id: string) => {
      const how = pick(["a", "b", "draw", "forfeit", "scheduled"] as const);
      await db.execute(
        how === "scheduled"
          ? sql`update bouts set status = 'scheduled', winner_id = null, method = null where id = ${id}`
          : sql`update bouts set status = 'completed',
                  winner_id = case ${how} when 'a' then athlete_a_id when 'b' then athlete_b_id when 'forfeit' then athlete_a_id end,
                  method = ${how === "draw" ? "draw" : how === "forfeit" ? "forfeit" : "points"}::bout_method
                where id = ${id}`,
      );
    };
    for (const id of bouts) await record(id);
    // Every team match is given stored odds and a winner (the home team's, the away team's, or none yet).
    for (const made of leagues) {
      await db.execute(
        sql`insert into team_match_predictions (team_match_id, p_home, p_away, model, source)
            values (${made.match}, 0.5, 0.5, 'team-elo-1', 'frozen')
            on conflict (team_match_id) do update set p_home = 0.5, p_away = 0.5`,
      );
    }
    const all = [null, ...years, 1980];
    await expectSameAsOneByOne(db, all);

    // Random corrections, checked after every few.
    for (let step = 0; step < 60; step++) {
      const id = pick(bouts);
      const made = pick(leagues);
      const what = pick(["result", "swap", "move", "prediction", "source", "team winner", "odds", "tournament"]);
      if (what === "result") await record(id);
      else if (what === "swap")
        await db.execute(
          sql`update bouts set winner_id = case when winner_id = athlete_a_id then athlete_b_id else athlete_a_id end
              where id = ${id} and winner_id is not null`,
        );
      else if (what === "move")
        await db.execute(
          sql`update bouts set fought_at = make_timestamptz(${pick(years)}, 6, 1, 0, 0, 0, 'UTC') where id = ${id}`,
        );
      else if (what === "prediction") {
        const p = next() < 0.3 ? pick(EDGES) : next();
        await db.execute(sql`update bout_predictions set p_a = ${p}, p_b = ${1 - p} where bout_id = ${id}`);
      } else if (what === "source")
        await db.execute(
          sql`update bout_predictions set source = case when source = 'frozen' then 'reconstructed' else 'frozen' end where bout_id = ${id}`,
        );
      else if (what === "team winner")
        await db.execute(
          sql`update team_matches set winner_team_id = ${pick([made.home, made.away, null])} where id = ${made.match}`,
        );
      else if (what === "odds") {
        const p = next() < 0.3 ? pick(EDGES) : next();
        await db.execute(
          sql`update team_match_predictions set p_home = ${p}, p_away = ${1 - p} where team_match_id = ${made.match}`,
        );
      } else
        await db.execute(
          sql`update tournaments set event_date = make_timestamptz(${pick(years)}, 7, 1, 0, 0, 0, 'UTC') where id = ${made.tournament}`,
        );
      if (step % 10 === 9) await expectSameAsOneByOne(db, all);
    }
    // Several rows in one statement, and in one transaction with a rollback to a savepoint inside.
    await db.execute(
      sql`update bouts set winner_id = athlete_b_id, status = 'completed', method = 'points' where id = any(${uuids(bouts.slice(0, 30))})`,
    );
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update bouts set fought_at = fought_at + interval '400 days' where id = any(${uuids(bouts.slice(20, 50))})`,
      );
      await tx
        .transaction(async (inner) => {
          await inner.execute(
            sql`update bouts set winner_id = athlete_a_id where id = any(${uuids(bouts.slice(0, 10))})`,
          );
          throw new Error("rolled back");
        })
        .catch(() => undefined);
      await tx.execute(sql`delete from bout_predictions where bout_id = ${bouts[60]!}`);
    });
    await expectSameAsOneByOne(db, [...all, 1974]);

    // Deleted: bouts one by one, and a team match with its bouts and odds.
    for (const id of bouts.slice(70, 75)) await db.execute(sql`delete from bouts where id = ${id}`);
    await db.execute(sql`update team_matches set winner_team_id = home_team_id where id = ${leagues[2]!.match}`);
    await db.execute(sql`delete from team_matches where id = ${leagues[2]!.match}`);
    await expectSameAsOneByOne(db, [...all, 1974]);
    expect(await calibrationSeasons(db)).toEqual(
      (
        await selectRows<{ season: number }>(
          db,
          sql`select distinct extract(year from b.fought_at at time zone 'UTC')::int as season
              from bout_predictions p join bouts b on b.id = p.bout_id
              where b.status = 'completed' and (b.winner_id is not null or b.method = 'draw') order by season desc`,
        )
      ).map((row) => row.season),
    );
  });

  it("verify reports a tampered sum and --repair rebuilds it", async () => {
    // A database of its own, its results written through the audited path: verify finds nothing else.
    const own = await openTestDatabase(engine);
    const db = own.db;
    const { h1, a1, input } = await smallLeague(db, "verify sums", "1966-05-01");
    const bout = await boutWrites.create(db, input(h1, a1, {}), ADMIN);
    const result = { status: "completed", round: 1, time_seconds: 60, method: "points", winner_id: h1 } as const;
    await boutWrites.update(db, bout.id, input(h1, a1, result), ADMIN);
    const calibration = (differences: Awaited<ReturnType<typeof verifyLeague>>) =>
      differences.filter((difference) => difference.kind === "calibration_sum").map(formatDifference);
    expect(calibration(await verifyLeague(db))).toEqual([]);
    const [row] = await selectRows<{ bin: number; n: number; hits: string }>(
      db,
      sql`select bin, n, sum_hits::text as hits from calibration_sums where kind = 'bout' and season = 1966 and n > 0`,
    );
    await db.execute(
      sql`update calibration_sums set n = n + 2, sum_hits = sum_hits + 1 where kind = 'bout' and season = 1966 and bin = ${row!.bin}`,
    );
    expect(calibration(await verifyLeague(db))).toEqual([
      `calibration_sum bout/1966/${row!.bin} n: stored ${row!.n + 2}, expected ${row!.n}`,
      `calibration_sum bout/1966/${row!.bin} sum_hits: stored ${Number(row!.hits) + 1}, expected ${Number(row!.hits)}`,
    ]);
    // A bin that should not be there at all.
    await db.execute(sql`insert into calibration_sums (kind, season, bin, n) values ('team_match', 1966, 3, 1)`);
    expect(calibration(await verifyLeague(db))).toContain(
      "calibration_sum team_match/1966/3 n: stored 1, expected null",
    );
    const { after } = await repairLeague(db, ADMIN);
    expect(calibration(after)).toEqual([]);
    expect(await verifyLeague(db)).toEqual([]);
    expect((await readCalibration(db, 1966)).n).toBe(1);
    // A bout's stored in-bout readings without a log to read them from.
    await db.execute(
      sql`insert into in_bout_readings (bout_id, bin, readings, sum_p, sum_p2, sum_ln_p, sum_ln_q, above, even)
          values (${bout.id}, 7, 1, 0.75, 0.5625, -0.2876820724517809, -1.3862943611198906, 1, 0)`,
    );
    expect((await verifyLeague(db)).map(formatDifference)).toContain(
      `in_bout_readings ${bout.id}/7 readings: stored 1, expected null`,
    );
    expect((await repairLeague(db, ADMIN)).after).toEqual([]);
    await own.close();
  });

  it.runIf(engine === "postgres")(
    "two transactions taking the same bins in opposite orders both commit (the sums are taken at the commit, in order)",
    async () => {
      const db = handle.db;
      const leagues = [];
      for (const tag of ["order 1", "order 2", "order 3", "order 4"]) leagues.push(await league(db, tag, "1955-05-01"));
      const ids = [];
      for (const made of leagues) ids.push((await addBouts(db, made, 1, 1955))[0]!);
      // Bouts 0 and 2 fall in bin 2, bouts 1 and 3 in bin 7.
      for (const [index, id] of ids.entries()) {
        const p = index % 2 === 0 ? 0.25 : 0.75;
        await db.execute(sql`update bout_predictions set p_a = ${p}, p_b = ${1 - p} where bout_id = ${id}`);
      }
      const complete = (tx: Pick<Database, "execute">, id: string) =>
        tx.execute(
          sql`update bouts set status = 'completed', winner_id = athlete_a_id, method = 'points' where id = ${id}`,
        );
      let release!: () => void;
      const bothStarted = new Promise<void>((resolve) => {
        let started = 0;
        release = () => {
          started += 1;
          if (started === 2) resolve();
        };
      });
      const run = (first: string, second: string) =>
        db.transaction(async (tx) => {
          await complete(tx, first);
          release();
          await bothStarted;
          await complete(tx, second);
        });
      await Promise.all([run(ids[0]!, ids[1]!), run(ids[3]!, ids[2]!)]);
      await expectSameAsOneByOne(db, [1955]);
      expect((await readCalibration(db, 1955)).bins.map((bin) => bin.n)).toEqual([0, 0, 2, 0, 0, 0, 0, 2, 0, 0]);
    },
  );
});
