import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { TOURNAMENT_STATUSES, WEIGHT_CLASSES, type WeightClass } from "../../../app/lib/league-constants.ts";

const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const tournamentStatus = pgEnum("tournament_status", TOURNAMENT_STATUSES);
export const weightClass = pgEnum("weight_class", WEIGHT_CLASSES);

export const tournaments = pgTable(
  "tournaments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Russian versions (`*_ru`): shown on /ru pages when present, the English otherwise. */
    title_ru: text("title_ru"),
    event_date: timestamp("event_date", { withTimezone: true }).notNull(),
    /** IANA zone of the venue: dates render in it on server and client alike. */
    time_zone: text("time_zone").notNull().default("UTC"),
    location_city: text("location_city").notNull(),
    location_country: text("location_country").notNull(),
    status: tournamentStatus("status").notNull().default("upcoming"),
    image_url: text("image_url"),
    description: text("description"),
    description_ru: text("description_ru"),
    champion_team: text("champion_team"),
    runner_up_team: text("runner_up_team"),
    broadcast_url: text("broadcast_url"),
    /** When the broadcast at `broadcast_url` started (stamped by "Sync broadcast"): replay links seek from it. */
    broadcast_started_at: timestamp("broadcast_started_at", { withTimezone: true, precision: 3 }),
    prize_pool: text("prize_pool"),
    prize_pool_ru: text("prize_pool_ru"),
    venue_details: text("venue_details"),
    venue_details_ru: text("venue_details_ru"),
    rules_pdf_url: text("rules_pdf_url"),
    /** The weight classes of the three bout slots of every team match (null, or a null slot: open). */
    lineup_classes: jsonb("lineup_classes").$type<(WeightClass | null)[]>(),
    ...timestamps,
  },
  (t) => [index("tournaments_event_date_idx").on(t.event_date)],
);

export const sponsors = pgTable(
  "sponsors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    display_order: integer("display_order").notNull().default(0),
    logo_url: text("logo_url"),
    website_url: text("website_url"),
    ...timestamps,
  },
  (t) => [index("sponsors_display_order_idx").on(t.display_order)],
);

