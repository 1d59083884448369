import { NewsInputSchema } from "../schemas/news";
import { defineEntity } from "./define-entity";

export const newsEntity = defineEntity({
  name: "news",
  plural: "news",
  schema: NewsInputSchema,
  sorts: { date: "desc", title: "asc", updated: "desc" },
});
