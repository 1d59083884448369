import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "../league/admins.server.ts";
import { createBackup, listTablesInDependencyOrder, restoreBackup } from "./backup.server.ts";
import type { Database, DatabaseHandle } from "./client.server.ts";
import { athletes, bouts, news, tournaments } from "./schema.ts";
import { seedDemoLeague } from "./seed/demo.server.ts";
import { openTestDatabase, TEST_ENGINES } from "./testing.ts";

async function snapshot(db: Database) {
  const result: Record<string, unknown> = {};
  for (const table of await listTablesInDependencyOrder(db)) {
    const rows = (await db.execute(
      sql`select coalesce(json_agg(t order by t::text), '[]'::json) as rows from ${sql.identifier(table)} t`,
    )) as unknown as {
      rows: { rows: unknown }[];
    };
    result[table] = rows.rows[0]!.rows;
  }
  return result;
}

describe.each(TEST_ENGINES)("backup and restore on %s", (engine) => {
  let handle: DatabaseHandle;
  let filesDir: string;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "league-files-"));
  });
  afterAll(async () => {
    await handle.close();
    await fs.rm(filesDir, { recursive: true, force: true });
  });

  it("round-trips every row and every uploaded file", async () => {
    await seedDemoLeague(handle.db);
    await grantAdmin(handle.db, "keeper@example.com", "secret123");
    await fs.mkdir(path.join(filesDir, "tournament-images", "user-1"), { recursive: true });
    await fs.writeFile(path.join(filesDir, "tournament-images", "user-1", "1.webp"), Buffer.from([1, 2, 3, 4]));
    const before = await snapshot(handle.db);
    expect((before.athletes as unknown[]).length).toBeGreaterThanOrEqual(40);

    const archive = await createBackup(handle.db, filesDir);

    // Damage: deleted and changed rows, a lost file, a stray file.
    await handle.db.delete(news);
    await handle.db.update(tournaments).set({ title: "changed" });
    // Bouts keep their athletes (restrict): a damaged database loses the bouts (and their rating history) first.
    await handle.db.delete(bouts);
    await handle.db.delete(athletes).where(sql`rating_elo > 1500`);
    await fs.rm(path.join(filesDir, "tournament-images"), { recursive: true });
    await fs.writeFile(path.join(filesDir, "stray.txt"), "x");

    const result = await restoreBackup(handle.db, filesDir, archive);
    expect(result.files).toBe(1);
    expect(await snapshot(handle.db)).toEqual(before);
    expect([...(await fs.readFile(path.join(filesDir, "tournament-images", "user-1", "1.webp")))]).toEqual([
      1, 2, 3, 4,
    ]);
    await expect(fs.access(path.join(filesDir, "stray.txt"))).rejects.toThrow();
  });
});

describe.runIf(TEST_ENGINES.includes("postgres"))("moving data between engines", () => {
  it("restores a PGlite backup into PostgreSQL", async () => {
    const source = await openTestDatabase("pglite");
    const target = await openTestDatabase("postgres");
    const filesDir = await fs.mkdtemp(path.join(os.tmpdir(), "league-files-"));
    try {
      await seedDemoLeague(source.db);
      const archive = await createBackup(source.db, filesDir);
      await restoreBackup(target.db, filesDir, archive);
      expect(await snapshot(target.db)).toEqual(await snapshot(source.db));
    } finally {
      await source.close();
      await target.close();
      await fs.rm(filesDir, { recursive: true, force: true });
    }
  });
});
