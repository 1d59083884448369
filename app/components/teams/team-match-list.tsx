import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { formatEventDate } from "~/lib/format";
import type { MatchStatus, TeamMatchStage } from "~/lib/results/constants";
import { cn } from "~/lib/cn";

export interface TeamMatchView {
  id: string;
  opponent: { id: string; name: string };
  score: [number, number];
  result: "win" | "loss" | null;
  stage: string;
  status: string;
  tournament: { id: string; title: string; event_date: Date | string; time_zone: string };
}

/** Completed team matches with their score and result, or upcoming ones with their stage and status. */
export function TeamMatchList({
  matches,
  kind,
  testId,
}: {
  matches: TeamMatchView[];
  kind: "results" | "upcoming";
  testId: string;
}) {
  const { t } = useTranslation("teams");
  const lang = useLang();
  return (
    <ul data-testid={testId} className="divide-y">
      {matches.map((match) => (
        <li key={match.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
          {kind === "results" && (
            <span
              title={t(
                match.result === "win"
                  ? "team.resultWin"
                  : match.result === "loss"
                    ? "team.resultLoss"
                    : "team.resultNone",
              )}
              className={cn(
                "flex size-8 shrink-0 items-center justify-center rounded-md font-display text-sm font-bold",
                match.result === "win"
                  ? "bg-primary text-primary-foreground"
                  : match.result === "loss"
                    ? "bg-muted text-muted-foreground"
                    : "border text-muted-foreground",
              )}
            >
              {t(match.result === "win" ? "team.win" : match.result === "loss" ? "team.loss" : "team.undecided")}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold uppercase">
              <LocalizedLink to={`/team/${match.opponent.id}`} className="hover:text-primary-text hover:underline">
                {match.opponent.name}
              </LocalizedLink>
            </p>
            <p className="text-sm text-muted-foreground">
              <time dateTime={new Date(match.tournament.event_date).toISOString()} data-testid="event-date">
                {formatEventDate(match.tournament, lang)}
              </time>
              {" · "}
              <LocalizedLink to={`/tournament/${match.tournament.id}`} className="hover:underline">
                {match.tournament.title}
              </LocalizedLink>
              {" · "}
              {t(`team.stage.${match.stage as TeamMatchStage}`)}
            </p>
          </div>
          {kind === "results" ? (
            <span data-testid="team-match-score" className="font-display text-2xl font-bold tabular-nums">
              {match.score[0]}–{match.score[1]}
            </span>
          ) : (
            <span className="rounded-md border px-2 py-1 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
              {t(`team.status.${match.status as MatchStatus}`)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
