// "Up next" on both engines: the bout after the one on the mat is up next (as /live shows it), once per bout however
// often it is queued; across the card the next team match's first bout waits while a match is still on; nothing for
// an event that is not live (a result typed in afterwards tells no one to get ready).
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { bouts, jobs, tournaments } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createLiveTeamMatch, finishBout, type LiveFixture } from "../live/live-fixtures.ts";
import { queueUpNextAfterBoutWrite, queueUpNextNotifications, upNextBout } from "./up-next.server.ts";

describe.each(TEST_ENGINES)("up next on %s", (engine) => {
  let handle: DatabaseHandle;
  let night: LiveFixture;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    night = await createLiveTeamMatch(handle.db, { label: `up-next-${engine}` });
  });
  afterAll(async () => {
    await handle?.close();
  });

  const queued = async () =>
    (await handle.db.select({ key: jobs.key }).from(jobs).where(like(jobs.key, `up_next:bout:%`)))
      .map((job) => job.key)
      .filter((key) => night.boutIds.some((id) => key.includes(id)));

  it("is the bout after the one on the mat, queued once however often the hook runs", async () => {
    expect(await upNextBout(handle.db, night.tournamentId)).toBe(night.boutIds[1]);
    await queueUpNextNotifications(handle.db, night.teamMatchId);
    await queueUpNextNotifications(handle.db, night.teamMatchId);
    expect(await queued()).toEqual([`up_next:bout:${night.boutIds[1]}:next`]);
  });

  it("moves when a bout's status changes, not on other writes", async () => {
    const match = { team_match_id: night.teamMatchId };
    await finishBout(handle.db, night.boutIds[0]!, night.athletes[0]![0]!.id);
    await handle.db.update(bouts).set({ status: "live" }).where(eq(bouts.id, night.boutIds[1]!));
    await queueUpNextAfterBoutWrite(handle.db, { ...match, status: "live" }, { ...match, status: "live" });
    expect(await queued()).toHaveLength(1);
    await queueUpNextAfterBoutWrite(handle.db, { ...match, status: "scheduled" }, { ...match, status: "live" });
    expect(await upNextBout(handle.db, night.tournamentId)).toBe(night.boutIds[2]);
    expect(await queued()).toContain(`up_next:bout:${night.boutIds[2]}:next`);
  });

  it("tells no one for an event that is not live", async () => {
    const other = await createLiveTeamMatch(handle.db, { label: `up-next-done-${engine}` });
    await handle.db.update(bouts).set({ status: "scheduled" }).where(eq(bouts.team_match_id, other.teamMatchId));
    await handle.db.update(tournaments).set({ status: "completed" }).where(eq(tournaments.id, other.tournamentId));
    await queueUpNextNotifications(handle.db, other.teamMatchId);
    const keys = (await handle.db.select({ key: jobs.key }).from(jobs)).map((job) => job.key);
    expect(keys.filter((key) => other.boutIds.some((id) => key.includes(id)))).toEqual([]);
  });
});
