import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../client.server.ts";
import { athletes, news, tournaments } from "../schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../testing.ts";
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
});
