import { Activity, CalendarDays, Percent, Users } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatCount, formatOneDecimal, leagueSubmissionRate } from "~/lib/stats";
import type { LeagueStats } from "../../../server/league/analytics.server.ts";

function Tile({
  label,
  value,
  hint,
  icon,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="relative overflow-hidden rounded-xl border bg-card p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</h2>
        <span aria-hidden="true" className="text-primary [&_svg]:size-5">
          {icon}
        </span>
      </div>
      <p data-testid={`${testId}-value`} className="mt-3 font-display text-4xl font-bold tabular-nums sm:text-5xl">
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
      <div className="absolute inset-x-0 bottom-0 h-1 bg-primary/70" />
    </div>
  );
}

export function SummaryTiles({ stats }: { stats: LeagueStats }) {
  const { t } = useTranslation("analytics");
  const lang = useLang();
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <Tile
        testId="tile-athletes"
        label={t("tiles.athletes")}
        value={formatCount(stats.athletes, lang)}
        icon={<Users />}
      />
      <Tile
        testId="tile-tournaments"
        label={t("tiles.tournaments")}
        value={formatCount(stats.tournaments, lang)}
        icon={<CalendarDays />}
      />
      <Tile
        testId="tile-submissions"
        label={t("tiles.submissions")}
        value={formatCount(stats.submissions, lang)}
        icon={<Activity />}
      />
      <Tile
        testId="tile-submission-rate"
        label={t("tiles.submissionRate")}
        value={`${formatOneDecimal(leagueSubmissionRate(stats.submissions, stats.matches), lang)}%`}
        hint={t("tileHints.submissionRate")}
        icon={<Percent />}
      />
    </div>
  );
}
