// Two instances on one PostgreSQL (two connection pools, two workers claiming at once): every delivery of 20 events
// to 3 endpoints reaches its endpoint exactly once, and both workers took part.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../db/raw-sql.server.ts";
import { openDatabase, type DatabaseHandle } from "../db/client.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { tournaments } from "../db/schema.ts";
import { settings } from "../env.server.ts";
import type { DefinedJob } from "../jobs/job-queue.server.ts";
import { runDueJobs } from "../jobs/job-worker.server.ts";
import { startReceiver } from "./test-receiver.ts";
import { WEBHOOK_JOBS } from "./webhook-delivery.server.ts";
import { queueWebhookEvent } from "./webhook-facts.server.ts";
import { createWebhook } from "./webhooks.server.ts";

describe.runIf(TEST_ENGINES.includes("postgres"))("webhooks with two instances on one PostgreSQL", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    // A short delay per answer, so the two workers' attempts overlap.
    receiver = await startReceiver({ delayMs: 15 });
    settings.WEBHOOK_TEST_ORIGIN = receiver.origin;
    first = await openTestDatabase("postgres");
    const url = new URL(process.env.DATABASE_URL!);
    const [row] = await selectRows<{ name: string }>(first.db, sql`select current_database() as name`);
    url.pathname = `/${row!.name}`;
    second = openDatabase({ databaseUrl: url.toString(), dataDir: "" });
  });
  afterAll(async () => {
    settings.WEBHOOK_TEST_ORIGIN = undefined;
    await receiver?.close();
    await second?.close();
    await first?.close();
  });

  it("delivers each of 60 deliveries exactly once", async () => {
    const db = first.db;
    for (const name of ["a", "b", "c"])
      await createWebhook(db, { url: `${receiver.origin}/ok/${name}`, events: ["tournament.updated"] }, null);
    const ids = await db
      .insert(tournaments)
      .values(
        Array.from({ length: 20 }, (_, index) => ({
          title: `Concurrency Cup ${index}`,
          event_date: new Date(Date.UTC(2027, 0, 1 + index)),
          location_city: "Oslo",
          location_country: "Norway",
        })),
      )
      .returning({ id: tournaments.id });
    for (const { id } of ids)
      await db.transaction((tx) =>
        queueWebhookEvent(tx, { type: "tournament.updated", object_type: "tournament", object_id: id, revision: "1" }),
      );

    const ran: Record<string, number> = {};
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the jobs of both kinds, counted per worker
    const counted = WEBHOOK_JOBS.map<DefinedJob<any>>((job) => ({
      ...job,
      run: (runDb, row, context) => {
        ran[context.workerId] = (ran[context.workerId] ?? 0) + 1;
        return job.run(runDb, row as never, context);
      },
    }));
    await Promise.all([runDueJobs(first.db, counted, "instance-1"), runDueJobs(second.db, counted, "instance-2")]);
    // A fan-out job the other worker was finishing when this one found nothing due: the last ones run now.
    await runDueJobs(first.db, counted, "instance-1");

    const deliveryIds = receiver.received.map((request) => String(request.headers["webhook-id"]));
    expect(deliveryIds).toHaveLength(60);
    expect(new Set(deliveryIds).size).toBe(60);
    for (const name of ["a", "b", "c"])
      expect(receiver.received.filter((request) => request.path === `/ok/${name}`)).toHaveLength(20);
    expect(Object.keys(ran).sort()).toEqual(["instance-1", "instance-2"]);
  });
});
