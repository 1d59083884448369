import { ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import { cn } from "~/lib/cn";
import type { ScoringMatch } from "../../../server/live/score-pages.server.ts";

const statusStyle = {
  live: "bg-red-600 text-white",
  scheduled: "bg-muted text-muted-foreground",
  completed: "bg-muted text-muted-foreground",
} as const;

/** /score: live team matches first, then the next ones; each bout opens its console. */
export function ScoringList({ matches }: { matches: ScoringMatch[] }) {
  const { t } = useTranslation("score");
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold uppercase sm:text-4xl">{t("listTitle")}</h1>
        <p className="mt-2 text-muted-foreground">{t("listSubtitle")}</p>
      </header>
      {matches.length === 0 && <p className="rounded-xl border bg-card p-6 text-muted-foreground">{t("noMatches")}</p>}
      {matches.map((match) => (
        <section
          key={match.id}
          aria-label={`${match.home_team} – ${match.away_team}`}
          className="rounded-2xl border bg-card p-4"
        >
          <div className="flex flex-wrap items-center gap-3">
            <span className={cn("rounded-md px-2 py-1 text-xs font-bold uppercase", statusStyle[match.status])}>
              {t(`status.${match.status}`)}
            </span>
            <span className="text-sm text-muted-foreground">{match.tournament_title}</span>
          </div>
          <h2 className="mt-2 flex flex-wrap items-baseline gap-x-3 text-2xl font-bold uppercase">
            <span className="text-red-500">{match.home_team}</span>
            <span className="font-display tabular-nums">
              {match.score[0]} : {match.score[1]}
            </span>
            <span className="text-blue-400">{match.away_team}</span>
          </h2>
          <ul className="mt-3 divide-y">
            {match.bouts.map((bout) => (
              <li key={bout.id}>
                <LocalizedLink
                  to={`/score/${bout.id}`}
                  className="flex min-h-16 items-center gap-3 rounded-lg px-2 hover:bg-accent"
                >
                  <span className="w-28 shrink-0 text-sm font-semibold uppercase text-muted-foreground">
                    {t("bout", { order: bout.bout_order })}
                    {bout.exhibition && <span className="block text-xs">{t("exhibition")}</span>}
                  </span>
                  <span className="flex-1 text-lg">
                    {bout.athlete_a} <span className="text-muted-foreground">{t("vs")}</span> {bout.athlete_b}
                  </span>
                  <span className={cn("rounded-md px-2 py-1 text-xs font-bold uppercase", statusStyle[bout.status])}>
                    {t(`status.${bout.status}`)}
                  </span>
                  <span className="flex items-center gap-1 font-semibold text-primary-text">
                    {t("openConsole")}
                    <ChevronRight aria-hidden="true" className="size-5" />
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
