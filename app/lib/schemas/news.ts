import { z } from "zod";
import { optionalText, optionalWebUrl, requiredText } from "./fields";

export const NewsInputSchema = z
  .object({
    title: requiredText(200, "admin:validation.titleRequired", "admin:validation.tooLong"),
    title_ru: optionalText(200, "admin:validation.tooLong").meta({
      description: "Russian title; /ru pages fall back to `title` when empty.",
    }),
    content: requiredText(20_000, "admin:validation.contentRequired", "admin:validation.tooLong", { multiline: true }),
    content_ru: optionalText(20_000, "admin:validation.tooLong", { multiline: true }),
    image_url: optionalWebUrl("admin:validation.url"),
  })
  .meta({ description: "A news article as the admin form and the API accept it." });

export type NewsInput = z.output<typeof NewsInputSchema>;
export type NewsFormValues = z.input<typeof NewsInputSchema>;
