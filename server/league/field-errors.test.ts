import { describe, expect, it } from "vitest";
import { NewsInputSchema } from "../../app/lib/schemas/news.ts";
import { TournamentInputSchema } from "../../app/lib/schemas/tournament.ts";
import { fieldErrors, refusalFields } from "./field-errors.server.ts";
import { WriteRejected } from "./write-rejected.server.ts";

const zodError = (schema: typeof NewsInputSchema | typeof TournamentInputSchema, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return result.error;
};

describe("fieldErrors", () => {
  it("keeps i18n keys for the admin, the first message per field", () => {
    expect(fieldErrors(zodError(NewsInputSchema, { title: "", content: "" }))).toEqual({
      title: "admin:validation.titleRequired",
      content: "admin:validation.contentRequired",
    });
    expect(fieldErrors(new WriteRejected("name", "admin:validation.teamNameTaken"))).toEqual({
      name: "admin:validation.teamNameTaken",
    });
  });

  it("translates into the caller's language, English and Russian", () => {
    const error = zodError(TournamentInputSchema, {
      title: "",
      event_date: "someday",
      location_city: "X",
      location_country: "Y",
    });
    expect(fieldErrors(error, { lang: "en" })).toMatchObject({
      title: "Title is required",
      event_date: "Enter a valid date and time",
    });
    expect(fieldErrors(zodError(NewsInputSchema, { title: "x" }), { lang: "ru" })).toEqual({
      content: "Введите текст",
    });
    const taken = new WriteRejected("name", "admin:validation.teamNameTaken");
    expect(fieldErrors(taken, { lang: "en" })).toEqual({ name: "A team with this name already exists" });
    expect(fieldErrors(taken, { lang: "ru" })).toEqual({ name: "Команда с таким названием уже есть" });
  });

  it("leaves zod's own English messages as they are and names a whole-body problem", () => {
    const fields = fieldErrors(zodError(NewsInputSchema, "not an object"), { lang: "ru" });
    expect(Object.keys(fields)).toEqual(["(body)"]);
    expect(fields["(body)"]).toMatch(/expected object/i);
  });

  it("names CSV columns by their first path segment", () => {
    const result = TournamentInputSchema.extend({}).safeParse({
      title: "T",
      event_date: "2027-01-01T10:00",
      location_city: "A",
      location_country: "B",
      time_zone: "Mars/Base",
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!, { topLevel: true })).toEqual({ time_zone: "admin:validation.timeZone" });
  });

  it("answers null for anything that is not a refusal", () => {
    expect(refusalFields(new Error("boom"))).toBeNull();
    expect(refusalFields(new WriteRejected("move_to", "admin:validation.moveTo"), { lang: "en" })).toEqual({
      move_to: expect.any(String),
    });
  });
});

describe("a too-long text", () => {
  it("says the limit, in either language", () => {
    const error = NewsInputSchema.safeParse({ title: "x".repeat(201), content: "Body" }).error!;
    expect(fieldErrors(error, { lang: "en" })).toEqual({ title: "This text is too long: 200 characters at most" });
    expect(fieldErrors(error, { lang: "ru" })).toEqual({ title: "Слишком длинный текст: не больше 200 символов" });
    const long = NewsInputSchema.safeParse({ title: "News", content: "y".repeat(20_001) }).error!;
    expect(fieldErrors(long, { lang: "en" })).toEqual({ content: "This text is too long: 20,000 characters at most" });
  });
});
