import { z } from "zod";
import { optionalWebUrl, requiredName } from "./fields";
import { optionalWholeNumber } from "./numbers";

export const SponsorInputSchema = z
  .object({
    name: requiredName(120, "admin:validation.nameRequired", "admin:validation.tooLong"),
    logo_url: optionalWebUrl("admin:validation.url"),
    website_url: optionalWebUrl("admin:validation.url"),
    display_order: optionalWholeNumber(0, 10_000, "admin:validation.count").meta({
      description: "Position on the home page (ascending); empty puts a new sponsor last.",
    }),
  })
  .meta({ description: "A sponsor as the admin form and the API accept it." });

export type SponsorInput = z.output<typeof SponsorInputSchema>;
export type SponsorFormValues = z.input<typeof SponsorInputSchema>;
