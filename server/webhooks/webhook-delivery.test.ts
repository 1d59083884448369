// Webhook deliveries end to end on both engines, to a receiver on 127.0.0.1 (WEBHOOK_TEST_ORIGIN): a bout's result
// written through the results model queues one fan-out job in its transaction; the job makes exactly one delivery per
// subscribed endpoint, each signed so that the receiver verifies it with the endpoint's secret; the same result
// written again sends nothing new, a corrected one a new event; a 500 is retried with backoff, every attempt
// recorded; 10 failed attempts in a row disable the endpoint.
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { selectRows } from "../db/raw-sql.server.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { jobs, tournaments, webhookDeliveries, webhooks } from "../db/schema.ts";
import { settings } from "../env.server.ts";
import { runDueJobs } from "../jobs/job-worker.server.ts";
import { recordBoutResult } from "../league/entities/bout-entity.server.ts";
import { updateTournament } from "../league/entities/tournament-entity.server.ts";
import { createLiveTeamMatch, type LiveFixture, pointsResult } from "../live/live-fixtures.ts";
import { standardSignature, verifyLeagueSignature } from "./signature.ts";
import { startReceiver } from "./test-receiver.ts";
import { DISABLE_AFTER_FAILURES, WEBHOOK_JOBS, webhookBackoffMs } from "./webhook-delivery.server.ts";
import { createWebhook, enableWebhook, listDeliveries, listWebhooks } from "./webhooks.server.ts";

