-- Ratings are kept to a tenth of a point (app/lib/results/elo.ts, decision 053): a league with a history computed
-- before gets one full pass of the ratings job (a queued pass becomes a full one), which rewrites it to the new
-- numbers. A league with no history yet (a new install, the tests) has nothing to do.
INSERT INTO "jobs" ("kind", "key", "payload")
SELECT 'ratings.replay', 'league', '{"from": null, "reset": []}'::jsonb
WHERE EXISTS (SELECT 1 FROM "rating_history")
ON CONFLICT ("kind", "key") WHERE "state" = 'queued' DO UPDATE SET "payload" = jsonb_set("jobs"."payload", '{from}', 'null'::jsonb);
