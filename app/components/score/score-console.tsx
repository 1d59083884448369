import { ArrowLeft, ArrowRight, CloudOff, Flag, Undo2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useRevalidator } from "react-router";
import { LocalizedLink } from "~/components/site/localized-link";
import { langFromPath } from "~/lib/language";
import { athleteActionReason, type FinishMethod } from "~/lib/live/live-actions";
import type { ClockAction } from "~/lib/live/live-clock";
import type { LiveEventView } from "~/lib/live/live-state";
import { LIVE_RULES_VERSION, pointsWinner } from "~/lib/live/scoring-rules";
import { AthletePanel, type AthleteTap } from "./athlete-panel";
import { ClockPanel } from "./clock-panel";
import { SIDE_STYLES, type ConsoleBout } from "./console-types";
import { EventLog, isCorrectable } from "./event-log";
import { FinishDialog } from "./finish-dialog";
import { ClockDisplay, SideScore } from "./scoreboard";
import { cn } from "~/lib/cn";
import { cacheConsoleForOffline } from "./offline-cache";
import { useActionQueue } from "./use-action-queue";
import { SyncBroadcastButton } from "./sync-broadcast-button";
import { useClockSeconds } from "./use-clock";

/**
 * The scorekeeper's console for one bout, a full-screen tool (no site header or footer): on a tablet in landscape
 * everything a round needs is on one screen; on a phone a side switch brings either athlete's actions up top.
 */
