// Shapes every list and error shares. An entity's own shapes derive from its table (server/league/entities/).
import { z } from "zod";

export const MAX_PAGE_SIZE = 100;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: "1-based page number." }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(20)
    .meta({ description: `Items per page, at most ${MAX_PAGE_SIZE}.` }),
});
export type PageQuery = z.output<typeof PageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int().meta({ description: "All matching items, on every page." }) });

export const ErrorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional().meta({ description: "Per-field messages (400 only)." }),
});

export const Upload = z.object({
  url: z.string().meta({ description: "Public URL of the stored image: put it into image_url." }),
  bucket: z.literal("tournament-images"),
  key: z.string().meta({ description: "{userId}/{timestamp}.{extension}" }),
  content_type: z.string(),
  width: z.int(),
  height: z.int(),
});

/** Short lists (sponsors, teams) are read whole and paged here, with the same answer shape as every list (past the end: empty). */
export const pageInMemory = <T>(rows: T[], { page, limit }: PageQuery) => ({
  items: rows.slice((page - 1) * limit, page * limit),
  total: rows.length,
});
