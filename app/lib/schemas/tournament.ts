import { z } from "zod";
import { TOURNAMENT_STATUSES } from "~/lib/league-constants";
import { isEventDate, isEventYear, isTimeZone } from "./event-date";
import { optionalText, optionalWebUrl, requiredText } from "./fields";

const TOO_LONG = "admin:validation.tooLong";

export const TournamentInputSchema = z
  .object({
    title: requiredText(200, "admin:validation.titleRequired", TOO_LONG),
    title_ru: optionalText(200, TOO_LONG).meta({
      description: "Russian title; /ru pages fall back to `title` when empty.",
    }),
    event_date: z
      .string({ error: "admin:validation.dateRequired" })
      .trim()
      .min(1, { error: "admin:validation.dateRequired" })
      .refine(isEventDate, { error: "admin:validation.dateInvalid", abort: true })
      .refine(isEventYear, { error: "admin:validation.dateRange" })
      .meta({
        description:
          "Start: the venue's wall time `YYYY-MM-DDTHH:mm` (read in `time_zone`), or an ISO 8601 instant with an offset.",
        examples: ["2026-05-01T18:00", "2026-05-01T15:00:00Z"],
      }),
    time_zone: z
      .string()
      .trim()
      .refine(isTimeZone, { error: "admin:validation.timeZone" })
      .default("UTC")
      .meta({ description: "IANA time zone of the venue.", examples: ["Europe/London"] }),
    status: z.enum(TOURNAMENT_STATUSES, { error: "admin:validation.statusRequired" }).default("upcoming"),
    location_city: requiredText(120, "admin:validation.cityRequired", TOO_LONG),
    location_country: requiredText(120, "admin:validation.countryRequired", TOO_LONG),
    image_url: optionalWebUrl("admin:validation.url"),
    description: optionalText(10_000, TOO_LONG, { multiline: true }),
    description_ru: optionalText(10_000, TOO_LONG, { multiline: true }),
    champion_team: optionalText(200, TOO_LONG),
    runner_up_team: optionalText(200, TOO_LONG),
    broadcast_url: optionalWebUrl("admin:validation.url"),
    broadcast_started_at: z
      .string()
      .trim()
      .refine((value) => value === "" || isEventDate(value), { error: "admin:validation.dateInvalid" })
      .nullish()
      .transform((value) => (value ? value : null))
      .meta({
        description:
          "When the broadcast started: the venue's wall time `YYYY-MM-DDTHH:mm[:ss]` (read in `time_zone`) or an ISO 8601 instant; replay links seek from it. Empty or null for none.",
        examples: ["2026-05-01T18:02:30", "2026-05-01T15:02:30Z"],
      }),
    prize_pool: optionalText(200, TOO_LONG),
    prize_pool_ru: optionalText(200, TOO_LONG),
    venue_details: optionalText(2_000, TOO_LONG, { multiline: true }),
    venue_details_ru: optionalText(2_000, TOO_LONG, { multiline: true }),
    rules_pdf_url: optionalWebUrl("admin:validation.url"),
  })
  .meta({ description: "A tournament as the admin form and the API accept it." });

export type TournamentInput = z.output<typeof TournamentInputSchema>;
export type TournamentFormValues = z.input<typeof TournamentInputSchema>;
