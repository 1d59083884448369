-- Trigram search on athlete names; PGlite loads pg_trgm in client.server.ts, PostgreSQL 13+ ships it as a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "athletes_full_name_trgm_idx" ON "athletes" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "athletes_submissions_leaders_idx" ON "athletes" USING btree ("submissions_for" DESC NULLS LAST,"rating_elo" DESC NULLS LAST,"full_name");--> statement-breakpoint
CREATE INDEX "athletes_control_time_leaders_idx" ON "athletes" USING btree ("control_time_total" DESC NULLS LAST,"rating_elo" DESC NULLS LAST,"full_name");--> statement-breakpoint
CREATE INDEX "athletes_win_rate_leaders_idx" ON "athletes" USING btree (("wins"::double precision / "total_matches") desc,"wins" DESC NULLS LAST,"rating_elo" DESC NULLS LAST,"full_name") WHERE "athletes"."total_matches" > 3;