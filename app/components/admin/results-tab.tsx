import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { useLang } from "~/components/site/localized-link";
import { formatClock } from "~/lib/live/live-clock";
import { techniqueName } from "~/lib/results/techniques";
import { BoutForm, boutValues, type ResultsBout, type RosterAthlete } from "./bout-form";
import { RecordDialogs } from "./record-tab";
import { useRecordEditor } from "./record-editor";
import { RowActions } from "./row-actions";
import { TeamMatchForm, teamMatchValues, UTC_CLOCK, type ResultsTeamMatch, type VenueClock } from "./team-match-form";
import { GenerateFixtures } from "./generate-fixtures";
import type { WeightClass } from "~/lib/league-constants";
import { LineupsPanel, type LineupFlag, type LineupState, type WeighInRow } from "./lineups-panel";
import { teamMatchAnchor } from "~/components/tournaments/bracket-anchors";
import { TournamentBracket, useSideLabel } from "~/components/tournaments/tournament-bracket";
import type { Bracket } from "../../../server/league/season/bracket.server.ts";
import { dynamicKey } from "~/i18n/keys";

interface ResultsMatch extends ResultsTeamMatch {
  home_score: number;
  away_score: number;
  bouts: ResultsBout[];
}
interface ResultsTabProps {
  tournaments: { id: string; title: string; date: string }[];
  /** The picked event's venue zone and its label ("MSK (Europe/Moscow)"): every time entered here is on that clock. */
  venue: VenueClock | null;
  teams: { id: string; name: string; rating: number | null }[];
  bracket: Bracket | null;
  tournamentId: string | null;
  matches: ResultsMatch[];
  rosters: Record<string, RosterAthlete[]>;
  athleteNames: Record<string, string>;
  lineups: {
    states: LineupState[];
    flags: LineupFlag[];
    weighIns: WeighInRow[];
    slotClasses: (WeightClass | null)[] | null;
  } | null;
}

/**
 * The Results section: pick a tournament (a GET form, works without JavaScript), then its card in order: each team
 * match with its score and bouts, each editable and deletable through the same dialogs and toasts as the other tabs.
 */
