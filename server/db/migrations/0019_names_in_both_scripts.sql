-- A name's search key: the steps of nameKey (app/lib/name-key.ts), one for one; name-key.test.ts checks the two agree.
CREATE OR REPLACE FUNCTION league_name_key(name text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
AS $$
DECLARE
  s text := lower(name);
BEGIN
  s := replace(replace(replace(replace(replace(replace(replace(replace(s,
    'щ', 'sh'), 'ж', 'zh'), 'х', 'h'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'ю', 'iu'), 'я', 'ia');
  s := replace(replace(replace(replace(s, 'š', 'sh'), 'ž', 'zh'), 'č', 'ch'), 'ş', 'sh');
  s := translate(s,
    'абвгдеёзийклмнопрстуфыэқғүұөәңһіўáàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿćđłğıъь',
    'abvgdeeziiklmnoprstufiekguuoanhiuaaaaaaaeeeeeiiiiiooooooouuuuuncyycdlgi');
  s := regexp_replace(s, '[''’ʼʻ`]', '', 'g');
  s := regexp_replace(s, '[^a-z0-9]+', ' ', 'g');
  s := replace(replace(replace(replace(replace(s, 'shch', 'sh'), 'tch', 'ch'), 'dzh', 'j'), 'dj', 'j'), 'kh', 'h');
  s := replace(replace(replace(replace(replace(replace(s, 'ph', 'f'), 'th', 't'), 'x', 'ks'), 'w', 'v'), 'q', 'k'), 'tz', 'ts');
  s := regexp_replace(s, 'c(?!h)', 'k', 'g');
  s := translate(s, 'yj', 'ii');
  s := replace(replace(s, 'shi', 'si'), 'chi', 'ti');
  s := regexp_replace(s, '([a-z])\1+', '\1', 'g');
  s := replace(replace(s, 'ie', 'e'), 'io', 'e');
  s := regexp_replace(s, '([a-z])\1+', '\1', 'g');
  RETURN btrim(regexp_replace(s, ' +', ' ', 'g'));
END
$$;--> statement-breakpoint
-- Both names' keys, the Russian one only when it adds something (searchKey in name-key.ts).
CREATE OR REPLACE FUNCTION league_search_key(name text, name_ru text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN coalesce(league_name_key(name_ru), '') IN ('', league_name_key(name)) THEN coalesce(league_name_key(name), '')
    ELSE coalesce(league_name_key(name), '') || ' ' || league_name_key(name_ru)
  END
$$;--> statement-breakpoint
DROP INDEX "athletes_full_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "full_name_ru" text;--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "search_key" text GENERATED ALWAYS AS (league_search_key(full_name, full_name_ru)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "name_ru" text;--> statement-breakpoint
CREATE INDEX "athletes_search_key_trgm_idx" ON "athletes" USING gin ("search_key" gin_trgm_ops);