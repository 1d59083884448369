import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AthleteInputSchema } from "../../app/lib/schemas/athlete.ts";
import { NewsInputSchema } from "../../app/lib/schemas/news.ts";
import { SponsorInputSchema } from "../../app/lib/schemas/sponsor.ts";
import { TeamInputSchema } from "../../app/lib/schemas/team.ts";
import { TournamentInputSchema } from "../../app/lib/schemas/tournament.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { athletes, auditLog, sponsors, teams } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import { createAthlete, deleteAthlete, updateAthlete } from "./entities/athlete-entity.server.ts";
import { listAudit } from "./audit.server.ts";
import { createNews, updateNews } from "./entities/news-entity.server.ts";
import { createSponsor, deleteSponsor, moveSponsor, updateSponsor } from "./entities/sponsor-entity.server.ts";
import { createTeam, deleteTeam, updateTeam } from "./entities/team-entity.server.ts";
import { createTournament, deleteTournament } from "./entities/tournament-entity.server.ts";
import { WriteRejected } from "./write-rejected.server.ts";

const ADMIN = { id: "admin-user-id", email: "boss@league.example" };
const athlete = (values: Record<string, unknown>) =>
  AthleteInputSchema.parse({ country: "KAZ", weight_class: "lightweight", ...values });
const team = (values: Record<string, unknown>) => TeamInputSchema.parse(values);