export function ResultsTab({
  tournaments,
  teams,
  tournamentId,
  matches,
  rosters,
  athleteNames,
  bracket,
  lineups,
  venue,
}: ResultsTabProps) {
  const { t } = useTranslation("admin");
  const teamName = (id: string | null) =>
    id === null ? t("season.toBeDecided") : (teams.find((team) => team.id === id)?.name ?? id);
  // A knockout slot still waiting for its team says where the team comes from, as the bracket does.
  const bracketMatches = new Map(
    bracket?.stages.flatMap((stage) => stage.team_matches.map((match) => [match.id, match] as const)),
  );
  const sideLabel = useSideLabel(bracketMatches.values());
  const waitingSides = (match: ResultsTeamMatch) => {
    const slot = bracketMatches.get(match.id);
    return {
      home_team_id: match.home_team_id === null && slot !== undefined && !("team_id" in slot.home),
      away_team_id: match.away_team_id === null && slot !== undefined && !("team_id" in slot.away),
    };
  };
  const sideName = (match: ResultsMatch, which: "home" | "away") => {
    const teamId = which === "home" ? match.home_team_id : match.away_team_id;
    const slot = bracketMatches.get(match.id)?.[which];
    return teamId === null && slot ? sideLabel(slot) : teamName(teamId);
  };
  const athleteName = (id: string) => athleteNames[id] ?? id;
  const matchEditor = useRecordEditor<ResultsMatch>("team-match");
  const boutEditor = useRecordEditor<ResultsBout>("bout");
  // The team match a new bout goes into (an edited bout names its own).
  const [boutMatchId, setBoutMatchId] = useState<string | null>(null);
  const boutMatch = matches.find((match) => match.id === (boutEditor.dialog.editing?.team_match_id ?? boutMatchId));
  const side = (teamId: string | null) => ({ name: teamName(teamId), roster: (teamId && rosters[teamId]) || [] });
  return (
    <section className="grid gap-4">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor="results-tournament" className="text-sm font-medium">
            {t("results.tournament")}
          </label>
          <NativeSelect
            id="results-tournament"
            name="tournament"
            defaultValue={tournamentId ?? ""}
            className="w-full min-w-0 sm:min-w-64"
          >
            <option value="">{t("results.pickTournament")}</option>
            {tournaments.map((tournament) => (
              <option key={tournament.id} value={tournament.id}>
                {tournament.title} · {tournament.date}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          {t("results.show")}
        </Button>
      </Form>
      {tournamentId ? (
        <>
          <GenerateFixtures tournamentId={tournamentId} teams={teams} venue={venue ?? UTC_CLOCK} />
          {bracket && <TournamentBracket bracket={bracket} advance={bracket.advance_per_group ?? 0} cardListsAll />}
          {lineups && (
            <LineupsPanel
              tournamentId={tournamentId}
              {...lineups}
              athletes={Object.values(rosters)
                .flat()
                .toSorted((a, b) => a.name.localeCompare(b.name))}
            />
          )}
          <div>
            <Button type="button" onClick={matchEditor.openAdd}>
              <Plus aria-hidden="true" />
              {t("team-matches.add")}
            </Button>
          </div>
          {matches.length === 0 ? <p className="text-muted-foreground text-sm">{t("results.empty")}</p> : null}
          <ol className="grid gap-3">
            {matches.map((match) => (
              <MatchCard
                key={match.id}
                match={match}
                sideName={sideName}
                athleteName={athleteName}
                busy={matchEditor.busy || boutEditor.busy}
                onEdit={() => matchEditor.openEdit(match)}
                onDelete={() => matchEditor.askDelete(match)}
                onAddBout={() => {
                  setBoutMatchId(match.id);
                  boutEditor.openAdd();
                }}
                onEditBout={boutEditor.openEdit}
                onDeleteBout={boutEditor.askDelete}
              />
            ))}
          </ol>
          <RecordDialogs
            section="team-matches"
            editor={matchEditor}
            renderForm={(editing, slot) => (
              <TeamMatchForm
                defaultValues={teamMatchValues(tournamentId, editing)}
                teams={teams}
                venue={venue ?? UTC_CLOCK}
                waiting={editing ? waitingSides(editing) : undefined}
                {...slot}
              />
            )}
          />
          <RecordDialogs
            section="bouts"
            editor={boutEditor}
            dialogClassName="max-w-4xl"
            renderForm={(editing, slot) =>
              boutMatch ? (
                <BoutForm
                  defaultValues={boutValues(boutMatch.id, editing)}
                  home={side(boutMatch.home_team_id)}
                  away={side(boutMatch.away_team_id)}
                  athleteName={athleteName}
                  {...slot}
                />
              ) : null
            }
          />
        </>
      ) : null}
    </section>
  );
}

interface MatchCardProps {
  match: ResultsMatch;
  busy: boolean;
  sideName(match: ResultsMatch, which: "home" | "away"): string;
  athleteName(id: string): string;
  onEdit(): void;
  onDelete(): void;
  onAddBout(): void;
  onEditBout(bout: ResultsBout): void;
  onDeleteBout(bout: ResultsBout): void;
}

function MatchCard({
  match,
  busy,
  sideName,
  athleteName,
  onEdit,
  onDelete,
  onAddBout,
  onEditBout,
  onDeleteBout,
}: MatchCardProps) {
  const { t } = useTranslation("admin");
  const { t: tt } = useTranslation("tournament");
  const { t: ta } = useTranslation("athlete");
  const lang = useLang();
  const title = `${sideName(match, "home")} – ${sideName(match, "away")}`;
  const boutResult = (bout: ResultsBout) =>
    [
      bout.method ? ta(`method.${bout.method}`) : t(dynamicKey(`results.statuses.${bout.status}`)),
      bout.technique ? techniqueName(bout.technique, lang) : null,
      bout.round !== null && bout.time_seconds !== null
        ? ta("roundTime", { round: bout.round, time: formatClock(bout.time_seconds) })
        : null,
      `${bout.score_a}–${bout.score_b}`,
      bout.exhibition ? tt("card.exhibition") : null,
    ]
      .filter(Boolean)
      .join(" · ");
  return (
    <li id={teamMatchAnchor(match.id)} className="scroll-mt-24 rounded-lg border p-3" data-testid="results-match">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {sideName(match, "home")}{" "}
            <span data-testid="results-score">{`${match.home_score}–${match.away_score}`}</span>{" "}
            {sideName(match, "away")}
          </p>
          <p className="text-muted-foreground text-sm">
            {`#${match.card_order} · ${match.stage_round ? tt("stage.round_robin_n", { round: match.stage_round }) : tt(dynamicKey(`stage.${match.stage}`))} · ${t(dynamicKey(`results.statuses.${match.status}`))}`}
          </p>
        </div>
        <RowActions title={title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
      </div>
      <ul className="mt-3 grid gap-2 text-sm">
        {match.bouts.map((bout) => (
          <li
            key={bout.id}
            className="flex flex-wrap items-center justify-between gap-2 border-t pt-2"
            data-testid="results-bout"
          >
            <div className="min-w-0">
              <p>
                {t("results.bout", {
                  order: bout.bout_order,
                  a: athleteName(bout.athlete_a_id),
                  b: athleteName(bout.athlete_b_id),
                  winner: bout.winner_id ? athleteName(bout.winner_id) : "—",
                })}
              </p>
              <p className="text-muted-foreground">{boutResult(bout)}</p>
            </div>
            <RowActions
              title={t("results.boutTitle", { order: bout.bout_order })}
              onEdit={() => onEditBout(bout)}
              onDelete={() => onDeleteBout(bout)}
              disabled={busy}
            />
          </li>
        ))}
      </ul>
      {match.home_team_id && match.away_team_id ? (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onAddBout} disabled={busy}>
          <Plus aria-hidden="true" />
          {t("bouts.add")}
        </Button>
      ) : null}
    </li>
  );
}
