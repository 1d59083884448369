// Shapes the API answers with (snake_case, as the spec's entities), documented in the OpenAPI document.
import { z } from "zod";
import { TOURNAMENT_STATUSES } from "../../app/lib/league-constants.ts";

export const MAX_PAGE_SIZE = 100;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).meta({ description: "1-based page number." }),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20).meta({ description: `Items per page, at most ${MAX_PAGE_SIZE}.` }),
});
export type PageQuery = z.output<typeof PageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.int().meta({ description: "All matching items, on every page." }) });

export const ErrorBody = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional().meta({ description: "Per-field messages (400 only)." }),
});

const instant = () => z.iso.datetime({ offset: true });
const nullableUrl = () => z.string().nullable();

export const Tournament = z.object({
  id: z.uuid(),
  title: z.string(),
  title_ru: z.string().nullable().meta({ description: "Russian title, or null: Russian pages fall back to `title`." }),
  event_date: instant(),
  time_zone: z.string(),
  location_city: z.string(),
  location_country: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  image_url: nullableUrl(),
  description: z.string().nullable(),
  description_ru: z.string().nullable(),
  champion_team: z.string().nullable(),
  runner_up_team: z.string().nullable(),
  broadcast_url: nullableUrl(),
  prize_pool: z.string().nullable(),
  prize_pool_ru: z.string().nullable(),
  venue_details: z.string().nullable(),
  venue_details_ru: z.string().nullable(),
  rules_pdf_url: nullableUrl(),
});

export const TournamentSummary = Tournament.pick({
  id: true,
  title: true,
  title_ru: true,
  event_date: true,
  time_zone: true,
  location_city: true,
  location_country: true,
  status: true,
  image_url: true,
});

export const News = z.object({
  id: z.uuid(),
  title: z.string(),
  title_ru: z.string().nullable(),
  content: z.string(),
  content_ru: z.string().nullable(),
  image_url: nullableUrl(),
  published_at: instant(),
});

export const Sponsor = z.object({ id: z.uuid(), name: z.string(), display_order: z.int(), logo_url: nullableUrl(), website_url: nullableUrl() });

export const Upload = z.object({
  url: z.string().meta({ description: "Public URL of the stored image: put it into image_url." }),
  bucket: z.literal("tournament-images"),
  key: z.string().meta({ description: "{userId}/{timestamp}.{extension}" }),
  content_type: z.string(),
  width: z.int(),
  height: z.int(),
});

/** Drops bookkeeping columns: the API shows the spec's fields. */
export function withoutTimestamps<T extends { created_at?: unknown; updated_at?: unknown }>(row: T): Omit<T, "created_at" | "updated_at"> {
  const { created_at: _created, updated_at: _updated, ...rest } = row;
  return rest;
}