describe.each(TEST_ENGINES)("league content writes on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  const lastAudit = async () =>
    (await handle.db.select().from(auditLog).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(1))[0]!;
  const teamOf = async (id: string) =>
    (await handle.db.select({ team_id: athletes.team_id }).from(athletes).where(eq(athletes.id, id)))[0]?.team_id;

  it("creates, updates and deletes an athlete with a team, logging each write with who did it", async () => {
    const bears = await createTeam(handle.db, team({ name: "Steppe Bears", city: "Almaty", country: "kaz" }), ADMIN);
    expect(bears.country).toBe("KAZ");
    const row = await createAthlete(
      handle.db,
      athlete({
        full_name: "Aidos Bek",
        team_id: bears.id,
        wins: "5",
        losses: 1,
        total_matches: 7,
        style_background: ["Wrestling", "Wrestling", "Judo"],
        bio_short_ru: "Борец",
      }),
      ADMIN,
    );
    expect(row).toMatchObject({
      team_id: bears.id,
      wins: 5,
      style_background: ["Wrestling", "Judo"],
      bio_short_ru: "Борец",
      rating_elo: 1500,
    });
    expect(await lastAudit()).toMatchObject({
      user_id: ADMIN.id,
      user_email: ADMIN.email,
      action: "create",
      entity: "athlete",
      entity_id: row.id,
      summary: "Aidos Bek",
    });

    const updated = await updateAthlete(
      handle.db,
      row.id,
      athlete({ full_name: "Aidos Bekov", wins: 6, losses: 1, total_matches: 7, team_id: bears.id }),
      ADMIN,
    );
    expect(updated).toMatchObject({ full_name: "Aidos Bekov", wins: 6 });
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: "update", summary: "Aidos Bekov" });
    expect(entry.changes).toMatchObject({
      full_name: { from: "Aidos Bek", to: "Aidos Bekov" },
      wins: { from: 5, to: 6 },
      bio_short_ru: { from: "Борец", to: null },
    });
    expect(Object.keys(entry.changes as object)).not.toContain("updated_at");

    expect(await updateAthlete(handle.db, crypto.randomUUID(), athlete({ full_name: "Ghost" }), ADMIN)).toBeNull();
    expect(await deleteAthlete(handle.db, row.id, ADMIN)).toBe(true);
    expect(await deleteAthlete(handle.db, row.id, ADMIN)).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: "delete", entity: "athlete", entity_id: row.id });
  });

  it("refuses a team that does not exist, and rolls the audit entry back with the write", async () => {
    const before = (await listAudit(handle.db)).total;
    await expect(
      createAthlete(handle.db, athlete({ full_name: "Lost", team_id: crypto.randomUUID() }), ADMIN),
    ).rejects.toMatchObject({ field: "team_id" });
    expect((await listAudit(handle.db)).total).toBe(before);
  });

  it("keeps the database's record checks even when the schema is bypassed", async () => {
    const bad = { ...athlete({ full_name: "Impossible" }), wins: 5, total_matches: 2 };
    await expect(createAthlete(handle.db, bad, ADMIN)).rejects.toThrow();
  });

  it("refuses a second team with the same name in any case, on create and rename", async () => {
    const first = await createTeam(handle.db, team({ name: "Atos North" }), ADMIN);
    await expect(createTeam(handle.db, team({ name: "ATOS north" }), ADMIN)).rejects.toBeInstanceOf(WriteRejected);
    const other = await createTeam(handle.db, team({ name: "Other Club" }), ADMIN);
    await expect(updateTeam(handle.db, other.id, team({ name: "atos north" }), ADMIN)).rejects.toMatchObject({
      field: "name",
    });
    expect(await updateTeam(handle.db, first.id, team({ name: "Atos North", city: "Oslo" }), ADMIN)).toMatchObject({
      city: "Oslo",
    });
  });

  it("deletes a team with athletes by moving them to another team, or by making them free agents", async () => {
    const leaving = await createTeam(handle.db, team({ name: "Leaving FC" }), ADMIN);
    const staying = await createTeam(handle.db, team({ name: "Staying FC" }), ADMIN);
    const a = await createAthlete(handle.db, athlete({ full_name: "Mover One", team_id: leaving.id }), ADMIN);
    const b = await createAthlete(handle.db, athlete({ full_name: "Mover Two", team_id: leaving.id }), ADMIN);

    await expect(
      deleteTeam(handle.db, leaving.id, { athletes: "move", move_to: leaving.id }, ADMIN),
    ).rejects.toMatchObject({ field: "move_to" });
    await expect(
      deleteTeam(handle.db, leaving.id, { athletes: "move", move_to: crypto.randomUUID() }, ADMIN),
    ).rejects.toMatchObject({ field: "move_to" });
    expect(await teamOf(a.id)).toBe(leaving.id);

    expect(await deleteTeam(handle.db, leaving.id, { athletes: "move", move_to: staying.id }, ADMIN)).toEqual({
      athletes: 2,
      movedTo: staying.id,
    });
    expect([await teamOf(a.id), await teamOf(b.id)]).toEqual([staying.id, staying.id]);
    expect((await lastAudit()).changes).toMatchObject({ name: "Leaving FC", athletes_moved_to: staying.id });

    expect(await deleteTeam(handle.db, staying.id, { athletes: "release" }, ADMIN)).toEqual({
      athletes: 2,
      movedTo: null,
    });
    expect([await teamOf(a.id), await teamOf(b.id)]).toEqual([null, null]);
    expect(await handle.db.select().from(teams).where(eq(teams.id, staying.id))).toEqual([]);
    expect(await deleteTeam(handle.db, staying.id, { athletes: "release" }, ADMIN)).toBeNull();
  });

  it("puts a new sponsor last, keeps its place on edit, and reorders up and down", async () => {
    const names = async () =>
      (
        await handle.db.select({ name: sponsors.name }).from(sponsors).orderBy(sponsors.display_order, sponsors.name)
      ).map((row) => row.name);
    const sponsor = (name: string, extra: Record<string, unknown> = {}) => SponsorInputSchema.parse({ name, ...extra });
    const alpha = await createSponsor(handle.db, sponsor("Alpha"), ADMIN);
    const bravo = await createSponsor(handle.db, sponsor("Bravo", { website_url: "https://bravo.example" }), ADMIN);
    const charlie = await createSponsor(handle.db, sponsor("Charlie"), ADMIN);
    expect([alpha.display_order, bravo.display_order, charlie.display_order]).toEqual([0, 1, 2]);
    expect(await updateSponsor(handle.db, bravo.id, sponsor("Bravo Co", { display_order: "" }), ADMIN)).toMatchObject({
      name: "Bravo Co",
      display_order: 1,
    });

    await moveSponsor(handle.db, charlie.id, "up", ADMIN);
    expect(await names()).toEqual(["Alpha", "Charlie", "Bravo Co"]);
    expect(await lastAudit()).toMatchObject({ action: "reorder", entity: "sponsor", summary: "Charlie" });
    await moveSponsor(handle.db, alpha.id, "up", ADMIN);
    expect(await names()).toEqual(["Alpha", "Charlie", "Bravo Co"]);
    await moveSponsor(handle.db, alpha.id, "down", ADMIN);
    expect(await names()).toEqual(["Charlie", "Alpha", "Bravo Co"]);
    expect(await moveSponsor(handle.db, crypto.randomUUID(), "down", ADMIN)).toBeNull();
    expect(await deleteSponsor(handle.db, bravo.id, ADMIN)).toBe(true);
    expect(await deleteSponsor(handle.db, bravo.id, ADMIN)).toBe(false);
  });

  it("logs tournament and news writes too, with their Russian fields; pages the log newest first", async () => {
    const tournament = await createTournament(
      handle.db,
      TournamentInputSchema.parse({
        title: "Cup",
        title_ru: "Кубок",
        event_date: "2027-01-01T18:00",
        location_city: "Oslo",
        location_country: "Norway",
      }),
      ADMIN,
    );
    expect(tournament.title_ru).toBe("Кубок");
    expect(await lastAudit()).toMatchObject({ action: "create", entity: "tournament", summary: "Cup" });
    const article = await createNews(handle.db, NewsInputSchema.parse({ title: "Hello", content: "Text" }), ADMIN);
    await updateNews(
      handle.db,
      article.id,
      NewsInputSchema.parse({ title: "Hello", content: "Text", content_ru: "Текст" }),
      ADMIN,
    );
    expect((await lastAudit()).changes).toEqual({ content_ru: { from: null, to: "Текст" } });
    await deleteTournament(handle.db, tournament.id, ADMIN);

    const first = await listAudit(handle.db, { pageSize: 2 });
    expect(first.items.map((item) => `${item.action} ${item.entity}`)).toEqual(["delete tournament", "update news"]);
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    const past = await listAudit(handle.db, { page: 10_000, pageSize: 2 });
    expect(past.page).toBe(first.pageCount);
  });
});
