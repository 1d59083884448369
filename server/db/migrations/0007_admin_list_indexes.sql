CREATE INDEX "athletes_full_name_idx" ON "athletes" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "athletes_updated_at_idx" ON "athletes" USING btree ("updated_at","id");