import { z } from "zod";
import { ISO_ALPHA3_CODES } from "~/lib/flags";
import { optionalText, optionalWebUrl, requiredText } from "./fields";

const COUNTRY_CODES = new Set(ISO_ALPHA3_CODES);

export const TeamInputSchema = z
  .object({
    name: requiredText(120, "admin:validation.nameRequired", "admin:validation.tooLong"),
    logo_url: optionalWebUrl("admin:validation.url"),
    city: optionalText(120, "admin:validation.tooLong"),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((code) => code === "" || COUNTRY_CODES.has(code), { error: "admin:validation.countryCode" })
      .nullish()
      .transform((code) => (code ? code : null))
      .meta({ description: "ISO 3166-1 alpha-3 code, or empty." }),
  })
  .meta({ description: "A team as the admin form and the API accept it." });

export type TeamInput = z.output<typeof TeamInputSchema>;
export type TeamFormValues = z.input<typeof TeamInputSchema>;

/** What happens to a team's athletes when it is deleted: they move to another team, or become free agents. */
export const TeamDeleteSchema = z
  .object({
    athletes: z.enum(["move", "release"]).default("release").meta({ description: "move: to `move_to`; release: team_id becomes null." }),
    move_to: z.uuid().nullish(),
  })
  .refine((choice) => choice.athletes !== "move" || Boolean(choice.move_to), { path: ["move_to"], error: "admin:validation.moveTo" });

export type TeamDeleteChoice = z.output<typeof TeamDeleteSchema>;
