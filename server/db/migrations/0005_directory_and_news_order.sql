DROP INDEX "athletes_rating_elo_idx";--> statement-breakpoint
DROP INDEX "news_published_at_idx";--> statement-breakpoint
CREATE INDEX "athletes_rating_elo_idx" ON "athletes" USING btree ("rating_elo" DESC NULLS LAST,"full_name","id");--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);