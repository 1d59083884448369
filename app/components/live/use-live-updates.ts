import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { BoutLiveState } from "~/lib/live/live-state";
import { useServerOffset } from "./use-server-offset";

interface KnownBout {
  id: string;
  team_match_id: string;
  status: string;
  live: BoutLiveState | null;
}

/** The newer of two states of one bout (a later event wins; with the same event, the later reading). */
export function newerState(
  a: BoutLiveState | null | undefined,
  b: BoutLiveState | null | undefined,
): BoutLiveState | null {
  if (!a) return b ?? null;
  if (!b) return a;
  if (a.last_event_id !== b.last_event_id) return a.last_event_id > b.last_event_id ? a : b;
  return Date.parse(a.server_time) >= Date.parse(b.server_time) ? a : b;
}

/**
 * Keeps the server-rendered live picture current over the event stream. A score arrives with the bout's whole state;
 * anything that changes the picture itself (a bout starts or ends or is deleted, another match goes live) reloads the
 * page's data.
 * The browser's EventSource reconnects by itself and sends Last-Event-ID, so the server resumes without a gap.
 */
export function useLiveUpdates(position: number, bouts: KnownBout[]) {
  const revalidator = useRevalidator();
  const [states, setStates] = useState<Record<string, BoutLiveState>>({});
  // The server's clock offset, from every server_time that arrives (the stream's hello and each state), kept across the
  // stream's reopenings: a reopened stream's hello, handled while the reloaded page renders, is late and must not win.
  const { offsetMs, learn } = useServerOffset();
  // null until the stream first opens (and on the server), then whether it is open now.
  const [connected, setConnected] = useState<boolean | null>(null);
  const known = useRef(bouts);
  const reload = useRef<() => void>(() => {});
  useEffect(() => {
    known.current = bouts;
    reload.current = () => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Spread over a moment, so thousands of viewers do not ask in the same millisecond.
    const scheduleReload = () => {
      if (timer === undefined)
        timer = setTimeout(() => ((timer = undefined), reload.current()), 100 + Math.random() * 400);
    };
    const source = new EventSource(`/api/v1/live/stream?last_event_id=${position}`);
    source.addEventListener("hello", (event) => {
      const { server_time } = JSON.parse(event.data) as { server_time: string };
      learn(server_time);
      setConnected(true);
    });
    // The heartbeat: the server's time every few seconds, a fresh reading while nothing is scored.
    source.addEventListener("time", (event) => learn((JSON.parse(event.data) as { server_time: string }).server_time));
    source.addEventListener("bout", (event) => {
      const { state } = JSON.parse(event.data) as { state: BoutLiveState };
      learn(state.server_time);
      setStates((previous) => {
        const newer = newerState(previous[state.bout_id], state);
        return newer === previous[state.bout_id] ? previous : { ...previous, [state.bout_id]: newer! };
      });
      const bout = known.current.find((candidate) => candidate.id === state.bout_id);
      if (!bout || bout.status !== state.status) scheduleReload();
    });
    // A bout or a whole team match deleted through the admin API or the Results tab: a page that shows it reloads its
    // data without it.
    source.addEventListener("removed", (event) => {
      const { bout_id, team_match_id } = JSON.parse(event.data) as { bout_id?: string; team_match_id: string };
      if (known.current.some((candidate) => candidate.id === bout_id || candidate.team_match_id === team_match_id))
        scheduleReload();
    });
    source.addEventListener("reset", scheduleReload);
    source.addEventListener("error", () => setConnected((was) => (was === null ? null : false)));
    return () => {
      clearTimeout(timer);
      source.close();
    };
    // Reconnects resume by themselves (Last-Event-ID); a reload of the page's data reopens at its new position.
  }, [position, learn]);

  const stateOf = (bout: Pick<KnownBout, "id" | "live">) => newerState(bout.live, states[bout.id]);
  return { stateOf, offsetMs, connected };
}
