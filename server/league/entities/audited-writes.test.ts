import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sponsorEntity } from "../../../app/lib/entities/sponsor-entity.ts";
import type { SponsorInput } from "../../../app/lib/schemas/sponsor.ts";
import type { DatabaseHandle } from "../../db/client.server.ts";
import { auditLog, sponsors } from "../../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../../db/testing.ts";
import { WriteRejected } from "../write-rejected.server.ts";
import { auditedWrites } from "./audited-writes.server.ts";

const ADMIN = { id: "admin-id", email: "admin@league.example" };
const input = (name: string): SponsorInput => ({ name, logo_url: null, website_url: null, display_order: 5 });

// An entity made with the factory for this test alone: its check refuses one name, its delete hook one other.
const writes = auditedWrites({
  entity: sponsorEntity,
  table: sponsors,
  summary: (row) => row.name,
  check: async (_tx, candidate: SponsorInput) => {
    if (candidate.name === "Refused") throw new WriteRejected("name", "admin:validation.teamNameTaken");
  },
  beforeDelete: async (_tx, row) => {
    if (row.name === "Kept") throw new WriteRejected("name", "admin:validation.teamHasAthletes");
    return { result: { deleted: row.name }, changes: { reason: "test" } };
  },
});

describe.each(TEST_ENGINES)("the audited write factory on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  const auditCount = async () => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
  const named = async (name: string) => handle.db.select().from(sponsors).where(eq(sponsors.name, name));

  it("writes the row and its audit entry, with who did it and what changed", async () => {
    const row = await writes.create(handle.db, input("Alpha"), ADMIN);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entity_id, row.id));
    expect(entry).toMatchObject({
      action: "create",
      entity: "sponsor",
      user_email: ADMIN.email,
      summary: "Alpha",
      changes: { name: "Alpha", display_order: 5 },
    });
    expect(await writes.update(handle.db, row.id, input("Alpha Two"), ADMIN)).toMatchObject({ name: "Alpha Two" });
    expect(await writes.remove(handle.db, row.id, ADMIN)).toEqual({ deleted: "Alpha Two" });
    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.entity_id, row.id));
    expect(entries.map((item) => item.action).sort()).toEqual(["create", "delete", "update"]);
    expect(entries.find((item) => item.action === "delete")!.changes).toMatchObject({
      name: "Alpha Two",
      reason: "test",
    });
    expect(await writes.remove(handle.db, row.id, ADMIN)).toBeNull();
    expect(await writes.update(handle.db, row.id, input("Ghost"), ADMIN)).toBeNull();
  });

  it("writes nothing, row or audit entry, when a check refuses the write", async () => {
    const before = await auditCount();
    await expect(writes.create(handle.db, input("Refused"), ADMIN)).rejects.toMatchObject({
      field: "name",
      messageKey: "admin:validation.teamNameTaken",
    });
    expect(await named("Refused")).toEqual([]);

    const kept = await writes.create(handle.db, input("Kept"), ADMIN);
    await expect(writes.update(handle.db, kept.id, input("Refused"), ADMIN)).rejects.toBeInstanceOf(WriteRejected);
    expect((await named("Kept"))[0]).toMatchObject({ id: kept.id, updated_at: kept.updated_at });
    await expect(writes.remove(handle.db, kept.id, ADMIN)).rejects.toBeInstanceOf(WriteRejected);
    expect(await named("Kept")).toHaveLength(1);
    expect(await auditCount()).toBe(before + 1); // the create of "Kept" only
  });

  it("keeps the audit entry in the write's transaction: an entry that cannot be stored leaves no row behind", async () => {
    const before = await auditCount();
    const noEmail = { id: null, email: null as unknown as string }; // audit_log.user_email is NOT NULL
    await expect(writes.create(handle.db, input("Unlogged"), noEmail)).rejects.toThrow();
    expect(await named("Unlogged")).toEqual([]);
    const row = await writes.create(handle.db, input("Logged"), ADMIN);
    await expect(writes.update(handle.db, row.id, input("Unlogged"), noEmail)).rejects.toThrow();
    expect((await named("Logged"))[0]!.id).toBe(row.id);
    await expect(writes.remove(handle.db, row.id, noEmail)).rejects.toThrow();
    expect(await named("Logged")).toHaveLength(1);
    expect(await auditCount()).toBe(before + 1);
  });

  it("leaves the audit entry to the caller inside its own transaction (a CSV import logs one for the file)", async () => {
    const before = await auditCount();
    await handle.db.transaction(async (tx) => {
      await writes.createWithin(tx, input("Bulk One"), null);
      await writes.createWithin(tx, input("Bulk Two"), null);
    });
    expect(await named("Bulk Two")).toHaveLength(1);
    expect(await auditCount()).toBe(before);
    await expect(handle.db.transaction((tx) => writes.createWithin(tx, input("Refused"), null))).rejects.toBeInstanceOf(
      WriteRejected,
    );
  });
});
