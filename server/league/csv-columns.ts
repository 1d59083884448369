// The columns of the admin's CSV files, in file order. Athletes name their team (not its id) and list
// styles separated by semicolons; tournaments give the start as the venue's wall time.

export const CSV_KINDS = ["athletes", "tournaments"] as const;
export type CsvKind = (typeof CSV_KINDS)[number];

export const ATHLETE_CSV_COLUMNS = [
  "id",
  "full_name",
  "country",
  "weight_class",
  "team",
  "photo_url",
  "wins",
  "losses",
  "total_matches",
  "submissions_for",
  "submissions_against",
  "takedowns_scored",
  "takedown_defense_percent",
  "control_time_total",
  "rating_elo",
  "style_background",
  "bio_short",
  "bio_short_ru",
  "height_cm",
  "reach_cm",
  "stance",
  "win_streak",
  "rank_bjj",
  "avg_time_to_score",
] as const;

export const TOURNAMENT_CSV_COLUMNS = [
  "id",
  "title",
  "title_ru",
  "event_date",
  "time_zone",
  "status",
  "location_city",
  "location_country",
  "image_url",
  "description",
  "description_ru",
  "champion_team",
  "runner_up_team",
  "broadcast_url",
  "prize_pool",
  "prize_pool_ru",
  "venue_details",
  "venue_details_ru",
  "rules_pdf_url",
] as const;

export const CSV_COLUMNS: Record<CsvKind, readonly string[]> = { athletes: ATHLETE_CSV_COLUMNS, tournaments: TOURNAMENT_CSV_COLUMNS };

/** Columns a file must have; the rest may be left out (empty or default). */
export const CSV_REQUIRED_COLUMNS: Record<CsvKind, readonly string[]> = {
  athletes: ["full_name", "country", "weight_class"],
  tournaments: ["title", "event_date", "location_city", "location_country"],
};

/** The columns shown in the admin's preview table. */
export const CSV_PREVIEW_COLUMNS: Record<CsvKind, readonly string[]> = {
  athletes: ["full_name", "country", "weight_class", "team", "wins", "losses", "total_matches"],
  tournaments: ["title", "event_date", "time_zone", "status", "location_city", "location_country"],
};

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
export const CSV_MAX_ROWS = 5_000;
export const STYLE_SEPARATOR = ";";

export interface CsvRowReport {
  /** Line number of the record's first line in the file (the header is line 1). */
  line: number;
  action: "create" | "update";
  cells: Record<string, string>;
  /** Column → i18n key. */
  errors: Record<string, string>;
}

export interface CsvReport {
  kind: CsvKind;
  /** A problem with the whole file (i18n key), e.g. a missing column; then `rows` is empty. */
  fileError: string | null;
  fileErrorDetail?: string;
  rows: CsvRowReport[];
  valid: number;
  invalid: number;
}
