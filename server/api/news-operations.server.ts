import { db } from "../db/database.server.ts";
import { NewsOut } from "../league/entities/news-entity.server.ts";
import { listNewsPage } from "../league/news-pages.server.ts";
import { getNews } from "../league/news-queries.server.ts";
import { entityGetOperation, entityListOperation } from "./entity-operations.server.ts";
import { PageQuery } from "./schemas.server.ts";

export const newsOperations = [
  entityListOperation("news", {
    summary: "List news",
    description: "Ordered by published_at descending.",
    found: "One page of articles.",
    item: NewsOut,
    query: PageQuery,
    async list({ page, limit }) {
      const result = await listNewsPage(db, { page, pageSize: limit });
      // The news pages clamp to their last page; the API answers an empty page past the end instead.
      return { items: page > result.pageCount ? [] : result.items, total: result.total };
    },
  }),
  entityGetOperation("news", {
    summary: "One news article",
    found: "The article.",
    output: NewsOut,
    read: (id) => getNews(db, id),
  }),
];
