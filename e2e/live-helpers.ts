// Live scoring for the fan-side tests: a live team match in the test's PostgreSQL database, and a scoring action
// "posted to" a given instance. Through the console's API (POST /api/v1/bouts/{id}/events, as the admin) when that
// instance has it; before live-console's write API is merged, through the same log insert plus the NOTIFY the
// instance would send (the viewers' path — bus, hub, stream, page — is the same either way).
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../server/db/client.server.ts";
import { createLiveTeamMatch, logBoutEvent, type LiveFixture } from "../server/live/live-fixtures.ts";
import { adminCookie } from "./spawned-server";

export interface LiveDb {
  handle: DatabaseHandle;
  fixture: LiveFixture;
}

export async function openLiveDb(databaseUrl: string, label: string): Promise<LiveDb> {
  const handle = openDatabase({ databaseUrl, dataDir: "" });
  return { handle, fixture: await createLiveTeamMatch(handle.db, { label }) };
}

const cookies = new Map<string, string>();
let hasWriteApi: boolean | undefined;

async function writeApiMounted(url: string) {
  if (hasWriteApi === undefined) {
    const document = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as { paths: Record<string, unknown> };
    hasWriteApi = "/bouts/{id}/events" in document.paths;
  }
  return hasWriteApi;
}

/** Posts one action to `url`'s instance; answers the new event's id. */
export async function postAction(
  live: LiveDb,
  url: string,
  action: { athlete_id: string; kind: string; clock_seconds?: number },
): Promise<number> {
  const boutId = live.fixture.boutIds[0]!;
  const body = { ...action, round: 1, clock_seconds: action.clock_seconds ?? 0, idempotency_key: crypto.randomUUID() };
  if (!(await writeApiMounted(url))) {
    const id = await logBoutEvent(live.handle.db, {
      bout_id: boutId,
      kind: action.kind,
      athlete_id: action.athlete_id,
      clock_seconds: body.clock_seconds,
    });
    const envelope = JSON.stringify({ from: "e2e", message: { type: "bout", bout_id: boutId, event_id: id } });
    await live.handle.db.execute(sql`select pg_notify('league_live', ${envelope})`);
    return id;
  }
  if (!cookies.has(url)) cookies.set(url, await adminCookie(url));
  const response = await fetch(`${url}/api/v1/bouts/${boutId}/events`, {
    method: "POST",
    headers: { Cookie: cookies.get(url)!, Origin: url, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`posting the action failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { last_event_id: number }).last_event_id;
}

/** Reads a stream from `url` until `count` bout messages arrived (or `ms` passed), then `settleMs` more for extras. */
export async function readStream(
  url: string,
  headers: Record<string, string>,
  count: number,
  ms = 5_000,
  settleMs = 400,
) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const frames: { id: number; bout_id: string; kind: string | null }[] = [];
  let buffer = "";
  const deadline = Date.now() + ms;
  let settleUntil = Infinity;
  // One read stays pending across the polls: a read abandoned on a timeout would lose its chunk.
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  while (Date.now() < Math.min(deadline, settleUntil)) {
    pending ??= reader.read();
    const next = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
    if (next) pending = null;
    if (next?.done) break;
    if (next?.value) buffer += next.value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(frame);
      const data = /^data: (.*)$/m.exec(frame);
      if (/^event: bout$/m.test(frame) && id && data) {
        const parsed = JSON.parse(data[1]!) as { bout_id: string; event: { kind: string } | null };
        frames.push({ id: Number(id[1]), bout_id: parsed.bout_id, kind: parsed.event?.kind ?? null });
      }
    }
    if (frames.length >= count && settleUntil === Infinity) settleUntil = Date.now() + settleMs;
  }
  controller.abort();
  return { frames, status: response.status, type: response.headers.get("content-type") };
}