export function ScoreConsole({ bout }: { bout: ConsoleBout }) {
  const { t } = useTranslation("score");
  const { t: rules } = useTranslation("rules");
  const [lang, setLang] = useState("en");
  const { state, offsetMs, queue, online, refusal, enqueue, dropLastUnsent } = useActionQueue(
    bout.id,
    bout.state,
    bout.stream_position,
    lang,
  );
  const clockSeconds = useClockSeconds(state, offsetMs);
  const [correcting, setCorrecting] = useState<LiveEventView | null>(null);
  const [finishing, setFinishing] = useState(false);
  // The phone's side switch: whose actions are shown (a tablet shows both).
  const [tab, setTab] = useState<0 | 1>(0);
  const revalidator = useRevalidator();
  const athletes = [bout.athlete_a, bout.athlete_b] as const;
  const names = { [bout.athlete_a.id]: bout.athlete_a.name, [bout.athlete_b.id]: bout.athlete_b.name };
  const base = `/api/v1/bouts/${bout.id}`;
  const finished = state.status === "completed";
  const golden = state.golden_score ?? false;

  useEffect(() => {
    setLang(langFromPath(window.location.pathname));
    return cacheConsoleForOffline();
  }, []);
  // A finished bout changes the team match score: read the page again.
  useEffect(() => {
    if (finished && revalidator.state === "idle") void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the bout finishes
  }, [finished]);

  const tap = (side: 0 | 1, { kind, position }: AthleteTap) => {
    const athlete = athletes[side];
    const moment = correcting
      ? { round: correcting.round, clock_seconds: correcting.clock_seconds }
      : { round: state.round, clock_seconds: clockSeconds };
    const label = `${correcting ? `${t("log.correct")}: ` : ""}${rules(`actions.${kind}`)} — ${athlete.name}`;
    enqueue({
      method: "POST",
      path: `${base}/events`,
      body: {
        athlete_id: athlete.id,
        kind,
        ...moment,
        ...(position ? { position } : {}),
        ...(correcting ? { corrects_event_id: correcting.id } : {}),
      },
      label,
      athleteAction: true,
    });
    setCorrecting(null);
  };
  const clock = (action: ClockAction) =>
    enqueue({ method: "POST", path: `${base}/clock`, body: { action }, label: rules(`actions.${action}`) });
  const undoLast = () => {
    if (dropLastUnsent()) return;
    const last = state.events.findLast(isCorrectable);
    if (last)
      enqueue({
        method: "DELETE",
        path: `${base}/events/${last.id}`,
        key: `undo:${last.id}`,
        label: t("log.undoOf", { action: rules(`actions.${last.kind}` as "actions.takedown") }),
      });
  };
  const finish = (result: { method: FinishMethod; winner_id: string; technique?: string }) => {
    enqueue({
      method: "POST",
      path: `${base}/finish`,
      body: result,
      label: `${t(`finish.${result.method}`)} — ${names[result.winner_id]}`,
    });
    setFinishing(false);
  };

  // With nothing unsent the console knows the server's state, so it greys out what the rules would refuse, judged on
  // the server's clock as projected here (the same reading a tap sends), never on the state's older reading.
  const now = { ...state, clock_seconds: clockSeconds };
  const blocked = (side: 0 | 1) =>
    finished ||
    (queue.length === 0 &&
      !correcting &&
      athleteActionReason(now, {
        athlete_id: athletes[side].id,
        kind: "takedown",
        round: state.round,
        clock_seconds: clockSeconds,
      }) !== null);
  const dq = state.disqualified_id ? athletes.findIndex((athlete) => athlete.id === state.disqualified_id) : -1;
  const byPoints = state.rounds_over ? pointsWinner(state.athletes[0].rounds_won, state.athletes[1].rounds_won) : null;
  const initialFinish: { method: FinishMethod; winner: 0 | 1 | null } =
    dq >= 0
      ? { method: "dq", winner: dq === 0 ? 1 : 0 }
      : state.rounds_over
        ? byPoints && !golden
          ? { method: "points", winner: byPoints === "a" ? 0 : 1 }
          : { method: "decision", winner: null }
        : { method: "submission", winner: null };
  const result = state.result;
  const next = bout.next_bout;
  const nextLabel = next ? t("nextBoutPair", { a: next.athlete_a, b: next.athlete_b }) : undefined;

  const undoDisabled = finished || !(queue.some((item) => item.athleteAction) || state.events.some(isCorrectable));
  const sideClass = (side: 0 | 1) =>
    cn(
      side === 0 ? "lg:col-start-1" : "lg:col-start-3",
      "lg:row-span-3 lg:row-start-2 lg:overflow-y-auto",
      tab !== side && "hidden lg:flex",
    );
  const action =
    "flex min-h-12 items-center justify-center gap-1.5 rounded-xl px-2 text-base font-bold uppercase leading-tight lg:text-sm disabled:opacity-40 [&_svg]:size-5 [&_svg]:shrink-0";

  return (
    <div className="flex min-h-dvh flex-col gap-2 p-2 lg:h-dvh lg:overflow-hidden">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <LocalizedLink
          to="/score"
          className="flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold hover:bg-accent"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("back")}
        </LocalizedLink>
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold uppercase text-muted-foreground">
          {bout.tournament_title} · {t("bout", { order: bout.bout_order })}
          {golden ? ` · ${t("tieBreakBout")}` : ""}
        </h1>
        <p className="font-display text-lg font-bold tabular-nums" data-testid="match-score">
          <span className="text-red-500">{bout.team_a}</span> {bout.match_score[0]} : {bout.match_score[1]}{" "}
          <span className="text-blue-400">{bout.team_b}</span>
        </p>
        <output
          data-testid="queue-status"
          className={
            queue.length
              ? "flex items-center gap-1 text-sm font-semibold text-amber-600 dark:text-amber-400"
              : "text-sm text-muted-foreground"
          }
        >
          {!online && <CloudOff aria-hidden="true" className="size-5" />}
          {queue.length ? t("queue.unsent", { count: queue.length }) : t("queue.allSent")}
        </output>
        <SyncBroadcastButton tournamentId={bout.tournament_id} />
      </header>
      {!online && <p className="rounded-lg bg-amber-500/15 px-3 py-1 text-sm font-semibold">{t("queue.offline")}</p>}
      {refusal && (
        <p role="alert" className="rounded-lg bg-destructive/15 px-3 py-1 font-semibold text-destructive">
          {t("queue.refused", { reason: refusal })}
        </p>
      )}
      {dq >= 0 && !finished && (
        <p className="rounded-lg bg-destructive/15 px-3 py-1 font-semibold text-destructive">
          {t("finish.dqPending", { name: athletes[dq]!.name })}
        </p>
      )}
      {result && (
        <output className="block rounded-lg bg-primary/15 px-3 py-2 text-lg font-bold" data-testid="finished">
          {t("finish.finished", {
            method:
              golden && result.method === "points"
                ? t("finish.goldenScore")
                : t(`finish.${result.method}` as "finish.points"),
            name: result.winner_id ? names[result.winner_id] : "—",
          })}
          {result.technique ? ` (${result.technique})` : ""}
        </output>
      )}
      {correcting && (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-primary/15 px-3 py-1 font-semibold">
          {t("log.correcting")}
          <button type="button" onClick={() => setCorrecting(null)} className="min-h-10 rounded-lg border px-3">
            {t("log.cancel")}
          </button>
        </p>
      )}

      {/* A phone stacks these in this order; a tablet in landscape places them in three columns, all on one screen. */}
      <div className="grid min-h-0 flex-1 grid-cols-1 gap-2 lg:grid-cols-[minmax(0,1fr)_minmax(280px,310px)_minmax(0,1fr)] lg:grid-rows-[auto_auto_auto_minmax(0,1fr)]">
        <SideScore
          side={0}
          athlete={athletes[0]}
          team={bout.team_a}
          live={state.athletes[0]}
          round={state.round}
          goldenScore={golden}
          className="lg:col-start-1 lg:row-start-1"
        />
        <ClockDisplay state={state} clockSeconds={clockSeconds} className="lg:col-start-2 lg:row-start-1" />
        <SideScore
          side={1}
          athlete={athletes[1]}
          team={bout.team_b}
          live={state.athletes[1]}
          round={state.round}
          goldenScore={golden}
          className="lg:col-start-3 lg:row-start-1"
        />
        {finished ? (
          // A finished bout has no clock to run: the scorekeeper's next step is the next bout on the card.
          <LocalizedLink
            to={next ? `/score/${next.id}` : "/score"}
            aria-label={nextLabel}
            title={nextLabel}
            data-testid="next-bout"
            className={cn(
              action,
              "justify-between bg-green-700 px-3 text-left text-white hover:bg-green-600 lg:col-start-2 lg:row-start-2",
            )}
          >
            {next ? (
              // Two lines: the names are long, the column narrow.
              <span className="flex min-w-0 flex-col">
                <span>{t("nextBout")}</span>
                <span className="truncate text-xs font-semibold normal-case">
                  {`${next.athlete_a} ${t("vs")} ${next.athlete_b}`}
                </span>
              </span>
            ) : (
              <span>{t("back")}</span>
            )}
            <ArrowRight aria-hidden="true" />
          </LocalizedLink>
        ) : (
          <ClockPanel state={state} onClock={clock} className="lg:col-start-2 lg:row-start-2" />
        )}
        <div role="tablist" aria-label={t("sides")} className="grid grid-cols-2 gap-2 lg:hidden">
          {([0, 1] as const).map((side) => (
            <button
              key={side}
              type="button"
              role="tab"
              aria-selected={tab === side}
              onClick={() => setTab(side)}
              className={cn(
                "min-h-11 truncate rounded-xl border-2 px-2 text-sm font-bold uppercase",
                tab === side ? SIDE_STYLES[side].band : cn("bg-card", SIDE_STYLES[side].ring, SIDE_STYLES[side].text),
              )}
            >
              {athletes[side].name}
            </button>
          ))}
        </div>
        {([0, 1] as const).map((side) => (
          <AthletePanel
            key={side}
            side={side}
            athlete={athletes[side]}
            live={state.athletes[side]}
            clockSeconds={correcting?.clock_seconds ?? clockSeconds}
            goldenScore={golden}
            disabled={blocked(side)}
            onTap={(tapped) => tap(side, tapped)}
            className={sideClass(side)}
          />
        ))}
        <div className="grid grid-cols-2 gap-2 lg:col-start-2 lg:row-start-3">
          <button
            type="button"
            disabled={undoDisabled}
            onClick={undoLast}
            className={cn(action, "border-2 border-border hover:bg-accent")}
          >
            <Undo2 aria-hidden="true" />
            {t("log.undoLast")}
          </button>
          <button
            type="button"
            disabled={finished}
            onClick={() => setFinishing(true)}
            className={cn(action, "bg-primary text-primary-foreground")}
          >
            <Flag aria-hidden="true" />
            {t("finish.title")}
          </button>
        </div>
        <EventLog
          events={state.events}
          queue={queue}
          names={names}
          finished={finished}
          onCorrect={setCorrecting}
          className="max-h-[60vh] lg:col-start-2 lg:row-start-4 lg:max-h-none"
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {t(golden ? "rulesNoteGolden" : "rulesNote", { version: state.rules_version ?? LIVE_RULES_VERSION })}
      </p>
      {finishing && (
        <FinishDialog
          open
          onOpenChange={setFinishing}
          state={now}
          athletes={[bout.athlete_a, bout.athlete_b]}
          initial={initialFinish}
          onFinish={finish}
        />
      )}
    </div>
  );
}
