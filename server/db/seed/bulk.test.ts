import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.server.ts";
import { refreshAthleteTotals } from "../../league/results/athlete-totals.server.ts";
import { athletes, bouts, news, ratingHistory, tournaments } from "../schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../testing.ts";
import { formatDifference, verifyLeague } from "../../league/verify.server.ts";
import { seedBulk } from "./bulk.server.ts";

const count = async (handle: DatabaseHandle, table: typeof athletes | typeof news | typeof tournaments) =>
  ((await handle.db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }])[0].n;

describe.each(TEST_ENGINES)("bulk generator on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("adds exactly the requested rows across batch boundaries, all passing the database's checks", async () => {
    await seedBulk(handle.db, { athletes: 2500, tournaments: 30, news: 12 }, { seed: 7 });
    expect(await count(handle, athletes)).toBe(2500);
    expect(await count(handle, tournaments)).toBe(30);
    expect(await count(handle, news)).toBe(12);
    const [bad] = (await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(athletes)
      .where(sql`wins + losses > total_matches or submissions_for > wins or team_id is null`)) as [{ n: number }];
    expect(bad.n).toBe(0);
  });

  it("adds bouts as columns (unnest); the SQL records equal the per-athlete derivation and the history covers every rated bout", async () => {
    await seedBulk(handle.db, { athletes: 0, tournaments: 0, news: 0, bouts: 1200 }, { seed: 11 });
    const [{ n: boutCount }] = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(bouts)) as [
      { n: number },
    ];
    expect(boutCount).toBeGreaterThanOrEqual(1200);
    const [{ n: rated }] = (await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bouts)
      .where(sql`method in ('submission', 'points', 'decision', 'dq', 'draw')`)) as [{ n: number }];
    const [{ n: history }] = (await handle.db.select({ n: sql<number>`count(*)::int` }).from(ratingHistory)) as [
      { n: number },
    ];
    expect(history).toBe(rated * 2);
    const stored = await handle.db.select().from(athletes).orderBy(athletes.id);
    await handle.db.transaction((tx) =>
      refreshAthleteTotals(
        tx,
        stored.map((row) => row.id),
      ),
    );
    expect(await handle.db.select().from(athletes).orderBy(athletes.id)).toEqual(stored);
    // And every other derived number (decisions and winners, standings, ratings) as npm run verify recomputes it.
    expect((await verifyLeague(handle.db)).map(formatDifference)).toEqual([]);
    // 1,200 bouts with their replay take a few seconds on a quiet machine; CI's two cores can be far from quiet.
  }, 120_000);
});
