import { z } from "zod";
import { ISO_ALPHA3_CODES } from "~/lib/flags";
import { optionalName, optionalText, optionalWebUrl, requiredName } from "./fields";

const COUNTRY_CODES = new Set(ISO_ALPHA3_CODES);

export const TeamInputSchema = z
  .object({
    name: requiredName(120, "admin:validation.nameRequired", "admin:validation.tooLong").meta({
      description: "The name as English pages show it.",
    }),
    name_ru: optionalName(120, "admin:validation.tooLong").meta({
      description: "The name in Russian, as Russian pages show it; /ru pages fall back to `name` when empty.",
    }),
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

/**
 * What happens to a team's athletes when it is deleted: they move to another team, or become free agents.
 * Without a choice only a team without athletes is deleted (the API's query, the admin dialog's values).
 */
export const TeamDeleteSchema = z.object({
  athletes: z.enum(["move", "release"]).optional().meta({
    description: "Required when the team has athletes: move them to `move_to`, or release them (team_id null).",
  }),
  move_to: z.uuid().optional().meta({ description: "The team that takes the athletes (athletes=move)." }),
});

export type TeamDeleteChoice = z.output<typeof TeamDeleteSchema>;
