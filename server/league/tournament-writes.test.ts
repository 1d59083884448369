import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TournamentInputSchema } from "../../app/lib/schemas/tournament.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { tournaments } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createLiveTeamMatch, finishBout } from "../live/live-fixtures.ts";
import { createTournament, deleteTournament, updateTournament } from "./entities/tournament-entity.server.ts";
import { fieldErrors } from "./field-errors.server.ts";
import { WriteRejected } from "./write-rejected.server.ts";

const input = (values: Record<string, unknown>) =>
  TournamentInputSchema.parse({ location_city: "Almaty", location_country: "Kazakhstan", ...values });

describe.each(TEST_ENGINES)("tournament writes on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("creates upcoming by default, storing the venue's wall time as the right instant and empty fields as null", async () => {
    const row = await createTournament(
      handle.db,
      input({
        title: "Steppe Clash",
        event_date: "2027-03-01T19:00",
        time_zone: "Asia/Almaty",
        description: "",
        broadcast_url: "",
      }),
    );
    expect(row.status).toBe("upcoming");
    expect(row.event_date.toISOString()).toBe("2027-03-01T14:00:00.000Z");
    expect(row.description).toBeNull();
    expect(row.broadcast_url).toBeNull();
  });

  it("accepts an instant with an offset as it is", async () => {
    const row = await createTournament(
      handle.db,
      input({ title: "Offset", event_date: "2027-03-01T19:00:00+03:00", time_zone: "Europe/London" }),
    );
    expect(row.event_date.toISOString()).toBe("2027-03-01T16:00:00.000Z");
  });

  it("updates every field and answers null for an unknown id", async () => {
    const row = await createTournament(handle.db, input({ title: "Before", event_date: "2027-01-01T10:00" }));
    const updated = await updateTournament(
      handle.db,
      row.id,
      input({ title: "After", event_date: "2027-01-02T10:00", status: "completed", champion_team: "Bears" }),
    );
    expect(updated).toMatchObject({ id: row.id, title: "After", status: "completed", champion_team: "Bears" });
    expect(updated!.updated_at.getTime()).toBeGreaterThanOrEqual(row.updated_at.getTime());
    expect(
      await updateTournament(handle.db, crypto.randomUUID(), input({ title: "Ghost", event_date: "2027-01-01T10:00" })),
    ).toBeNull();
  });

  it("deletes once", async () => {
    const row = await createTournament(handle.db, input({ title: "Doomed", event_date: "2027-01-01T10:00" }));
    expect(await deleteTournament(handle.db, row.id)).toBe(true);
    expect(await deleteTournament(handle.db, row.id)).toBe(false);
    expect(await handle.db.select().from(tournaments).where(eq(tournaments.id, row.id))).toEqual([]);
  });

  it("refuses to mark an event completed while a bout of it is on the mat, naming the bout, in either language", async () => {
    const fixture = await createLiveTeamMatch(handle.db, { label: "mat" });
    const [row] = await handle.db.select().from(tournaments).where(eq(tournaments.id, fixture.tournamentId));
    const asStored = input({
      title: row!.title,
      event_date: "2027-01-01T10:00",
      location_city: row!.location_city,
      location_country: row!.location_country,
    });
    const refusal = await updateTournament(handle.db, row!.id, { ...asStored, status: "completed" }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(WriteRejected);
    const [kenji, lars] = fixture.athletes[0]!;
    expect(fieldErrors(refusal as WriteRejected, { lang: "en" })).toEqual({
      status: `A bout is on the mat: bout 1 of Tokyo Tigers mat – Oslo Wolves mat (${kenji!.full_name} vs ${lars!.full_name}). Finish it on the scorekeeper's console before marking the event completed`,
    });
    expect(fieldErrors(refusal as WriteRejected, { lang: "ru" }).status).toBe(
      `Сейчас идёт поединок 1 матча Tokyo Tigers mat – Oslo Wolves mat (${kenji!.full_name} против ${lars!.full_name}). Завершите его в пульте секретаря, прежде чем отмечать турнир завершённым`,
    );
    const [unchanged] = await handle.db.select().from(tournaments).where(eq(tournaments.id, row!.id));
    expect(unchanged!.status).toBe("live");
    // Other edits of a live event go through; once the bout is finished, completing it does too.
    expect((await updateTournament(handle.db, row!.id, { ...asStored, status: "live", title: "Renamed" }))?.title).toBe(
      "Renamed",
    );
    await finishBout(handle.db, fixture.boutIds[0]!, kenji!.id);
    expect((await updateTournament(handle.db, row!.id, { ...asStored, status: "completed" }))?.status).toBe(
      "completed",
    );
  });
});
