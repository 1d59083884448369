-- The bouts on the mat now: "is a bout of this event live" (/events, the home page, /live) reads this instead of
-- scanning every bout (84 ms at 1M bouts for each list of events).
CREATE INDEX "bouts_live_idx" ON "bouts" USING btree ("team_match_id") WHERE "bouts"."status" = 'live';