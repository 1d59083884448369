import { describe, expect, it } from "vitest";
import { AthleteInputSchema } from "./athlete";
import { CredentialsSchema } from "./credentials";
import { eventInstant, isEventDate, isTimeZone, wallTimeIn } from "./event-date";
import { isWebUrl } from "./fields";
import { NewsInputSchema } from "./news";
import { SponsorInputSchema } from "./sponsor";
import { TeamInputSchema } from "./team";
import { TeamMatchInputSchema } from "./team-match";
import { TournamentInputSchema } from "./tournament";

/** The first message per field, as the form shows it. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

describe("CredentialsSchema", () => {
  it("requires an email and a password of at least 6 characters, with i18n keys as messages", () => {
    expect(messages(CredentialsSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "auth:validation.emailRequired",
      password: "auth:validation.passwordRequired",
    });
    expect(messages(CredentialsSchema.safeParse({ email: "nope", password: "12345" }))).toEqual({
      email: "auth:validation.emailInvalid",
      password: "auth:validation.passwordTooShort",
    });
    expect(CredentialsSchema.parse({ email: " boss@league.example ", password: "123456" })).toEqual({
      email: "boss@league.example",
      password: "123456",
    });
  });
});

describe("TournamentInputSchema", () => {
  it("requires title, date, city and country; defaults to upcoming in UTC", () => {
    expect(Object.keys(messages(TournamentInputSchema.safeParse({})))).toEqual(
      expect.arrayContaining(["title", "event_date", "location_city", "location_country"]),
    );
    const parsed = TournamentInputSchema.parse({
      title: "Cup",
      event_date: "2027-01-01T18:00",
      location_city: "Oslo",
      location_country: "Norway",
    });
    expect(parsed).toMatchObject({ status: "upcoming", time_zone: "UTC", image_url: null, prize_pool: null });
  });

  it("accepts only http(s) URLs or site paths for image, broadcast and rules PDF", () => {
    const base = { title: "Cup", event_date: "2027-01-01T18:00", location_city: "Oslo", location_country: "Norway" };
    for (const bad of [
      "javascript:alert(1)",
      "ftp://x.example/a.pdf",
      "data:image/png;base64,AA",
      "//evil.example/x",
      "not a url",
    ]) {
      expect(
        messages(TournamentInputSchema.safeParse({ ...base, image_url: bad, broadcast_url: bad, rules_pdf_url: bad })),
      ).toEqual({
        image_url: "admin:validation.url",
        broadcast_url: "admin:validation.url",
        rules_pdf_url: "admin:validation.url",
      });
    }
    expect(
      TournamentInputSchema.parse({
        ...base,
        image_url: "/files/tournament-images/a/1.jpg",
        rules_pdf_url: "https://league.example/rules.pdf",
      }),
    ).toMatchObject({
      image_url: "/files/tournament-images/a/1.jpg",
      rules_pdf_url: "https://league.example/rules.pdf",
    });
  });

  it("rejects unknown statuses and time zones", () => {
    const result = TournamentInputSchema.safeParse({
      title: "Cup",
      event_date: "2027-01-01T18:00",
      location_city: "Oslo",
      location_country: "Norway",
      status: "postponed",
      time_zone: "Mars/Olympus",
    });
    expect(messages(result)).toEqual({
      status: "admin:validation.statusRequired",
      time_zone: "admin:validation.timeZone",
    });
  });
});

describe("NewsInputSchema", () => {
  it("requires title and content; image URL must be a URL", () => {
    expect(messages(NewsInputSchema.safeParse({ title: " ", content: "", image_url: "javascript:x" }))).toEqual({
      title: "admin:validation.titleRequired",
      content: "admin:validation.contentRequired",
      image_url: "admin:validation.url",
    });
  });
});

describe("event dates", () => {
  it("tells valid wall times and instants from nonsense", () => {
    expect(isEventDate("2027-02-28T18:00")).toBe(true);
    expect(isEventDate("2027-02-30T18:00")).toBe(false);
    expect(isEventDate("2027-02-28T24:00")).toBe(false);
    expect(isEventDate("2027-02-28T18:00:00Z")).toBe(true);
    expect(isEventDate("2027-02-28T18:00:00+05:00")).toBe(true);
    expect(isEventDate("tomorrow")).toBe(false);
  });

  it("reads wall time in the venue's zone, across daylight saving, and back", () => {
    expect(eventInstant("2027-07-01T19:00", "Europe/London").toISOString()).toBe("2027-07-01T18:00:00.000Z");
    expect(eventInstant("2027-01-01T19:00", "Europe/London").toISOString()).toBe("2027-01-01T19:00:00.000Z");
    expect(eventInstant("2027-01-01T19:00", "America/Los_Angeles").toISOString()).toBe("2027-01-02T03:00:00.000Z");
    expect(wallTimeIn(new Date("2027-01-02T03:00:00Z"), "America/Los_Angeles")).toBe("2027-01-01T19:00");
    expect(wallTimeIn("2027-07-01T18:00:00.000Z", "Asia/Tokyo")).toBe("2027-07-02T03:00");
  });

  it("knows IANA zones", () => {
    expect(isTimeZone("Asia/Almaty")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Nowhere/Special")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("accepts web URLs and site paths only", () => {
    expect(isWebUrl("https://a.example/x.png")).toBe(true);
    expect(isWebUrl("/images/x.webp")).toBe(true);
    expect(isWebUrl("//a.example/x")).toBe(false);
    expect(isWebUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("AthleteInputSchema", () => {
  const base = { full_name: "Aidos", country: "kaz", weight_class: "lightweight" };
  it("fills counts with 0, ELO with 1500 and measures with null when left out or empty", () => {
    expect(AthleteInputSchema.parse(base)).toMatchObject({
      country: "KAZ",
      wins: 0,
      total_matches: 0,
      rating_elo: 1500,
      height_cm: null,
      team_id: null,
      style_background: [],
    });
    expect(
      AthleteInputSchema.parse({ ...base, wins: "", height_cm: "", takedown_defense_percent: "72,5" }),
    ).toMatchObject({ wins: 0, height_cm: null, takedown_defense_percent: 72.5 });
  });

  it("checks ranges and the record's arithmetic, with i18n keys on the right fields", () => {
    expect(
      messages(
        AthleteInputSchema.safeParse({
          ...base,
          country: "XXX",
          wins: -1,
          height_cm: 119,
          reach_cm: 251,
          rating_elo: 4001,
          takedown_defense_percent: 100.5,
        }),
      ),
    ).toEqual({
      country: "admin:validation.countryCode",
      wins: "admin:validation.count",
      height_cm: "admin:validation.height",
      reach_cm: "admin:validation.reach",
      rating_elo: "admin:validation.elo",
      takedown_defense_percent: "admin:validation.percent",
    });
    expect(
      messages(
        AthleteInputSchema.safeParse({
          ...base,
          wins: 3,
          losses: 2,
          total_matches: 4,
          submissions_for: 4,
          win_streak: 5,
        }),
      ),
    ).toEqual({
      total_matches: "admin:validation.recordExceedsMatches",
      submissions_for: "admin:validation.submissionsExceedWins",
      win_streak: "admin:validation.streakExceedsWins",
    });
    expect(AthleteInputSchema.safeParse({ ...base, wins: 2.5 }).success).toBe(false);
  });
});

describe("event years", () => {
  const base = { title: "Cup", location_city: "Oslo", location_country: "Norway" };
  it("refuses a year outside 1900–2200 with its own message instead of shifting 0001 to 1901", () => {
    for (const event_date of [
      "0001-01-01T00:00",
      "0099-06-01T12:00",
      "1899-12-31T23:59",
      "2201-01-01T00:00",
      "0001-01-01T00:00:00Z",
    ]) {
      const result = TournamentInputSchema.safeParse({ ...base, event_date });
      expect({ event_date, messages: result.error?.issues.map((issue) => issue.message) }).toEqual({
        event_date,
        messages: ["admin:validation.dateRange"],
      });
    }
  });
  it("keeps the years at the edges", () => {
    expect(
      ["1900-01-01T00:00", "2200-12-31T23:59"].filter(
        (event_date) => !TournamentInputSchema.safeParse({ ...base, event_date }).success,
      ),
    ).toEqual([]);
  });
  it("refuses a team match scheduled in year 1", () => {
    const ids = {
      tournament_id: "00000000-0000-4000-8000-000000000001",
      home_team_id: "00000000-0000-4000-8000-000000000002",
      away_team_id: "00000000-0000-4000-8000-000000000003",
      stage: "final",
    };
    expect(
      TeamMatchInputSchema.safeParse({ ...ids, scheduled_at: "0001-01-01T00:00:00Z" }).error?.issues[0]?.message,
    ).toBe("admin:validation.dateRange");
    expect(TeamMatchInputSchema.safeParse({ ...ids, scheduled_at: "2027-01-01T00:00:00Z" }).success).toBe(true);
  });
});

describe("names (one text type: requiredName)", () => {
  // Bidirectional embeddings, overrides and isolates, then zero-width characters.
  const INVISIBLE = [
    "\u202A",
    "\u202B",
    "\u202C",
    "\u202D",
    "\u202E",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
    "\u200B",
    "\u200C",
    "\u200D",
    "\u2060",
    "\uFEFF",
  ];
  const schemas = [
    ["athlete", AthleteInputSchema, "full_name", { country: "KAZ", weight_class: "lightweight" }],
    ["team", TeamInputSchema, "name", {}],
    ["sponsor", SponsorInputSchema, "name", { website_url: "https://sponsor.example" }],
  ] as const;

  it.each(schemas)(
    "refuses bidirectional overrides and zero-width characters in the name of: %s",
    (_kind, schema, field, rest) => {
      for (const character of INVISIBLE) {
        const result = schema.safeParse({ ...rest, [field]: `Aidos${character}Sultan` });
        expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
          [field, "admin:validation.invisibleCharacters"],
        ]);
      }
    },
  );

  it.each(schemas)(
    "keeps the name of: %s in any script, with its accents and apostrophes",
    (_kind, schema, field, rest) => {
      for (const name of ["Айдос Султан", "Renée O'Brien-Núñez", "ゴードン", "عمر"]) {
        const result = schema.safeParse({ ...rest, [field]: name });
        expect(result.error?.issues ?? []).toEqual([]);
        expect((result.data as Record<string, unknown>)[field]).toBe(name);
      }
    },
  );
});
