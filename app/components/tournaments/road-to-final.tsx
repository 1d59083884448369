// "Road to the final": one team's path through a generated bracket — its team matches in card order, each with the
// opponent (or where it comes from), the result and a link to the team match on the card. One team at a time, picked
// from a native select (keyboard and screen readers know it); the path is a list announced when it changes. Derived
// from the bracket the page already holds: no data of its own.
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { bracketMatchHref } from "./bracket-anchors";
import type { Bracket, BracketMatch, BracketSide } from "../../../server/league/season/bracket.server.ts";

const teamOf = (side: BracketSide) => ("team_id" in side ? side : null);

/** Every known team of the bracket, by name. */
function bracketTeams(bracket: Bracket) {
  const names = new Map<string, string>();
  for (const stage of bracket.stages)
    for (const match of stage.team_matches)
      for (const side of [match.home, match.away]) if ("team_id" in side) names.set(side.team_id, side.name);
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The team a visitor most likely wants first: the champion, else a finalist, else the first by name. */
function firstTeam(bracket: Bracket, teams: readonly { id: string }[]) {
  const final = bracket.stages.find((stage) => stage.stage === "final")?.team_matches[0];
  return final?.winner_team_id ?? (final && teamOf(final.home)?.team_id) ?? teams[0]?.id ?? "";
}

export function RoadToFinal({
  bracket,
  sideLabel,
  cardListsAll,
}: {
  bracket: Bracket;
  sideLabel: (side: BracketSide) => string;
  cardListsAll: boolean;
}) {
  const { t } = useTranslation("tournament");
  const teams = bracketTeams(bracket);
  const [teamId, setTeamId] = useState(() => firstTeam(bracket, teams));
  const selectId = useId();
  if (teams.length === 0) return null;
  const team = teams.find((entry) => entry.id === teamId) ?? teams[0]!;
  const path = bracket.stages
    .flatMap((stage) => stage.team_matches)
    .filter((match) => teamOf(match.home)?.team_id === team.id || teamOf(match.away)?.team_id === team.id)
    .sort((a, b) => a.card_order - b.card_order);
  return (
    <section aria-labelledby="road-title" data-testid="road-to-final" className="mt-6">
      <h4 id="road-title" className="font-display text-lg font-bold uppercase">
        {t("road.title")}
      </h4>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-semibold">
          {t("road.team")}
        </label>
        <select
          id={selectId}
          value={team.id}
          onChange={(event) => setTeamId(event.target.value)}
          className="h-9 min-w-0 max-w-full rounded-md border bg-background px-2 text-sm"
        >
          {teams.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      {path.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("road.empty")}</p>
      ) : (
        <ol aria-label={t("road.label", { team: team.name })} aria-live="polite" className="mt-3 flex flex-col gap-2">
          {path.map((match) => (
            <RoadStep key={match.id} match={match} teamId={team.id} sideLabel={sideLabel} cardListsAll={cardListsAll} />
          ))}
        </ol>
      )}
    </section>
  );
}

function RoadStep({
  match,
  teamId,
  sideLabel,
  cardListsAll,
}: {
  match: BracketMatch;
  teamId: string;
  sideLabel: (side: BracketSide) => string;
  cardListsAll: boolean;
}) {
  const { t } = useTranslation("tournament");
  const home = teamOf(match.home)?.team_id === teamId;
  const opponent = home ? match.away : match.home;
  const score = home ? `${match.score.home}–${match.score.away}` : `${match.score.away}–${match.score.home}`;
  const started = match.score.home + match.score.away > 0 || match.status !== "scheduled";
  const won = match.winner_team_id === teamId;
  const outcome = match.winner_team_id
    ? t(won ? "road.won" : "road.lost", { score })
    : started
      ? t("road.underWay", { score })
      : t("road.notYet");
  const stage =
    match.group_label && match.stage_round
      ? t("road.groupRound", { group: match.group_label, round: match.stage_round })
      : t(`stage.${match.stage}`);
  return (
    <li data-testid="road-step">
      <a
        href={bracketMatchHref(match, cardListsAll)}
        className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-md border px-3 py-2 text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span className="w-full text-xs font-semibold uppercase tracking-wider text-muted-foreground sm:w-44">
          {stage}
        </span>
        <span className={cn("min-w-0 flex-1 break-words", !("team_id" in opponent) && "italic")}>
          {/* "vs" before a team; a source reads on its own ("Winner of semifinal 2"), which Russian needs uninflected. */}
          {"team_id" in opponent ? t("road.vs", { opponent: opponent.name }) : sideLabel(opponent)}
        </span>
        <span
          data-testid="road-outcome"
          className={cn(
            "font-semibold tabular-nums",
            match.winner_team_id && (won ? "text-foreground" : "text-muted-foreground"),
          )}
        >
          {outcome}
        </span>
      </a>
    </li>
  );
}
