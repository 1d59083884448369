import { useLang } from "~/components/site/localized-link";
import { useTranslation } from "~/i18n/react";
import { formatAvgTimeToScore, formatControlTime, submissionRate, takedownDefense, winRate } from "~/lib/stats";
import type { AthleteProfileData } from "./athlete-view";

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3" data-testid={testId}>
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-display text-xl font-semibold tabular-nums break-words sm:text-2xl">{value}</dd>
    </div>
  );
}

const STANCES = ["orthodox", "southpaw", "switch"] as const;
/** BJJ ranks as the demo and most admins type them → key in `rankBjj`; other text is shown as typed. */
const BJJ_RANKS: Record<string, "white" | "blue" | "purple" | "brown" | "black" | "black2" | undefined> = {
  "white belt": "white",
  "blue belt": "blue",
  "purple belt": "purple",
  "brown belt": "brown",
  "black belt": "black",
  "black belt, 2nd degree": "black2",
};

function Overview({ athlete }: { athlete: AthleteProfileData }) {
  const { t } = useTranslation("athlete");
  const stance = athlete.stance?.trim();
  const knownStance = STANCES.find((s) => s === stance?.toLowerCase());
  const facts: [string, string][] = [];
  if (athlete.height_cm != null) facts.push([t("overview.height"), t("overview.cm", { value: athlete.height_cm })]);
  if (athlete.reach_cm != null) facts.push([t("overview.reach"), t("overview.cm", { value: athlete.reach_cm })]);
  if (stance) facts.push([t("overview.stance"), knownStance ? t(`stance.${knownStance}`) : stance]);
  if (athlete.total_matches > 0) facts.push([t("overview.totalMatches"), String(athlete.total_matches)]);
  if (athlete.win_streak > 0) facts.push([t("overview.winStreak"), String(athlete.win_streak)]);
  const rank = athlete.rank_bjj ? BJJ_RANKS[athlete.rank_bjj.trim().toLowerCase()] : undefined;
  if (athlete.rank_bjj) facts.push([t("overview.rankBjj"), rank ? t(`rankBjj.${rank}`) : athlete.rank_bjj]);
  if (!athlete.bio_short && facts.length === 0) return <p className="text-muted-foreground">{t("overview.empty")}</p>;
  return (
    <div className="flex flex-col gap-6">
      {athlete.bio_short && (
        <div>
          <h2 className="text-lg font-bold uppercase">{t("overview.bio")}</h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-muted-foreground">{athlete.bio_short}</p>
        </div>
      )}
      {facts.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      )}
    </div>
  );
}

function Statistics({ athlete }: { athlete: AthleteProfileData }) {
  const { t } = useTranslation("athlete");
  const lang = useLang();
  const avg = formatAvgTimeToScore(athlete.avg_time_to_score, lang);
  const stats: [string, string, string][] = [
    ["win-rate", t("stats.winRate"), `${winRate(athlete)}%`],
    ["submission-rate", t("stats.submissionRate"), `${submissionRate(athlete)}%`],
    ["takedown-defense", t("stats.takedownDefense"), `${takedownDefense(athlete.takedown_defense_percent)}%`],
    ["control-time", t("stats.controlTime"), formatControlTime(athlete.control_time_total)],
    ["total-submissions", t("stats.totalSubmissions"), String(athlete.submissions_for)],
    ["total-takedowns", t("stats.totalTakedowns"), String(athlete.takedowns_scored)],
    ["submissions-against", t("stats.submissionsAgainst"), String(athlete.submissions_against)],
    ["elo", t("stats.elo"), String(athlete.rating_elo)],
    ["win-streak", t("stats.winStreak"), String(athlete.win_streak)],
  ];
  if (avg !== null) stats.push(["avg-time-to-score", t("stats.avgTimeToScore"), t("stats.seconds", { value: avg })]);
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
      {stats.map(([id, label, value]) => (
        <Fact key={id} testId={`stat-${id}`} label={label} value={value} />
      ))}
    </dl>
  );
}

/** A profile's Overview or Statistics panel (profile-tabs.tsx loads it after hydration). */
export function ProfileFacts({ athlete, panel }: { athlete: AthleteProfileData; panel: "overview" | "statistics" }) {
  return panel === "overview" ? <Overview athlete={athlete} /> : <Statistics athlete={athlete} />;
}
