import { Trophy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { FightMethod, FightRoundTime } from "~/components/athletes/fight-method";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { cn } from "~/lib/cn";
import { numberFormat } from "~/lib/format";
import { formatClock } from "~/lib/live/live-clock";
import type { TimelineLine } from "../../../server/broadcast/bout-timeline.server.ts";
import type { DecidedBy } from "~/lib/season/tie-break";
import type {
  ResultAthlete,
  ResultBout,
  ResultTeamMatch,
} from "../../../server/league/results/tournament-results.server.ts";
import type { Bracket } from "../../../server/league/season/bracket.server.ts";
import { teamMatchAnchor } from "./bracket-anchors";
import { TournamentBracket } from "./tournament-bracket";

type NamedAthlete = ResultAthlete & { countryName: string | null };
export type CardBout = Omit<ResultBout, "a" | "b"> & {
  a: NamedAthlete;
  b: NamedAthlete;
  /** The broadcast at the finish (minus 10 s), when the tournament's broadcast was synced. */
  replay_url?: string | null;
  /** The bout's scoring timeline, when it was scored live. */
  timeline?: TimelineLine[];
};

const signed = (points: number) => (points > 0 ? `+${points}` : points < 0 ? `−${-points}` : "");

/** The bout's scored moments, each with a link into the video when the broadcast was synced; closed until asked for. */
function BoutTimeline({ bout }: { bout: CardBout }) {
  const { t } = useTranslation("tournament");
  const names = new Map([
    [bout.a.id, bout.a.full_name],
    [bout.b.id, bout.b.full_name],
  ]);
  return (
    <details data-testid="bout-timeline" className="xl:col-span-5">
      <summary className="inline-flex min-h-6 cursor-pointer items-center text-xs font-semibold uppercase tracking-wider text-muted-foreground hover:text-foreground">
        {t("card.timeline")}
      </summary>
      <ol
        aria-label={t("card.timelineCaption", { order: bout.bout_order })}
        className="mt-2 flex flex-col gap-1 text-sm"
      >
        {bout.timeline!.map((line) => (
          <li key={line.id} data-testid="timeline-line" className="flex flex-wrap items-baseline gap-x-2">
            <span className="w-16 shrink-0 tabular-nums text-muted-foreground">{`${t("card.roundShort", { round: line.round })} ${formatClock(line.clock_seconds)}`}</span>
            <span>
              {line.label}
              {line.points !== 0 && <span className="ml-1 font-semibold tabular-nums">{signed(line.points)}</span>}
              {line.athlete_id && names.has(line.athlete_id) && (
                <span className="text-muted-foreground">{` — ${names.get(line.athlete_id)}`}</span>
              )}
            </span>
            {line.replay_url && (
              <a
                href={line.replay_url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-6 items-center font-semibold text-primary-text hover:underline"
              >
                {t("card.watchMoment")}
              </a>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
export type CardTeamMatch = Omit<ResultTeamMatch, "bouts"> & {
  bouts: CardBout[];
  decided_by?: DecidedBy | null;
  /** Both lineups were revealed (blind until then) and the bouts made from them. */
  lineups_announced?: boolean;
  /** The odds frozen from the three bouts' predictions (null until the three bouts are made). */
  prediction?: { p_home: number; p_away: number } | null;
};

/** The pre-match odds as whole percentages adding up to 100, linked to how good they have been. */
function MatchOdds({ match, odds }: { match: CardTeamMatch; odds: { p_home: number; p_away: number } }) {
  const { t } = useTranslation("tournament");
  const lang = useLang();
  const home = Math.round(odds.p_home * 100);
  const percent = (value: number) => numberFormat(lang, { style: "percent" }).format(value / 100);
  return (
    <p data-testid="team-match-odds" className="border-t px-4 py-2 text-xs text-muted-foreground">
      {t("card.odds", {
        home: match.home.name,
        homeChance: percent(home),
        away: match.away.name,
        awayChance: percent(100 - home),
      })}{" "}
      <LocalizedLink to="/ratings/calibration" className="font-semibold text-primary-text hover:underline">
        {t("card.oddsLink")}
      </LocalizedLink>
    </p>
  );
}

function StageLabel({ match }: { match: CardTeamMatch }) {
  const { t } = useTranslation("tournament");
  if (match.stage === "round_robin" && match.stage_round)
    return <>{t("stage.round_robin_n", { round: match.stage_round })}</>;
  return <>{t(`stage.${match.stage}`)}</>;
}

function Fighter({ athlete, won, align }: { athlete: NamedAthlete; won: boolean; align: "start" | "end" }) {
  return (
    // On a phone the flag sits above the name, so a long surname ("Жаксылыков") gets the column's whole width and
    // wraps between words only; beside it from sm up.
    <span
      className={cn(
        "flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2",
        align === "end" ? "items-end text-right sm:flex-row-reverse" : "items-start",
      )}
    >
      <CountryFlag code={athlete.country} name={athlete.countryName} showCode={false} />
      <LocalizedLink
        to={`/athlete/${athlete.id}`}
        className={cn(
          "min-w-0 break-words hover:underline",
          won ? "font-bold text-foreground" : "text-muted-foreground",
        )}
      >
        {athlete.full_name}
      </LocalizedLink>
    </span>
  );
}

function BoutRow({ bout }: { bout: CardBout }) {
  const { t } = useTranslation("tournament");
  const done = bout.status === "completed";
  return (
    <li
      data-testid="bout"
      className="grid gap-2 border-t px-4 py-3 text-sm xl:grid-cols-[5rem_1fr_auto_1fr_12rem] xl:items-center"
    >
      <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {t("card.bout", { order: bout.bout_order })}
        {bout.exhibition && <span className="block normal-case">{t("card.exhibition")}</span>}
      </span>
      {/* A row of its own up to a wide screen (names get the card's width and break only between words); from xl its
          cells join the bout's grid. */}
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2 xl:contents">
        <Fighter athlete={bout.a} won={bout.winner_id === bout.a.id} align="end" />
        {/* A screen reader reads the hidden words; an aria-label on a plain span would be ignored. */}
        {done && <span className="sr-only">{t("card.score", { a: bout.score_a, b: bout.score_b })}</span>}
        <span className="text-center font-display text-lg font-bold tabular-nums" aria-hidden={done || undefined}>
          {done ? `${bout.score_a}–${bout.score_b}` : t("card.vs")}
        </span>
        <Fighter athlete={bout.b} won={bout.winner_id === bout.b.id} align="start" />
      </div>
      <span className="flex flex-col text-muted-foreground xl:text-right">
        {done ? (
          <>
            <FightMethod method={bout.method} technique={bout.technique} />
            <FightRoundTime round={bout.round} timeSeconds={bout.time_seconds} />
            {bout.replay_url && (
              <a
                href={bout.replay_url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="watch"
                aria-label={t("card.watchFinish", { order: bout.bout_order })}
                className="inline-flex min-h-6 items-center font-semibold text-primary-text hover:underline xl:justify-end"
              >
                {t("card.watch")}
              </a>
            )}
          </>
        ) : (
          <span data-testid="bout-stage" className={cn(bout.stage === "on_the_mat" && "font-semibold text-foreground")}>
            {t(`card.stage.${bout.stage as Exclude<typeof bout.stage, "completed">}`)}
          </span>
        )}
      </span>
      {bout.timeline && bout.timeline.length > 0 && <BoutTimeline bout={bout} />}
    </li>
  );
}

function TeamName({ id, name, won }: { id: string; name: string; won: boolean }) {
  const { t } = useTranslation("tournament");
  return (
    <span
      data-winner={won || undefined}
      className={cn(
        "flex items-center gap-1.5 font-display text-lg font-bold uppercase",
        !won && "text-muted-foreground",
      )}
    >
      {won && (
        <>
          <Trophy aria-hidden="true" className="size-4 shrink-0 text-gold" />
          <span className="sr-only">{t("card.winner")}</span>
        </>
      )}
      <LocalizedLink to={`/team/${id}`} className="hover:text-primary-text hover:underline">
        {name}
      </LocalizedLink>
    </span>
  );
}

/** Live (red, like every live badge), scheduled (quiet) or completed: the status derived from the bouts. */
function MatchStatusBadge({ status }: { status: CardTeamMatch["status"] }) {
  const { t } = useTranslation("tournament");
  if (status === "live")
    return (
      <span data-testid="team-match-status" className="ml-2 rounded bg-live px-1.5 py-0.5 text-white">
        {t("card.live")}
      </span>
    );
  if (status === "scheduled")
    return (
      <span data-testid="team-match-status" className="ml-2 rounded bg-muted px-1.5 py-0.5 text-foreground">
        {t("card.scheduled")}
      </span>
    );
  return (
    <span data-testid="team-match-status" className="sr-only">
      {t("card.completed")}
    </span>
  );
}

function TeamMatchCard({ match }: { match: CardTeamMatch }) {
  const { t } = useTranslation("tournament");
  const done = match.status === "completed";
  // A score once a bout has a result; before that the two teams are simply "vs".
  const started = done || match.bouts.some((bout) => bout.status === "completed");
  return (
    <li
      id={teamMatchAnchor(match.id)}
      data-testid="team-match"
      className="scroll-mt-24 overflow-hidden rounded-lg border"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 bg-muted/40 px-4 py-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <TeamName id={match.home.id} name={match.home.name} won={match.winner_team_id === match.home.id} />
          {started && (
            <span className="sr-only">
              {t("card.scoreLabel", {
                home: match.home.name,
                homeScore: match.score.home,
                away: match.away.name,
                awayScore: match.score.away,
              })}
            </span>
          )}
          <span
            data-testid="team-match-score"
            className="font-display text-2xl font-bold tabular-nums"
            aria-hidden={started || undefined}
          >
            {started ? `${match.score.home}–${match.score.away}` : t("card.vs")}
          </span>
          <TeamName id={match.away.id} name={match.away.name} won={match.winner_team_id === match.away.id} />
        </div>
        <span className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          <StageLabel match={match} />
          <MatchStatusBadge status={match.status} />
          {match.lineups_announced && !started && (
            <span data-testid="lineups-announced" className="mt-1 block normal-case tracking-normal text-foreground">
              {t("card.lineupsAnnounced")}
            </span>
          )}
          {match.decided_by && match.decided_by !== "bouts" && (
            <span data-testid="tie-break" className="mt-1 block normal-case tracking-normal text-foreground">
              {t("card.wonOnTieBreak", {
                team: match.winner_team_id === match.away.id ? match.away.name : match.home.name,
                step: t(`tieBreak.${match.decided_by}`),
              })}
            </span>
          )}
        </span>
      </div>
      {match.prediction && <MatchOdds match={match} odds={match.prediction} />}
      {match.bouts.length > 0 && (
        <ol>
          {match.bouts.map((bout) => (
            <BoutRow key={bout.id} bout={bout} />
          ))}
        </ol>
      )}
    </li>
  );
}

/** The largest round robin sent with the page (an 8-team round robin is 28 team matches); bigger ones come when opened. */
export const ROUND_ROBIN_IN_PLACE = 30;
/** `?round-robin=all`: the tournament page's data with a bigger round robin's team matches (tournament.server.ts). */
export const ROUND_ROBIN_PARAM = "round-robin";

/**
 * Whether the round robin is open: closed at first (and on the server), opened by its summary or by a link to one of
 * its team matches (`#team-match-{id}`, from the bracket's "Road to the final"); `scrollToRef` holds that team match until
 * the opened list shows it.
 */
function useRoundRobinOpen(ids: readonly string[]) {
  const [open, setOpen] = useState(false);
  const scrollToRef = useRef<string | null>(null);
  const anchors = ids.map(teamMatchAnchor).join(" ");
  useEffect(() => {
    const anchorSet = new Set(anchors.split(" "));
    const follow = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (!anchorSet.has(id)) return;
      scrollToRef.current = id;
      setOpen(true);
    };
    const first = requestAnimationFrame(follow);
    window.addEventListener("hashchange", follow);
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("hashchange", follow);
    };
  }, [anchors]);
  return { open, setOpen, scrollToRef };
}

/**
 * A round robin too big to send with the page (`later`: its ids) is fetched when opened, as the page's data with
 * `?round-robin=all`; a live event's revalidations refresh it with the page. Otherwise its team matches are at hand.
 */
function useRoundRobinMatches(inPlace: CardTeamMatch[], later: { ids: string[] } | null | undefined, open: boolean) {
  const fetcher = useFetcher<{ results: CardTeamMatch[] }>();
  const { load } = fetcher;
  const location = useLocation();
  const wanted = Boolean(later && open);
  const url = `${location.pathname}?${ROUND_ROBIN_PARAM}=all`;
  const loaded = fetcher.data !== undefined;
  useEffect(() => {
    if (wanted && !loaded) void load(url);
  }, [wanted, loaded, load, url]);
  if (!later) return inPlace;
  return fetcher.data?.results.filter((match) => match.stage === "round_robin") ?? null;
}

/**
 * The tournament's card: every team match in card order with its bouts, each with the status the server derived.
 * A round robin is many team matches: it opens on request, so the knockout stages lead the page.
 */
export function TournamentResults({
  matches,
  roundRobinLater,
  bracket,
  advance = 0,
}: {
  matches: CardTeamMatch[];
  /** A round robin left out of `matches` (more than ROUND_ROBIN_IN_PLACE team matches): its ids, fetched when opened. */
  roundRobinLater?: { ids: string[] } | null;
  bracket?: Bracket | null;
  advance?: number;
}) {
  const { t } = useTranslation("tournament");
  const inPlace = matches.filter((match) => match.stage === "round_robin");
  const rest = matches.filter((match) => match.stage !== "round_robin");
  const ids = roundRobinLater?.ids ?? inPlace.map((match) => match.id);
  const list = (items: CardTeamMatch[]) => items.map((match) => <TeamMatchCard key={match.id} match={match} />);
  const { open: roundRobinOpen, setOpen: openRoundRobin, scrollToRef } = useRoundRobinOpen(ids);
  const roundRobin = useRoundRobinMatches(inPlace, roundRobinLater, roundRobinOpen);
  const shown = roundRobinOpen && roundRobin !== null;
  useEffect(() => {
    const id = scrollToRef.current;
    if (!shown || !id) return;
    scrollToRef.current = null;
    // A frame after the opened list renders, the linked team match scrolls into view.
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, [shown, scrollToRef]);
  return (
    <>
      {bracket && <TournamentBracket bracket={bracket} advance={advance} />}
      <div data-testid="tournament-card" className="mt-5 flex flex-col gap-4">
        {ids.length > 0 && (
          <details
            data-testid="round-robin"
            className="group rounded-lg border"
            open={roundRobinOpen}
            onToggle={(event) => openRoundRobin(event.currentTarget.open)}
          >
            <summary className="cursor-pointer px-4 py-3 font-display text-lg font-bold uppercase">
              {t("card.roundRobin", { count: ids.length })}
            </summary>
            {/* A big group stage (96 team matches at 64 teams: most of a cold page's HTML and time) comes when opened;
                a small one is sent in place, so it opens without JavaScript too (decision 037). */}
            {roundRobinLater
              ? roundRobinOpen &&
                (roundRobin ? (
                  <ol className="flex flex-col gap-4 border-t p-4">{list(roundRobin)}</ol>
                ) : (
                  <p data-testid="round-robin-loading" className="border-t p-4 text-muted-foreground">
                    {t("common:loading")}
                  </p>
                ))
              : (roundRobinOpen || inPlace.length <= ROUND_ROBIN_IN_PLACE) && (
                  <ol className="flex flex-col gap-4 border-t p-4">{list(inPlace)}</ol>
                )}
          </details>
        )}
        {rest.length > 0 && <ol className="flex flex-col gap-4">{list(rest)}</ol>}
      </div>
    </>
  );
}
