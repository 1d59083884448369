import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { VenueTime } from "~/components/site/venue-time";
import { bracketMatchAnchor, teamMatchAnchor } from "~/components/tournaments/bracket-anchors";
import { formatDate, formatEventDate } from "~/lib/format";
import type { MatchStatus, TeamMatchStage } from "~/lib/results/constants";
import { cn } from "~/lib/cn";

/** A team's fixture as the team page shows it (app/routes/team.server.ts resolves the names and labels). */
export interface TeamFixtureView {
  id: string;
  /** The opponent once known; until then `opponentSource` names where it comes from ("Winner of semifinal 1"). */
  opponent: { id: string; name: string } | null;
  opponentSource: string | null;
  score: [number, number];
  result: "win" | "loss" | null;
  stage: TeamMatchStage;
  group: { label: string; round: number } | null;
  status: MatchStatus;
  /** The team match's own start, when the card has times. */
  startsAt: Date | string | null;
  /** The venue zone's label at that start (app/lib/zone-label.ts). */
  zone: string;
  tournament: { id: string; title: string; event_date: Date | string; time_zone: string };
}

function ResultBadge({ result }: { result: TeamFixtureView["result"] }) {
  const { t } = useTranslation("teams");
  return (
    <span
      title={t(result === "win" ? "team.resultWin" : result === "loss" ? "team.resultLoss" : "team.resultNone")}
      className={cn(
        "flex size-8 shrink-0 items-center justify-center rounded-md font-display text-sm font-bold",
        result === "win"
          ? "bg-primary text-primary-foreground"
          : result === "loss"
            ? "bg-muted text-muted-foreground"
            : "border text-muted-foreground",
      )}
    >
      {t(result === "win" ? "team.win" : result === "loss" ? "team.loss" : "team.undecided")}
    </span>
  );
}

/**
 * Completed team matches with their score and result, or open ones with their status: each with the opponent (or
 * where it comes from), the event, the stage linking to the team match on the event's card, and the start on the
 * venue's clock and the viewer's.
 */
export function TeamMatchList({
  matches,
  kind,
  testId,
}: {
  matches: TeamFixtureView[];
  kind: "results" | "upcoming";
  testId: string;
}) {
  const { t } = useTranslation("teams");
  const lang = useLang();
  return (
    <ul data-testid={testId} className="divide-y">
      {matches.map((match) => {
        const stage = match.group
          ? t("team.fixtures.group", { group: match.group.label, round: match.group.round })
          : t(`team.stage.${match.stage}`);
        return (
          <li key={match.id} data-testid="team-fixture" className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
            {kind === "results" && <ResultBadge result={match.result} />}
            {/* At least 12rem wide: on a phone an upcoming match's status goes under it rather than squeeze the
                opponent's name until a word breaks ("ТИХООКЕАНСКИ" over "Е АКУЛЫ"). */}
            <div className="min-w-0 flex-[1_1_12rem]">
              <p className="font-semibold uppercase">
                {match.opponent ? (
                  <LocalizedLink to={`/team/${match.opponent.id}`} className="hover:text-primary-text hover:underline">
                    {match.opponent.name}
                  </LocalizedLink>
                ) : (
                  <span data-testid="opponent-source" className="normal-case italic text-muted-foreground">
                    {match.opponentSource}
                  </span>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {/* The team match's own day on the venue's clock when it has a start (a semifinal after midnight is
                    the next day's), so the date and the time below it always pair up; else the event's date. */}
                <time
                  dateTime={new Date(match.startsAt ?? match.tournament.event_date).toISOString()}
                  data-testid="event-date"
                >
                  {match.startsAt
                    ? formatDate(match.startsAt, lang, match.tournament.time_zone)
                    : formatEventDate(match.tournament, lang)}
                </time>
                {" · "}
                <LocalizedLink to={`/tournament/${match.tournament.id}`} className="hover:underline">
                  {match.tournament.title}
                </LocalizedLink>
                {" · "}
                {/* The stage leads to this team match on the event's card, or to its box in the bracket while the
                    opponent is still to come (the card lists a team match once both teams are known). */}
                <LocalizedLink
                  to={`/tournament/${match.tournament.id}#${match.opponent ? teamMatchAnchor(match.id) : bracketMatchAnchor(match.id)}`}
                  data-testid="fixture-card-link"
                  aria-label={t("team.fixtures.onCard", { stage })}
                  className="underline decoration-dotted underline-offset-2 hover:text-foreground"
                >
                  {stage}
                </LocalizedLink>
              </p>
              {match.startsAt && (
                <p className="text-sm" data-testid="fixture-time">
                  <VenueTime
                    value={match.startsAt}
                    timeZone={match.tournament.time_zone}
                    zone={match.zone}
                    ns="teams"
                  />
                </p>
              )}
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
        );
      })}
    </ul>
  );
}
