import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { StretchedLink } from "~/components/site/localized-link";
import { cn } from "~/lib/cn";
import { formatControlTime, winRate } from "~/lib/stats";
import type { LeaderKind } from "../../../server/league/analytics.server.ts";
import type { LeaderView } from "../../routes/analytics.server";

/** Ranks 1–3 in gold, silver and bronze. */
export const RANK_COLORS = ["text-gold", "text-silver", "text-bronze"] as const;

function useLeaderValue(kind: LeaderKind) {
  const { t } = useTranslation("analytics");
  return (leader: LeaderView): { value: string; detail: string } => {
    switch (kind) {
      case "elo":
        return { value: String(leader.rating_elo), detail: t("details.matches", { n: leader.total_matches }) };
      case "submissions":
        return { value: String(leader.submissions_for), detail: t("details.matches", { n: leader.total_matches }) };
      case "winRate":
        return {
          value: `${winRate(leader)}%`,
          detail: t("details.winsOf", { wins: leader.wins, matches: leader.total_matches }),
        };
      case "controlTime":
        return {
          value: formatControlTime(leader.control_time_total),
          detail: t("details.matches", { n: leader.total_matches }),
        };
    }
  };
}

export function LeaderList({ kind, leaders }: { kind: LeaderKind; leaders: LeaderView[] }) {
  const { t } = useTranslation("analytics");
  const valueOf = useLeaderValue(kind);
  if (leaders.length === 0) return <p className="py-8 text-center text-muted-foreground">{t("empty")}</p>;
  return (
    <ol className="divide-y overflow-hidden rounded-xl border bg-card" data-testid={`leaders-${kind}`}>
      {leaders.map((leader, index) => {
        const rank = index + 1;
        const { value, detail } = valueOf(leader);
        return (
          <li
            key={leader.id}
            data-testid="leader-row"
            className="relative flex items-center gap-3 px-4 py-3 transition-colors hover:bg-accent/50 sm:gap-5 sm:px-5"
          >
            <span className="sr-only">{t("rank", { rank })}</span>
            <span
              data-testid="leader-rank"
              aria-hidden="true"
              className={cn(
                "w-8 shrink-0 text-center font-display text-3xl font-bold tabular-nums",
                RANK_COLORS[index] ?? "text-muted-foreground",
              )}
            >
              {rank}
            </span>
            <div className="min-w-0 flex-1">
              <StretchedLink
                to={`/athlete/${leader.id}`}
                className="truncate font-display text-lg font-semibold uppercase after:rounded-none hover:text-primary-text"
              >
                {leader.full_name}
              </StretchedLink>
              <div className="mt-0.5 flex items-center gap-2 text-sm text-muted-foreground">
                <CountryFlag code={leader.country} name={leader.countryName} />
                <span aria-hidden="true">·</span>
                <span className="truncate">{leader.team?.name ?? t("noTeam")}</span>
              </div>
            </div>
            <div className="shrink-0 text-right">
              <p data-testid="leader-value" className="font-display text-2xl font-bold tabular-nums">
                {value}
              </p>
              <p className="hidden text-xs text-muted-foreground sm:block">{detail}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
