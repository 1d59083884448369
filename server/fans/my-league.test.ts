// /me's data on both engines: the next team match and bouts of a followed team with venue, the fight night's ETA per
// bout from the night's own pace, the results since the last visit (a visit: views less than 30 minutes apart), and
// nothing of what is not followed.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client.server.ts";
import { boutEvents, bouts, fanProfiles, follows, user } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createLiveTeamMatch, finishBout, type LiveFixture } from "../live/live-fixtures.ts";
import { loadMyLeague, saveNotificationSettings } from "./my-league.server.ts";

describe.each(TEST_ENGINES)("My league on %s", (engine) => {
  let handle: DatabaseHandle;
  let night: LiveFixture;
  let other: LiveFixture;
  const fan = "fan-my-league";

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const db = handle.db;
    night = await createLiveTeamMatch(db, { label: "night", now: new Date() });
    other = await createLiveTeamMatch(db, { label: "other", now: new Date() });
    await db.insert(user).values({ id: fan, name: "Fan", email: "fan@league.example", emailVerified: true });
    await db.insert(follows).values({ user_id: fan, kind: "team", target_id: night.home.id, notify: ["result"] });
    // Bout 1 ran from 18:00 to 18:06 by its scoring log, and finished.
    const [a] = night.athletes[0]!;
    for (const [kind, at] of [
      ["takedown", "2027-05-01T18:00:00Z"],
      ["finish", "2027-05-01T18:06:00Z"],
    ] as const)
      await db.insert(boutEvents).values({
        bout_id: night.boutIds[0]!,
        kind,
        athlete_id: a!.id,
        round: 1,
        clock_seconds: 0,
        idempotency_key: `${kind}-1`,
        created_at: new Date(at),
      });
    await finishBout(db, night.boutIds[0]!, a!.id);
    await db.update(bouts).set({ status: "live" }).where(eq(bouts.id, night.boutIds[1]!));
  });
  afterAll(() => handle?.close());

  it("lists the followed team's match with its venue and bouts, and an ETA per unfinished bout from the night's pace", async () => {
    const now = new Date();
    const data = await loadMyLeague(handle.db, fan, now);
    expect(data.follows).toEqual([
      {
        kind: "team",
        id: night.home.id,
        name: night.home.name,
        name_ru: null,
        notify: ["result"],
        remind_minutes: 30,
      },
    ]);
    expect(data.upcoming.map((match) => match.id)).toEqual([night.teamMatchId]);
    const [match] = data.upcoming;
    expect(match!.home).toBe(night.home.name);
    expect(match!.away).toBe(night.away.name);
    expect(match!.tournament).toMatchObject({
      id: night.tournamentId,
      title: "Fight Night night",
      title_ru: "Бойцовский вечер night",
      city: "Tokyo",
      country: "Japan",
      live: true,
    });
    expect(match!.bouts.map((bout) => [bout.order, bout.status, bout.eta])).toEqual([
      [1, "completed", null],
      [2, "live", now.toISOString()],
      // One bout ahead × the night's average (bout 1: six minutes).
      [3, "scheduled", new Date(now.getTime() + 6 * 60 * 1000).toISOString()],
    ]);
    expect(match!.bouts[0]!.winner).toBe("a");
  });

  it("shows the results since the last visit: a view within 30 minutes is the same visit, a later one starts a new one", async () => {
    const db = handle.db;
    const visitor = "fan-visits";
    await db.insert(user).values({ id: visitor, name: "V", email: "visits@league.example", emailVerified: true });
    await db.insert(follows).values({ user_id: visitor, kind: "team", target_id: night.home.id, notify: ["result"] });
    const real = new Date();
    const hour = 60 * 60 * 1000;
    // A first visit two hours ago looks back a week: bout 1 (finished just now) is new.
    const first = await loadMyLeague(db, visitor, new Date(real.getTime() - 2 * hour));
    expect(first.since).toBe(new Date(real.getTime() - 2 * hour - 7 * 24 * hour).toISOString());
    expect(first.results.map((result) => [result.kind, result.id, result.a, result.b, result.winner])).toEqual([
      ["bout", night.boutIds[0], night.athletes[0]![0]!.full_name, night.athletes[0]![1]!.full_name, "a"],
    ]);
    // Now: a new visit, counting from the one two hours ago; bout 1 finished after it.
    const again = await loadMyLeague(db, visitor, real);
    expect(again.since).toBe(new Date(real.getTime() - 2 * hour).toISOString());
    expect(again.results).toHaveLength(1);
    // Ten minutes later: the same visit, the same "since".
    const soon = await loadMyLeague(db, visitor, new Date(real.getTime() + 10 * 60 * 1000));
    expect(soon.since).toBe(again.since);
    expect(soon.results).toHaveLength(1);
    // An hour after that: a new visit, counting from the last view; bout 1 is no longer new.
    const next = await loadMyLeague(db, visitor, new Date(real.getTime() + 70 * 60 * 1000));
    expect(next.since).toBe(new Date(real.getTime() + 10 * 60 * 1000).toISOString());
    expect(next.results).toEqual([]);
  });

  it("keeps the notification settings and the language /me was opened in", async () => {
    const data = await loadMyLeague(handle.db, fan, new Date(), "ru");
    expect(data.settings).toEqual({ spoiler_free: false, mail_enabled: true, mail_mode: "immediate" });
    await saveNotificationSettings(handle.db, fan, {
      spoiler_free: true,
      mail_enabled: false,
      mail_mode: "digest",
      time_zone: "Europe/Moscow",
    });
    expect((await loadMyLeague(handle.db, fan, new Date(), "ru")).settings).toEqual({
      spoiler_free: true,
      mail_enabled: false,
      mail_mode: "digest",
    });
    // A form without a time zone (no JavaScript) keeps the one saved.
    await saveNotificationSettings(handle.db, fan, { spoiler_free: true, mail_enabled: true, mail_mode: "digest" });
    const [profile] = await handle.db
      .select({ lang: fanProfiles.lang, time_zone: fanProfiles.time_zone })
      .from(fanProfiles)
      .where(eq(fanProfiles.user_id, fan));
    expect(profile).toEqual({ lang: "ru", time_zone: "Europe/Moscow" });
  });

  it("shows nothing of what is not followed", async () => {
    const data = await loadMyLeague(handle.db, fan, new Date());
    expect(JSON.stringify(data)).not.toContain(other.teamMatchId);
    expect(JSON.stringify(data)).not.toContain(other.home.name);
  });
});
