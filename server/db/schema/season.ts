// A tournament's format as the fixtures were generated from it (server/league/season/*): kept so the admin sees
// how the card was made and the bracket knows its shape. The team matches themselves carry their slot sources.
import { jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredFixtureConfig } from "../../../app/lib/season/fixture-config.ts";
import { tournaments } from "./league.ts";

export const tournamentFormats = pgTable("tournament_formats", {
  tournament_id: uuid("tournament_id")
    .primaryKey()
    .references(() => tournaments.id, { onDelete: "cascade" }),
  config: jsonb("config").$type<StoredFixtureConfig>().notNull(),
  generated_at: timestamp("generated_at", { withTimezone: true }).notNull().defaultNow(),
});
