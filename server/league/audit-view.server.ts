// The audit log as an admin reads it, in the admin's language: column names as the forms label them, enum values and
// dates translated, a bout's or team match's summary in words. The log itself stays language-neutral.
import { getI18n } from "../../app/i18n/i18n.ts";
import type { QualifiedKey } from "../../app/i18n/keys.ts";
import { formatDate } from "../../app/lib/format.ts";
import type { Lang } from "../../app/lib/language.ts";
import type { AuditRow } from "./audit.server.ts";

// Column → the label its form field has (admin:fields.*, admin:results.*). A column not here is shown by its name.
const FIELD_LABELS: Readonly<Record<string, QualifiedKey>> = {
  title: "admin:fields.title",
  title_ru: "admin:fields.titleRu",
  event_date: "admin:fields.date",
  published_at: "admin:fields.date",
  time_zone: "admin:fields.timeZone",
  location_city: "admin:fields.city",
  location_country: "admin:fields.country",
  city: "admin:fields.city",
  country: "admin:fields.country",
  status: "admin:fields.status",
  image_url: "admin:fields.imageUrl",
  description: "admin:fields.description",
  description_ru: "admin:fields.descriptionRu",
  champion_team: "admin:fields.championTeam",
  runner_up_team: "admin:fields.runnerUpTeam",
  broadcast_url: "admin:fields.broadcastUrl",
  prize_pool: "admin:fields.prizePool",
  prize_pool_ru: "admin:fields.prizePoolRu",
  venue_details: "admin:fields.venueDetails",
  venue_details_ru: "admin:fields.venueDetailsRu",
  rules_pdf_url: "admin:fields.rulesPdfUrl",
  content: "admin:fields.content",
  content_ru: "admin:fields.contentRu",
  name: "admin:fields.name",
  full_name: "admin:fields.fullName",
  team_id: "admin:fields.team",
  weight_class: "admin:fields.weightClass",
  stance: "admin:fields.stance",
  rank_bjj: "admin:fields.rankBjj",
  photo_url: "admin:fields.photoUrl",
  logo_url: "admin:fields.logoUrl",
  website_url: "admin:fields.websiteUrl",
  display_order: "admin:fields.displayOrder",
  wins: "admin:fields.wins",
  losses: "admin:fields.losses",
  total_matches: "admin:fields.totalMatches",
  win_streak: "admin:fields.winStreak",
  submissions_for: "admin:fields.submissionsFor",
  submissions_against: "admin:fields.submissionsAgainst",
  takedowns_scored: "admin:fields.takedownsScored",
  takedown_defense_percent: "admin:fields.takedownDefense",
  control_time_total: "admin:fields.controlTime",
  avg_time_to_score: "admin:fields.avgTimeToScore",
  rating_elo: "admin:fields.ratingElo",
  height_cm: "admin:fields.heightCm",
  reach_cm: "admin:fields.reachCm",
  style_background: "admin:fields.styleBackground",
  bio_short: "admin:fields.bioShort",
  bio_short_ru: "admin:fields.bioShortRu",
  home_team_id: "admin:results.homeTeam",
  away_team_id: "admin:results.awayTeam",
  stage: "admin:results.stage",
  stage_round: "admin:results.stageRound",
  card_order: "admin:results.cardOrder",
  scheduled_at: "admin:results.scheduledAt",
  winner_id: "admin:results.winner",
  method: "admin:results.method",
  technique: "admin:results.technique",
  round: "admin:results.round",
  time_seconds: "admin:results.time",
  exhibition: "admin:results.exhibition",
};

// Enum columns → where their values are named. Tournaments' status differs from a match's (entity decides).
function valueKey(entity: string, field: string, value: string): QualifiedKey | null {
  if (field === "status")
    return (entity === "tournament" ? `common:status.${value}` : `admin:results.statuses.${value}`) as QualifiedKey;
  if (field === "weight_class") return `common:weightClass.${value}` as QualifiedKey;
  if (field === "method") return `athlete:method.${value}` as QualifiedKey;
  if (field === "stage") return `tournament:stage.${value}` as QualifiedKey;
  if (field === "stance") return `athlete:stance.${value}` as QualifiedKey;
  return null;
}

export interface AuditChangeView {
  field: string;
  from: string;
  to: string;
}

export interface AuditEntryView {
  id: string;
  user_email: string;
  created_at: Date;
  /** "Updated · tournament". */
  what: string;
  summary: string;
  /** For updates: each changed column, labelled, with its old and new value in words. */
  changes: AuditChangeView[];
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function auditEntryView(entry: AuditRow, lang: Lang): AuditEntryView {
  const { t } = getI18n(lang);
  // A key that is not in the strings comes back as itself: then the raw value reads better.
  const translated = (key: QualifiedKey | null, fallback: string) => {
    if (!key) return fallback;
    const text = t(key);
    return text === key || text === key.split(":")[1] ? fallback : text;
  };
  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === "") return "—";
    if (typeof raw === "boolean") return t(raw ? "admin:audit.yes" : "admin:audit.no");
    if (typeof raw === "string" && ISO_DATE_TIME.test(raw)) return `${formatDate(raw, lang, "UTC")} UTC`;
    if (typeof raw === "string")
      return translated(valueKey(entry.entity, field, raw), raw.length > 60 ? `${raw.slice(0, 59)}…` : raw);
    return Array.isArray(raw) ? raw.join(", ") : String(raw);
  };
  const label = (field: string) => translated(FIELD_LABELS[field] ?? null, field);
  const changes =
    entry.action === "update" && entry.changes && typeof entry.changes === "object"
      ? Object.entries(entry.changes as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => ({
          field: label(field),
          from: value(field, change?.from),
          to: value(field, change?.to),
        }))
      : [];
  return {
    id: entry.id,
    user_email: entry.user_email,
    created_at: entry.created_at,
    what: `${translated(`admin:audit.action.${entry.action}` as QualifiedKey, entry.action)} · ${translated(`admin:audit.entity.${entry.entity}` as QualifiedKey, entry.entity)}`,
    summary: summaryText(entry, t, (field, raw) => value(field, raw)),
    changes,
  };
}

/** Bouts and team matches are logged as "#2 submission" and "final #3" (bout-entity, team-match-entity): put into words. */
function summaryText(
  entry: AuditRow,
  t: ReturnType<typeof getI18n>["t"],
  value: (field: string, raw: unknown) => string,
): string {
  const bout = entry.entity === "bout" ? /^#(\d+) (\w+)$/.exec(entry.summary) : null;
  if (bout)
    return `${t("admin:results.boutTitle", { order: bout[1] })} · ${value(bout[2] === "scheduled" || bout[2] === "live" || bout[2] === "completed" ? "status" : "method", bout[2])}`;
  const match = entry.entity === "team-match" ? /^(\w+) #(\d+)$/.exec(entry.summary) : null;
  if (match) return `${value("stage", match[1])} · ${t("admin:results.cardOrder")} ${match[2]}`;
  return entry.summary;
}
