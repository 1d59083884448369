export const TOURNAMENT_STATUSES = ["upcoming", "live", "completed"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** No-gi team weight classes, lightest first. */
export const WEIGHT_CLASSES = [
  "featherweight",
  "lightweight",
  "middleweight",
  "light_heavyweight",
  "heavyweight",
] as const;
export type WeightClass = (typeof WEIGHT_CLASSES)[number];

/** Each class's upper limit at the weigh-in, in kilograms (heavyweight has none). Shown on /rules. */
export const WEIGHT_LIMITS_KG: Record<WeightClass, number | null> = {
  featherweight: 66,
  lightweight: 77,
  middleweight: 88,
  light_heavyweight: 99,
  heavyweight: null,
};

/** A team match's lineup deadline, minutes before it starts, unless the team match sets its own. */
export const DEFAULT_LINEUP_DEADLINE_MINUTES = 60;

export const HOME_UPCOMING_COUNT = 3;
export const HOME_NEWS_COUNT = 3;
export const COUNTDOWN_REFRESH_MS = 60_000;
export const TOP_LIST_SIZE = 5;
/** The win-rate leaders only count athletes with more than this many matches. */
export const WIN_RATE_MIN_MATCHES = 3;
export const DIRECTORY_PLACEHOLDERS = 12;
export const DIRECTORY_PAGE_SIZE = 24;
export const PASSWORD_MIN_LENGTH = 6;
export const COPYRIGHT_YEAR = 2025;
/** Ships with the site (scripts/make-rules-pdf.ts): offered when an event has no rules document of its own. */
export const LEAGUE_RULES_PDF = "/docs/league-rules.pdf";