describe.each(TEST_ENGINES)("webhook deliveries on %s", (engine) => {
  let handle: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let night: LiveFixture;

  beforeAll(async () => {
    receiver = await startReceiver();
    settings.WEBHOOK_TEST_ORIGIN = receiver.origin;
    handle = await openTestDatabase(engine);
    night = await createLiveTeamMatch(handle.db, { label: "hooks" });
  });
  afterAll(async () => {
    settings.WEBHOOK_TEST_ORIGIN = undefined;
    await receiver?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    receiver.received.length = 0;
    await handle.db.delete(webhooks);
    await handle.db.delete(jobs);
  });

  const run = () => runDueJobs(handle.db, WEBHOOK_JOBS);
  /** Time passes: every queued webhook job is due now. */
  const makeDue = () => handle.db.execute(sql`update jobs set run_at = now() where state = 'queued'`);

  it("sends one signed delivery per subscribed endpoint for a bout's result, and nothing to the others", async () => {
    const results = await createWebhook(
      handle.db,
      { url: `${receiver.origin}/ok/results`, events: ["bout.completed"] },
      null,
    );
    const both = await createWebhook(
      handle.db,
      { url: `${receiver.origin}/ok/both`, events: ["bout.completed", "team_match.completed"] },
      null,
    );
    await createWebhook(handle.db, { url: `${receiver.origin}/ok/lineups`, events: ["lineups.revealed"] }, null);
    const off = await createWebhook(handle.db, { url: `${receiver.origin}/ok/off`, events: ["bout.completed"] }, null);
    await handle.db.update(webhooks).set({ enabled: false }).where(eq(webhooks.id, off.id));

    const [, b] = night.athletes[0]!;
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 6));
    // The write queued one small job (beside the fans' own) and sent nothing itself.
    expect(
      await handle.db.select({ kind: jobs.kind }).from(jobs).where(sql`state = 'queued' and kind like 'webhooks.%'`),
    ).toEqual([{ kind: "webhooks.fanout" }]);
    expect(receiver.received).toEqual([]);
    await run();
    expect(receiver.received.map((request) => request.path).sort()).toEqual(["/ok/both", "/ok/results"]);

    const secrets = new Map([
      ["/ok/results", results.secret],
      ["/ok/both", both.secret],
    ]);
    const bodies = receiver.received.map((request) => {
      const secret = secrets.get(request.path)!;
      const header = String(request.headers["x-league-signature"]);
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyLeagueSignature(secret, header, request.body)).toBe(true);
      // The documented ten lines, as a partner would write them.
      const [t, v1] = header.split(",").map((part) => part.split("=")[1]!);
      const expected = crypto.createHmac("sha256", secret).update(`${t}.${request.body}`).digest("hex");
      expect(crypto.timingSafeEqual(Buffer.from(v1!, "hex"), Buffer.from(expected, "hex"))).toBe(true);
      // Another endpoint's secret, or a changed body, does not verify.
      expect(
        verifyLeagueSignature(
          secrets.get(request.path === "/ok/both" ? "/ok/results" : "/ok/both")!,
          header,
          request.body,
        ),
      ).toBe(false);
      expect(verifyLeagueSignature(secret, header, request.body.replace("points", "submission"))).toBe(false);
      // Standard Webhooks headers, signed over id.timestamp.body with the secret's bytes.
      const id = String(request.headers["webhook-id"]);
      expect(request.headers["webhook-timestamp"]).toBe(t);
      expect(request.headers["webhook-signature"]).toBe(standardSignature(secret, id, Number(t), request.body));
      expect(request.headers["content-type"]).toBe("application/json");
      return JSON.parse(request.body) as {
        id: string;
        type: string;
        data: { bout: Record<string, unknown>; url: string };
      };
    });
    // One event, the same id for both endpoints; each delivery its own idempotency id.
    expect(new Set(bodies.map((body) => body.id)).size).toBe(1);
    expect(new Set(receiver.received.map((request) => request.headers["webhook-id"])).size).toBe(2);
    expect(bodies[0]).toMatchObject({
      type: "bout.completed",
      data: {
        bout: {
          id: night.boutIds[0],
          team_match_id: night.teamMatchId,
          tournament_id: night.tournamentId,
          winner_id: b!.id,
          method: "points",
          score_a: 2,
          score_b: 6,
          athlete_b: { id: b!.id, name: b!.full_name },
        },
      },
    });
    expect(bodies[0]!.data.url).toMatch(new RegExp(`/tournament/${night.tournamentId}$`));

    const page = await listDeliveries(handle.db, results.id, { page: 1, limit: 20 });
    expect(page!.total).toBe(1);
    expect(page!.items[0]).toMatchObject({
      event: "bout.completed",
      state: "succeeded",
      attempts: 1,
      last_status: 200,
      next_attempt_at: null,
      attempt_log: [{ attempt: 1, status_code: 200, error: null, response_excerpt: "ok" }],
    });
    expect(page!.items[0]!.attempt_log[0]!.duration_ms).toBeGreaterThanOrEqual(0);

    // The same result written again: the same event, no second delivery. A correction: a new event.
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 6));
    await run();
    expect(receiver.received).toHaveLength(2);
    await recordBoutResult(handle.db, night.boutIds[0]!, pointsResult(b!.id, 2, 8));
    await run();
    expect(receiver.received).toHaveLength(4);
    expect((await listDeliveries(handle.db, both.id, { page: 1, limit: 20 }))!.total).toBe(2);
  });

  it("tells a tournament's change of date or venue as tournament.updated, and not an unchanged save", async () => {
    await createWebhook(handle.db, { url: `${receiver.origin}/ok/t`, events: ["tournament.updated"] }, null);
    const [row] = await handle.db.select().from(tournaments).where(eq(tournaments.id, night.tournamentId));
    const input = {
      title: row!.title,
      title_ru: row!.title_ru,
      event_date: "2027-06-01T18:00",
      time_zone: "UTC",
      location_city: "Osaka",
      location_country: row!.location_country,
      status: row!.status,
    };
    await updateTournament(handle.db, night.tournamentId, input as never);
    await run();
    expect(receiver.received).toHaveLength(1);
    const body = JSON.parse(receiver.received[0]!.body) as {
      type: string;
      data: { tournament: Record<string, unknown> };
    };
    expect(body).toMatchObject({
      type: "tournament.updated",
      data: { tournament: { id: night.tournamentId, location_city: "Osaka", time_zone: "UTC" } },
    });
    await updateTournament(handle.db, night.tournamentId, input as never);
    await run();
    expect(receiver.received).toHaveLength(1);
  });

  it("retries a failing endpoint with exponential backoff, recording every attempt, until it answers 2xx", async () => {
    const hook = await createWebhook(
      handle.db,
      { url: `${receiver.origin}/fail`, events: ["team_match.completed"] },
      null,
    );
    // The team match's result as its own event (a correction of the home score).
    await handle.db.transaction(async (tx) => {
      const { queueWebhookEvent } = await import("./webhook-facts.server.ts");
      await queueWebhookEvent(tx, {
        type: "team_match.completed",
        object_type: "team_match",
        object_id: night.teamMatchId,
        revision: "retry-test",
      });
    });
    await run();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = await handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, hook.id));
    expect(delivery).toMatchObject({ state: "pending", attempts: 1, last_status: 500, last_error: "HTTP 500" });
    const wait = delivery!.next_attempt_at!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(7_000);
    expect(wait).toBeLessThan(12_500);
    // Not due yet: nothing runs.
    expect(await run()).toBe(0);
    await makeDue();
    await run();
    expect(receiver.received).toHaveLength(2);
    // The same idempotency id and body on the retry, signed anew.
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(receiver.received[0]!.headers["webhook-id"]);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    const [second] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery!.id));
    const secondWait = second!.next_attempt_at!.getTime() - Date.now();
    expect(secondWait).toBeGreaterThan(23_000);
    expect(secondWait).toBeLessThan(36_500);
    // The endpoint is fixed: the next attempt succeeds and the failure count starts again.
    await handle.db
      .update(webhooks)
      .set({ url: `${receiver.origin}/ok/fixed` })
      .where(eq(webhooks.id, hook.id));
    await makeDue();
    await run();
    const page = await listDeliveries(handle.db, hook.id, { page: 1, limit: 20 });
    expect(page!.items[0]).toMatchObject({ state: "succeeded", attempts: 3, last_status: 200 });
    expect(page!.items[0]!.attempt_log.map((attempt) => [attempt.attempt, attempt.status_code, attempt.error])).toEqual(
      [
        [1, 500, "HTTP 500"],
        [2, 500, "HTTP 500"],
        [3, 200, null],
      ],
    );
    expect((await listWebhooks(handle.db)).find((row) => row.id === hook.id)).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
    });
  });

  it("backs off 10 s × 3^(n − 1), ±20 %, at most 6 hours", () => {
    expect([1, 2, 3, 4].map((attempt) => webhookBackoffMs(attempt, 0.5))).toEqual([10_000, 30_000, 90_000, 270_000]);
    expect(webhookBackoffMs(1, 0)).toBe(8_000);
    expect(webhookBackoffMs(1, 1)).toBe(12_000);
    expect(webhookBackoffMs(20, 0.5)).toBe(6 * 3_600_000);
  });

  it("disables an endpoint after 10 failed attempts in a row and ends its pending deliveries", async () => {
    const hook = await createWebhook(
      handle.db,
      { url: `${receiver.origin}/fail/dead`, events: ["tournament.updated"] },
      null,
    );
    const { queueWebhookEvent } = await import("./webhook-facts.server.ts");
    // Three events, each retried: the tenth failed attempt (whichever delivery) disables the endpoint.
    for (const revision of ["a", "b", "c"])
      await handle.db.transaction((tx) =>
        queueWebhookEvent(tx, {
          type: "tournament.updated",
          object_type: "tournament",
          object_id: night.tournamentId,
          revision,
        }),
      );
    for (let round = 0; round < 10 && receiver.received.length < DISABLE_AFTER_FAILURES; round++) {
      await makeDue();
      await run();
    }
    expect(receiver.received).toHaveLength(DISABLE_AFTER_FAILURES);
    const [listed] = (await listWebhooks(handle.db)).filter((row) => row.id === hook.id);
    expect(listed).toMatchObject({ enabled: false, consecutive_failures: DISABLE_AFTER_FAILURES });
    expect(listed!.disabled_at).toBeInstanceOf(Date);
    expect(listed!.disabled_reason).toBe("10 consecutive failed attempts; the last: HTTP 500");
    const deliveries = await handle.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, hook.id));
    expect(deliveries.map((row) => row.state)).toEqual(["failed", "failed", "failed"]);
    expect(deliveries.reduce((sum, row) => sum + row.attempts, 0)).toBe(DISABLE_AFTER_FAILURES);
    // Nothing more is sent: queued retries find their deliveries ended, and new events skip a disabled endpoint.
    await makeDue();
    await run();
    await handle.db.transaction((tx) =>
      queueWebhookEvent(tx, {
        type: "tournament.updated",
        object_type: "tournament",
        object_id: night.tournamentId,
        revision: "d",
      }),
    );
    await run();
    expect(receiver.received).toHaveLength(DISABLE_AFTER_FAILURES);
    // Re-enabled (and fixed), it receives new events again.
    await handle.db
      .update(webhooks)
      .set({ url: `${receiver.origin}/ok/alive` })
      .where(eq(webhooks.id, hook.id));
    expect(await enableWebhook(handle.db, hook.id)).toMatchObject({
      enabled: true,
      consecutive_failures: 0,
      disabled_at: null,
    });
    await handle.db.transaction((tx) =>
      queueWebhookEvent(tx, {
        type: "tournament.updated",
        object_type: "tournament",
        object_id: night.tournamentId,
        revision: "e",
      }),
    );
    await run();
    expect(receiver.received.at(-1)!.path).toBe("/ok/alive");
  });

  it("keeps one delivery per endpoint and event even when the fan-out runs twice", async () => {
    const hook = await createWebhook(
      handle.db,
      { url: `${receiver.origin}/ok/once`, events: ["lineups.revealed"] },
      null,
    );
    const { webhookFanOutJob } = await import("./webhook-delivery.server.ts");
    const fact = {
      type: "lineups.revealed" as const,
      object_type: "team_match" as const,
      object_id: night.teamMatchId,
      revision: "r1",
    };
    const job = {
      id: 0,
      kind: "webhooks.fanout",
      key: "k",
      payload: fact,
      attempts: 1,
      max_attempts: 10,
      progress: null,
      run_at: new Date(),
      created_at: new Date(),
    };
    const context = { workerId: "test", checkpoint: async () => {} };
    await webhookFanOutJob.run(handle.db, job, context);
    await webhookFanOutJob.run(handle.db, job, context);
    await run();
    expect(receiver.received.map((request) => request.path)).toEqual(["/ok/once"]);
    const body = JSON.parse(receiver.received[0]!.body) as { data: { lineups: unknown[]; team_match: { id: string } } };
    expect(body.data.team_match.id).toBe(night.teamMatchId);
    expect(Array.isArray(body.data.lineups)).toBe(true);
    const [count] = await selectRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from webhook_deliveries where webhook_id = ${hook.id}`,
    );
    expect(count!.n).toBe(1);
  });

  it("deletes ended deliveries after 30 days, when the next event is processed", async () => {
    const hook = await createWebhook(
      handle.db,
      { url: `${receiver.origin}/ok/log`, events: ["tournament.updated"] },
      null,
    );
    const { queueWebhookEvent } = await import("./webhook-facts.server.ts");
    const queue = (revision: string) =>
      handle.db.transaction((tx) =>
        queueWebhookEvent(tx, {
          type: "tournament.updated",
          object_type: "tournament",
          object_id: night.tournamentId,
          revision,
        }),
      );
    await queue("old");
    await run();
    await handle.db.execute(
      sql`update webhook_deliveries set finished_at = now() - interval '31 days' where webhook_id = ${hook.id}`,
    );
    await queue("new");
    await run();
    const page = await listDeliveries(handle.db, hook.id, { page: 1, limit: 20 });
    expect(page!.total).toBe(1);
    expect(page!.items[0]!.state).toBe("succeeded");
  });
});
