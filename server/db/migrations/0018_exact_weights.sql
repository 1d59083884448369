-- Weigh-ins kept exactly as the scale said (issue 32): a 4-byte float stored 77.0000001 kg as 77, which passed a
-- 77 kg limit. Existing values convert to the numeric their float reads as.
ALTER TABLE "weigh_ins" ALTER COLUMN "weight_kg" SET DATA TYPE numeric;