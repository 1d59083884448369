import { sql } from "drizzle-orm";
import type { z } from "zod";
import { NewsInputSchema } from "../../app/lib/schemas/news.ts";
import { db } from "../db/database.server.ts";
import { news } from "../db/schema.ts";
import { createNews, deleteNews, updateNews } from "../league/news-writes.server.ts";
import { getNews, listNews } from "../league/news.server.ts";
import { apiError } from "./errors.server.ts";
import { actorOf, defineOperations } from "./operation.server.ts";
import { ErrorBody, News, PageQuery, pageOf, withoutTimestamps, type PageQuery as Page } from "./schemas.server.ts";

const TAG = "News";
const notFound = { description: "No article with this id.", schema: ErrorBody };
type NewsInput = z.output<typeof NewsInputSchema>;

export const newsOperations = defineOperations([
  {
    operationId: "listNews",
    method: "get",
    path: "/news",
    tag: TAG,
    summary: "List news",
    description: "Ordered by published_at descending.",
    access: "public",
    query: PageQuery,
    responses: { 200: { description: "One page of articles.", schema: pageOf(News) } },
    async handler({ c, query }) {
      const { page, limit } = query as Page;
      const [items, [count]] = await Promise.all([
        listNews(db, { limit, offset: (page - 1) * limit }),
        db.select({ total: sql<number>`count(*)::int` }).from(news),
      ]);
      return c.json({ items, total: count?.total ?? 0 });
    },
  },
  {
    operationId: "getNews",
    method: "get",
    path: "/news/{id}",
    tag: TAG,
    summary: "One news article",
    access: "public",
    uuidParams: ["id"],
    responses: { 200: { description: "The article.", schema: News }, 404: notFound },
    async handler({ c, params }) {
      const item = await getNews(db, params.id!);
      return item ? c.json(item) : apiError(c, 404, "News not found");
    },
  },
  {
    operationId: "createNews",
    method: "post",
    path: "/news",
    tag: TAG,
    summary: "Add a news article",
    description: "published_at is the time of creation.",
    access: "admin",
    body: NewsInputSchema,
    responses: { 201: { description: "The article as stored.", schema: News } },
    async handler({ c, body, user }) {
      return c.json(withoutTimestamps(await createNews(db, body as NewsInput, actorOf(user))), 201);
    },
  },
  {
    operationId: "updateNews",
    method: "put",
    path: "/news/{id}",
    tag: TAG,
    summary: "Replace a news article's fields",
    access: "admin",
    uuidParams: ["id"],
    body: NewsInputSchema,
    responses: { 200: { description: "The article as stored.", schema: News }, 404: notFound },
    async handler({ c, params, body, user }) {
      const row = await updateNews(db, params.id!, body as NewsInput, actorOf(user));
      return row ? c.json(withoutTimestamps(row)) : apiError(c, 404, "News not found");
    },
  },
  {
    operationId: "deleteNews",
    method: "delete",
    path: "/news/{id}",
    tag: TAG,
    summary: "Delete a news article",
    access: "admin",
    uuidParams: ["id"],
    responses: { 204: { description: "Deleted." }, 404: notFound },
    async handler({ c, params, user }) {
      return (await deleteNews(db, params.id!, actorOf(user))) ? c.body(null, 204) : apiError(c, 404, "News not found");
    },
  },
]);
