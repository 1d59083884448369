// A generated tournament's bracket: each group as a table, the knockout as columns of rounds (a list per round, so
// a screen reader hears "Semifinal, list of 2"), each team match on the card a link to it below. HTML and CSS only; it
// ships in the results' own chunk (tournament-results-lazy.tsx), not with the page.
import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import type { TeamMatchStage } from "~/lib/results/constants";
import { sourceLabel, sourceRef, stageNumbers } from "~/lib/season/source-label";
import { cn } from "~/lib/cn";
import { bracketMatchAnchor, bracketMatchHref, isOnCard } from "./bracket-anchors";
import { RoadToFinal } from "./road-to-final";
import type { Bracket, BracketMatch, BracketSide } from "../../../server/league/season/bracket.server.ts";

/**
 * A side in words: its team, or where it comes from while unknown ("Winner of semifinal 2", "Group A, 1st place"),
 * numbered within its stage over the card the caller holds (sourceLabel, the team page's wording too).
 */
export function useSideLabel(matches: Iterable<{ id: string; stage: TeamMatchStage; card_order: number }>) {
  const { t } = useTranslation("tournament");
  const lang = useLang();
  const numbers = stageNumbers(matches);
  return (side: BracketSide) => {
    if ("team_id" in side) return side.name;
    const ref = sourceRef(side, numbers);
    return ref ? sourceLabel(t, lang, ref) : "";
  };
}

function SideRow({
  side,
  label,
  score,
  won,
  started,
}: {
  side: BracketSide;
  label: string;
  score: number;
  won: boolean;
  started: boolean;
}) {
  const known = "team_id" in side;
  return (
    <span
      className={cn(
        "flex items-center justify-between gap-2 px-3 py-1.5",
        won && "font-bold text-foreground",
        !won && "text-muted-foreground",
        !known && "italic",
      )}
    >
      <span className="min-w-0 break-words">{label}</span>
      {started && <span className="font-display tabular-nums">{score}</span>}
    </span>
  );
}

function MatchBox({
  match,
  sideLabel,
  cardListsAll,
}: {
  match: BracketMatch;
  sideLabel: (side: BracketSide) => string;
  cardListsAll: boolean;
}) {
  const { t } = useTranslation("tournament");
  const started = match.score.home + match.score.away > 0 || match.status !== "scheduled";
  const winnerIs = (side: BracketSide) => "team_id" in side && side.team_id === match.winner_team_id;
  const home = sideLabel(match.home);
  const away = sideLabel(match.away);
  const label = t("bracket.matchLabel", { order: match.card_order, home, away });
  const rows = (
    <>
      <span className="block border-b px-3 py-1 text-xs text-muted-foreground">#{match.card_order}</span>
      <SideRow side={match.home} label={home} score={match.score.home} won={winnerIs(match.home)} started={started} />
      <SideRow side={match.away} label={away} score={match.score.away} won={winnerIs(match.away)} started={started} />
    </>
  );
  const box = "block scroll-mt-24 rounded-md border bg-background text-sm";
  // A team match whose teams are not both known has no entry on the card yet: its box is not a link.
  return isOnCard(match, cardListsAll) ? (
    <a
      id={bracketMatchAnchor(match.id)}
      href={bracketMatchHref(match, cardListsAll)}
      data-testid="bracket-match"
      aria-label={label}
      className={cn(
        box,
        "hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
      )}
    >
      {rows}
    </a>
  ) : (
    // A labelled group of the two sides, as the link is: no HTML element means that (fieldset is for form controls).
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <div id={bracketMatchAnchor(match.id)} role="group" data-testid="bracket-match" aria-label={label} className={box}>
      {rows}
    </div>
  );
}

function GroupTable({ group, advance }: { group: Bracket["groups"][number]; advance: number }) {
  const { t } = useTranslation("tournament");
  const cell = "px-2 py-1.5 text-right tabular-nums";
  return (
    <table data-testid="group-table" className="w-full border-collapse text-sm">
      <caption className="pb-2 text-left font-display text-lg font-bold uppercase">
        {t("bracket.group", { group: group.group })}
      </caption>
      <thead className="text-xs uppercase text-muted-foreground">
        <tr>
          <th scope="col" className="px-2 py-1.5 text-left">
            {t("bracket.team")}
          </th>
          <th scope="col" className={cell}>
            {t("bracket.wins")}
          </th>
          <th scope="col" className={cell}>
            {t("bracket.losses")}
          </th>
          <th scope="col" className={cell}>
            {t("bracket.bouts")}
          </th>
          <th scope="col" className={cell}>
            {t("bracket.submissions")}
          </th>
        </tr>
      </thead>
      <tbody>
        {group.standings.map((row, index) => (
          <tr key={row.team_id} className={cn("border-t", index < advance && "bg-primary/5")}>
            <th scope="row" className="px-2 py-1.5 text-left font-medium">
              <LocalizedLink to={`/team/${row.team_id}`} className="hover:underline">
                {row.name}
              </LocalizedLink>
              {index < advance && <span className="sr-only"> ({t("bracket.through")})</span>}
            </th>
            <td className={cell}>{row.wins}</td>
            <td className={cell}>{row.losses}</td>
            <td className={cell}>{`${row.bouts_won}–${row.bouts_lost}`}</td>
            <td className={cell}>{row.submissions}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Groups (when the format has them), then the knockout rounds left to right (top to bottom on a phone). `cardListsAll`:
 * the card below has every team match (the admin's), not only those whose teams are known (the public page's).
 */
export function TournamentBracket({
  bracket,
  advance,
  cardListsAll = false,
}: {
  bracket: Bracket;
  advance: number;
  cardListsAll?: boolean;
}) {
  const { t } = useTranslation("tournament");
  const sideLabel = useSideLabel(bracket.stages.flatMap((stage) => stage.team_matches));
  const knockout = bracket.stages.filter((stage) => stage.stage !== "round_robin" && stage.stage !== "superfight");
  return (
    <section aria-labelledby="bracket-title" data-testid="bracket" className="mt-6">
      <h3 id="bracket-title" className="font-display text-xl font-bold uppercase">
        {t("bracket.title")}
      </h3>
      {bracket.groups.length > 0 && (
        <div className="mt-4">
          <h4 className="sr-only">{t("bracket.groups")}</h4>
          <div className="grid gap-6 sm:grid-cols-2">
            {bracket.groups.map((group) => (
              <GroupTable key={group.group} group={group} advance={advance} />
            ))}
          </div>
        </div>
      )}
      {knockout.length > 0 && (
        <div className="mt-6">
          {bracket.groups.length > 0 && (
            <h4 className="font-display text-lg font-bold uppercase">{t("bracket.knockout")}</h4>
          )}
          <ol className="mt-3 flex flex-col gap-6 md:flex-row md:gap-4 md:overflow-x-auto md:pb-2">
            {knockout.map((stage) => (
              <li key={stage.stage} className="flex min-w-0 flex-col md:min-w-44 md:flex-1">
                <h5 className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                  {t(`stage.${stage.stage}`)}
                </h5>
                <ol className="flex flex-1 flex-col justify-around gap-3">
                  {stage.team_matches.map((match) => (
                    <li key={match.id}>
                      <MatchBox match={match} sideLabel={sideLabel} cardListsAll={cardListsAll} />
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </div>
      )}
      <RoadToFinal bracket={bracket} sideLabel={sideLabel} cardListsAll={cardListsAll} />
    </section>
  );
}
