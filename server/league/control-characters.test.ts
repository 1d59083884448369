// A NUL byte (or another control character, or a lone surrogate) in a search or a write is a 4xx or is
// stripped, never a database error: PostgreSQL refuses 0x00 in text, which answered 500 on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readListState } from "../../app/components/admin/list-query.ts";
import { AthleteInputSchema } from "../../app/lib/schemas/athlete.ts";
import { NewsInputSchema } from "../../app/lib/schemas/news.ts";
import { cleanSearch, isCleanText } from "../../app/lib/schemas/safe-text.ts";
import { TournamentInputSchema } from "../../app/lib/schemas/tournament.ts";
import { EventInputSchema } from "../../app/lib/live/live-schemas.ts";
import type { DatabaseHandle } from "../db/client.server.ts";
import { athletes } from "../db/schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../db/testing.ts";
import {
  listAdminAthletes,
  listAdminNews,
  listAdminSponsors,
  listAdminTeams,
  listAdminTournaments,
} from "./admin-lists.server.ts";
import { listAthletes } from "./athletes-queries.server.ts";
import { listTournaments, listTournamentsInMonth } from "./tournaments-queries.server.ts";

const HOSTILE = ["\u0000", "a\u0000b", "\u0001\u001f", "\u007f", "\u0085", "\uD800", "x\uDFFFy"];

describe("the shared text type", () => {
  it("refuses control characters and lone surrogates, keeps line breaks only in multi-line text", () => {
    expect(HOSTILE.filter((value) => isCleanText(value))).toEqual([]);
    expect(isCleanText("Line one\nline two\ttab\r\n")).toBe(false);
    expect(isCleanText("Line one\nline two\ttab\r\n", { multiline: true })).toBe(true);
    expect(isCleanText("Кубок 🥋 «Alma-Ata»")).toBe(true);
  });

  it("strips them from a search", () => {
    expect(cleanSearch(" Ali\u0000ev\uD800 ")).toBe("Aliev");
    expect(cleanSearch("\u0000")).toBe("");
  });

  it("gives every free-text field of a write its translated message key", () => {
    const tournament = TournamentInputSchema.safeParse({
      title: "Cup\u0000",
      event_date: "2027-01-01T18:00",
      location_city: "Oslo",
      location_country: "Norway",
      description: "Two\nlines\u0000",
    });
    expect(tournament.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", "admin:validation.controlCharacters"],
      ["description", "admin:validation.controlCharacters"],
    ]);
    expect(
      TournamentInputSchema.safeParse({
        title: "Cup",
        event_date: "2027-01-01T18:00",
        location_city: "Oslo",
        location_country: "Norway",
        description: "Two\nlines",
      }).success,
    ).toBe(true);
    expect(NewsInputSchema.safeParse({ title: "News", content: "Body\uD800" }).error?.issues[0]?.message).toBe(
      "admin:validation.controlCharacters",
    );
    expect(
      NewsInputSchema.safeParse({ title: "News", content: "Body", image_url: "https://a.example/\u0000.jpg" }).error
        ?.issues[0]?.message,
    ).toBe("admin:validation.url");
    const athlete = AthleteInputSchema.safeParse({
      full_name: "A",
      country: "KAZ",
      weight_class: "lightweight",
      style_background: ["BJJ\u0000"],
    });
    expect(athlete.error?.issues.map((issue) => issue.message)).toContain("admin:validation.controlCharacters");
    const event = EventInputSchema.safeParse({
      athlete_id: "00000000-0000-4000-8000-000000000001",
      kind: "submission",
      round: 1,
      clock_seconds: 10,
      idempotency_key: "key-00000001",
      technique: "arm\u0000bar",
    });
    expect(event.error?.issues[0]?.message).toBe("score:validation.technique");
  });
});

describe.each(TEST_ENGINES)("searches with control characters on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await handle.db.insert(athletes).values({ full_name: "Ali Aliev", country: "KAZ", weight_class: "lightweight" });
  });
  afterAll(() => handle.close());

  it("public and admin searches strip them instead of failing in the database", async () => {
    const { db } = handle;
    expect((await listAthletes(db, { q: "Ali\u0000ev" })).items.map((row) => row.full_name)).toEqual(["Ali Aliev"]);
    expect((await listAthletes(db, { q: "\uD800" })).total).toBe(1);
    expect((await listTournaments(db, { q: "\u0000" })).items).toEqual([]);
    await listTournamentsInMonth(db, { month: "2027-01", q: "\u0000" });
    const nul = new URLSearchParams("q=%00");
    await listAdminTournaments(db, readListState("tournaments", nul));
    await listAdminNews(db, readListState("news", nul));
    await listAdminTeams(db, readListState("teams", nul));
    await listAdminSponsors(db, readListState("sponsors", nul));
    expect((await listAdminAthletes(db, readListState("athletes", new URLSearchParams("q=Ali%00")))).total).toBe(1);
  });
});