export const news = pgTable(
  "news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    title_ru: text("title_ru"),
    content: text("content").notNull(),
    content_ru: text("content_ru"),
    image_url: text("image_url"),
    published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  // NULLS FIRST is what `order by … desc` means, so the newest-first queries read this index in order.
  (t) => [index("news_published_at_idx").on(t.published_at.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const teams = pgTable("teams", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  /** The name in Cyrillic, for /ru pages (null: they show `name`). */
  name_ru: text("name_ru"),
  logo_url: text("logo_url"),
  city: text("city"),
  country: text("country"),
  ...timestamps,
});

export const athletes = pgTable(
  "athletes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    full_name: text("full_name").notNull(),
    /** The name in Cyrillic, for /ru pages (null: they show `full_name`). */
    full_name_ru: text("full_name_ru"),
    /**
     * Both names as one Latin skeleton (app/lib/name-key.ts; the SQL function `league_search_key` from migration
     * 0015): what the directory, compare, admin and API searches match, across scripts and spelling variants.
     */
    search_key: text("search_key").notNull().generatedAlwaysAs(sql`league_search_key(full_name, full_name_ru)`),
    country: text("country").notNull(),
    weight_class: weightClass("weight_class").notNull(),
    team_id: uuid("team_id").references(() => teams.id, { onDelete: "restrict" }),
    photo_url: text("photo_url"),
    wins: integer("wins").notNull().default(0),
    losses: integer("losses").notNull().default(0),
    total_matches: integer("total_matches").notNull().default(0),
    submissions_for: integer("submissions_for").notNull().default(0),
    submissions_against: integer("submissions_against").notNull().default(0),
    takedowns_scored: integer("takedowns_scored").notNull().default(0),
    takedown_defense_percent: real("takedown_defense_percent"),
    /** Seconds. */
    control_time_total: integer("control_time_total").notNull().default(0),
    rating_elo: integer("rating_elo").notNull().default(1500),
    style_background: text("style_background").array().notNull().default(sql`'{}'::text[]`),
    bio_short: text("bio_short"),
    bio_short_ru: text("bio_short_ru"),
    height_cm: integer("height_cm"),
    reach_cm: integer("reach_cm"),
    stance: text("stance"),
    win_streak: integer("win_streak").notNull().default(0),
    rank_bjj: text("rank_bjj"),
    /** Seconds. */
    avg_time_to_score: real("avg_time_to_score"),
    /**
     * The career the athlete brought to the league, as typed by staff. The record columns above are derived:
     * this prior record plus the league's bouts (server/league/results/athlete-totals.server.ts), never typed.
     */
    prior_wins: integer("prior_wins").notNull().default(0),
    prior_losses: integer("prior_losses").notNull().default(0),
    prior_total_matches: integer("prior_total_matches").notNull().default(0),
    prior_submissions_for: integer("prior_submissions_for").notNull().default(0),
    prior_submissions_against: integer("prior_submissions_against").notNull().default(0),
    prior_takedowns_scored: integer("prior_takedowns_scored").notNull().default(0),
    prior_takedown_defense_percent: real("prior_takedown_defense_percent"),
    prior_control_time_total: integer("prior_control_time_total").notNull().default(0),
    prior_win_streak: integer("prior_win_streak").notNull().default(0),
    prior_avg_time_to_score: real("prior_avg_time_to_score"),
    /** The rating the athlete starts league play with. */
    prior_rating_elo: integer("prior_rating_elo").notNull().default(1500),
    ...timestamps,
  },
  (t) => [
    index("athletes_rating_elo_idx").on(t.rating_elo.desc(), t.full_name, t.id),
    index("athletes_team_id_idx").on(t.team_id),
    // The admin list's name and "recently changed" sorts read a page in index order at any depth of the list.
    index("athletes_full_name_idx").on(t.full_name, t.id),
    index("athletes_updated_at_idx").on(t.updated_at, t.id),
    index("athletes_country_idx").on(t.country),
    index("athletes_weight_class_idx").on(t.weight_class),
    // Staff search (a substring of the key) and the fans' typo fallback (word similarity): a trigram index (pg_trgm).
    index("athletes_search_key_trgm_idx").using("gin", sql`${t.search_key} gin_trgm_ops`),
    // The fans' directory search (the start of a word of the key): one posting list per word, however common the name.
    index("athletes_search_words_idx").using("gin", sql`to_tsvector('simple', ${t.search_key})`),
    // Analytics top-5 lists: each is an index scan of five rows, whatever the league's size.
    index("athletes_submissions_leaders_idx").on(t.submissions_for.desc(), t.rating_elo.desc(), t.full_name),
    index("athletes_control_time_leaders_idx").on(t.control_time_total.desc(), t.rating_elo.desc(), t.full_name),
    index("athletes_win_rate_leaders_idx")
      .on(sql`(${t.wins}::double precision / ${t.total_matches}) desc`, t.wins.desc(), t.rating_elo.desc(), t.full_name)
      .where(sql`${t.total_matches} > 3`),
    check("athletes_country_code", sql`${t.country} ~ '^[A-Z]{3}$'`),
    check(
      "athletes_counts_non_negative",
      sql`${t.wins} >= 0 and ${t.losses} >= 0 and ${t.total_matches} >= 0 and ${t.submissions_for} >= 0 and ${t.submissions_against} >= 0 and ${t.takedowns_scored} >= 0 and ${t.control_time_total} >= 0 and ${t.win_streak} >= 0`,
    ),
    check("athletes_record_fits_matches", sql`${t.wins} + ${t.losses} <= ${t.total_matches}`),
    check("athletes_submissions_fit_wins", sql`${t.submissions_for} <= ${t.wins}`),
    check("athletes_streak_fits_wins", sql`${t.win_streak} <= ${t.wins}`),
    check(
      "athletes_prior_record",
      sql`${t.prior_wins} >= 0 and ${t.prior_losses} >= 0 and ${t.prior_submissions_for} >= 0 and ${t.prior_submissions_against} >= 0 and ${t.prior_takedowns_scored} >= 0 and ${t.prior_control_time_total} >= 0 and ${t.prior_win_streak} >= 0 and ${t.prior_wins} + ${t.prior_losses} <= ${t.prior_total_matches} and ${t.prior_submissions_for} <= ${t.prior_wins} and ${t.prior_win_streak} <= ${t.prior_wins}`,
    ),
    check(
      "athletes_td_defense_percent",
      sql`${t.takedown_defense_percent} is null or (${t.takedown_defense_percent} between 0 and 100)`,
    ),
  ],
);

/** One row per admin write, recorded in the write's own transaction. The email is kept as it was then. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id"),
    user_email: text("user_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entity_id: text("entity_id"),
    summary: text("summary").notNull(),
    changes: jsonb("changes"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.created_at.desc(), t.id.desc())],
);
