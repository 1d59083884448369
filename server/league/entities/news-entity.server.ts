import { newsEntity } from "../../../app/lib/entities/news-entity.ts";
import { createSelectSchema } from "drizzle-zod";
import { news } from "../../db/schema.ts";
import { auditedWrites } from "./audited-writes.server.ts";
import type { ServerEntityEntry } from "./registry.server.ts";
import { BOOKKEEPING, instant } from "./api-shape.server.ts";

/** Editing keeps the original publication time (the input has none). */
export const newsWrites = auditedWrites({ entity: newsEntity, table: news, summary: (row) => row.title });

export const { create: createNews, update: updateNews, removed: deleteNews } = newsWrites;
export const NewsOut = createSelectSchema(news, { published_at: instant() }).omit(BOOKKEEPING);

export const newsServer = {
  writes: newsWrites,
  api: {
    tag: "News",
    noun: "a news article",
    output: NewsOut,
    stored: "The article as stored.",
    notFound: "No article with this id.",
    missing: "News not found",
    describe: { create: "published_at is the time of creation." },
  },
} satisfies ServerEntityEntry;
