// The overlay's own script, sent inline (under the page's CSP nonce) as `(${overlayScript})(config, ${createServerOffset})`:
// it must stay self-contained — no imports, nothing from outside its body but the clock offset every live client shares
// (app/lib/live/server-offset.ts, inlined beside it). It keeps the stream open forever (resuming from the last event id),
// ticks the round clock from the server's time and draws the scorebug, "Up next" and the result card.
import type { createServerOffset } from "../../app/lib/live/server-offset.ts";
import type { OverlayBout, OverlayPicture } from "./overlay-picture.server.ts";

export interface OverlayConfig {
  picture: OverlayPicture;
  /** Where the picture is re-read (after a bout ends or starts, on reconnect, and every 30 s as a safety net). */
  pictureUrl: string;
  streamUrl: string;
  /** 0 = home on the left, 1 = away on the left. */
  left: 0 | 1;
  resultMs: number;
  roundSeconds: number;
  strings: {
    round: string;
    goldenScore: string;
    wins: string;
    noWinner: string;
    bout: string;
    methods: Record<string, string>;
  };
  /** Readings of the server's clock kept for the offset (OFFSET_SAMPLES). */
  offsetSamples: number;
}

export function overlayScript(config: OverlayConfig, makeOffset: typeof createServerOffset) {
  const ROUND_MS_CAP = config.roundSeconds;
  let picture = config.picture;
  const offset = makeOffset(config.offsetSamples);
  offset.learn(Date.parse(picture.server_time));
  let lastId = picture.position;
  /** The bout whose result card shows (kept on the scorebug until the card goes). */
  let finished: OverlayBout | null = null;
  let resultTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshing = false;
  let refreshAgain = false;
  let source: EventSource | null = null;

  const $ = (id: string) => document.querySelector(`[data-testid="${id}"]`) as HTMLElement;
  const fill = (template: string, values: Record<string, string | number>) =>
    template.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => String(values[key] ?? ""));
  const clockText = (seconds: number) => {
    const s = Math.max(0, Math.floor(seconds));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  };
  const sides = (): [0 | 1, 0 | 1] => (config.left === 1 ? [1, 0] : [0, 1]);
  const setText = (element: Element | null, text: string) => {
    if (element && element.textContent !== text) element.textContent = text;
  };
  const show = (element: HTMLElement, visible: boolean) => element.classList.toggle("on", visible);

  function clockSeconds(bout: OverlayBout): number {
    const state = bout.state;
    if (!state) return 0;
    if (!state.running) return state.clock_seconds;
    // A compressed clock (rehearsals) runs `clock_factor` seconds per second; absent, 1.
    const factor = (state as unknown as { clock_factor?: unknown }).clock_factor;
    const rate = typeof factor === "number" && factor > 0 ? factor : 1;
    const since = Math.max(0, (Date.now() + offset.ms() - Date.parse(state.server_time)) / 1000) * rate;
    return Math.min(ROUND_MS_CAP, state.clock_seconds + since);
  }

  /** "Round 2", or "Golden score" for the tie-break bout. */
  function roundText(state: OverlayBout["state"]): string {
    if (state?.golden_score) return config.strings.goldenScore;
    return fill(config.strings.round, { round: state?.round ?? 1 });
  }

  function drawAthlete(row: HTMLElement, bout: OverlayBout, side: 0 | 1) {
    const athlete = bout.athletes[side];
    const live = bout.state?.athletes[side];
    row.dataset.side = side === 0 ? "home" : "away";
    const flag = row.querySelector("img") as HTMLImageElement;
    if (athlete.flag) {
      if (flag.getAttribute("src") !== athlete.flag) flag.src = athlete.flag;
      flag.alt = athlete.country;
      flag.hidden = false;
    } else flag.hidden = true;
    setText(row.querySelector(".name"), athlete.name);
    const total = live ? live.round_scores.reduce((sum, points) => sum + points, 0) : 0;
    setText(row.querySelector('[data-testid="total"]'), String(total));
    setText(row.querySelector('[data-testid="round-score"]'), String(live?.score ?? 0));
    setText(row.querySelector('[data-testid="penalties"]'), String(live?.penalties ?? 0));
    (row.querySelector('[data-part="penalties"]') as HTMLElement).classList.toggle("none", !live?.penalties);
  }

  /**
   * The bout's live win chance, as /live shows it (its state's `win_probability`, pushed with every score), in the
   * overlay's left/right order; hidden without one (no prediction was frozen before the bout) or once it has ended.
   */
  function drawChance(bout: OverlayBout, l: 0 | 1, r: 0 | 1) {
    const chance = bout === finished ? null : (bout.state?.win_probability ?? null);
    const element = $("win-chance");
    element.classList.toggle("none", chance === null);
    if (!chance) return;
    const values = [chance.a, chance.b];
    const left = Math.round(values[l]! * 100);
    setText($("win-chance-left"), `${left}%`);
    setText($("win-chance-right"), `${100 - left}%`);
    $("win-chance-bar-left").style.width = `${left}%`;
    $("win-chance-bar-right").style.width = `${100 - left}%`;
    $("win-chance-bar-left").dataset.side = l === 0 ? "home" : "away";
    $("win-chance-bar-right").dataset.side = r === 0 ? "home" : "away";
  }

  function draw() {
    const match = picture.match;
    const [l, r] = sides();
    show($("teams"), match !== null);
    if (match) {
      const names = [match.home, match.away];
      const scores = [match.team_score.home, match.team_score.away];
      setText($("team-left"), names[l]!);
      setText($("team-right"), names[r]!);
      $("team-left").parentElement!.dataset.side = l === 0 ? "home" : "away";
      $("team-right").parentElement!.dataset.side = r === 0 ? "home" : "away";
      setText($("team-score"), `${scores[l]}–${scores[r]}`);
    }
    const bout = finished ?? picture.current;
    show($("bout"), bout !== null);
    if (bout) {
      drawAthlete($("athlete-left"), bout, l);
      drawAthlete($("athlete-right"), bout, r);
      setText($("round"), roundText(bout.state));
      drawChance(bout, l, r);
    }
    const next = finished ? null : picture.current ? null : picture.next;
    show($("up-next"), next !== null);
    if (next) {
      setText($("up-next-bout"), fill(config.strings.bout, { number: next.bout_order }));
      for (const [index, side] of [l, r].entries()) {
        const slot = $(index === 0 ? "up-next-left" : "up-next-right");
        slot.dataset.side = side === 0 ? "home" : "away";
        const athlete = next.athletes[side];
        const flag = slot.querySelector("img") as HTMLImageElement;
        if (athlete.flag) {
          if (flag.getAttribute("src") !== athlete.flag) flag.src = athlete.flag;
          flag.alt = athlete.country;
          flag.hidden = false;
        } else flag.hidden = true;
        setText(slot.querySelector(".name"), athlete.name);
      }
    }
    tick();
  }

  function tick() {
    const bout = finished ?? picture.current;
    if (bout) setText($("clock"), clockText(clockSeconds(bout)));
  }

  function showResult(bout: OverlayBout) {
    const state = bout.state!;
    const result = state.result;
    const winner = bout.athletes.find((athlete) => athlete.id === result?.winner_id);
    setText($("result-winner"), winner ? fill(config.strings.wins, { name: winner.name }) : config.strings.noWinner);
    const method = result ? (config.strings.methods[result.method] ?? result.method) : "";
    const parts = [method, result?.technique ?? "", `${roundText(state)} ${clockText(state.clock_seconds)}`].filter(
      Boolean,
    );
    setText($("result-method"), parts.join(" · "));
    const [l, r] = sides();
    const total = (side: 0 | 1) => state.athletes[side].round_scores.reduce((sum, points) => sum + points, 0);
    setText($("result-score"), `${total(l)}–${total(r)}`);
    finished = bout;
    show($("result-card"), true);
    clearTimeout(resultTimer);
    resultTimer = setTimeout(() => {
      finished = null;
      show($("result-card"), false);
      draw();
    }, config.resultMs);
  }

  /** Re-reads the picture; a newer state already received for the same bout is kept. Failures retry quietly. */
  async function refresh() {
    if (refreshing) {
      refreshAgain = true;
      return;
    }
    refreshing = true;
    try {
      const response = await fetch(config.pictureUrl, { cache: "no-store" });
      if (response.ok) {
        const fresh = (await response.json()) as OverlayPicture;
        offset.learn(Date.parse(fresh.server_time));
        const keep = (bout: OverlayBout | null) => {
          const known = [picture.current, picture.next].find(
            (old) =>
              old &&
              bout &&
              old.id === bout.id &&
              old.state &&
              (!bout.state || old.state.last_event_id > bout.state.last_event_id),
          );
          if (bout && known) bout.state = known.state;
          return bout;
        };
        fresh.current = keep(fresh.current);
        picture = fresh;
        draw();
      } else setTimeout(() => void refresh(), 3_000);
    } catch {
      setTimeout(() => void refresh(), 3_000);
    } finally {
      refreshing = false;
      if (refreshAgain) {
        refreshAgain = false;
        void refresh();
      }
    }
  }

  function onBout(event: MessageEvent<string>) {
    if (event.lastEventId) lastId = Math.max(lastId, Number(event.lastEventId));
    const message = JSON.parse(event.data) as {
      bout_id: string;
      team_match_id: string;
      state: NonNullable<OverlayBout["state"]>;
    };
    if (!picture.team_match_ids.includes(message.team_match_id)) {
      // A team match added since the picture was read may be this tournament's: the picture knows.
      if (picture.match === null) void refresh();
      return;
    }
    const state = message.state;
    offset.learn(Date.parse(state.server_time));
    if (picture.next && picture.next.id === message.bout_id && state.status === "live") {
      // The next bout starts: it is on the mat now (the re-read brings the bout after it).
      picture.current = { ...picture.next, status: "live", state };
      picture.next = null;
      draw();
      void refresh();
      return;
    }
    const bout = picture.current && picture.current.id === message.bout_id ? picture.current : null;
    if (!bout) {
      void refresh();
      return;
    }
    if (bout.state && state.last_event_id < bout.state.last_event_id) return;
    const ended = state.status === "completed" && bout.state?.status !== "completed";
    bout.state = state;
    bout.status = state.status;
    if (ended) {
      showResult(bout);
      void refresh();
    }
    draw();
  }

  function connect() {
    source?.close();
    const url = `${config.streamUrl}?last_event_id=${lastId}`;
    const stream = new EventSource(url);
    source = stream;
    stream.addEventListener("hello", (event) => {
      const hello = JSON.parse((event as MessageEvent<string>).data) as { server_time: string };
      offset.learn(Date.parse(hello.server_time));
    });
    // The heartbeat carries the server's time too: a fresh reading while nothing is scored.
    stream.addEventListener("time", (event) => {
      const beat = JSON.parse((event as MessageEvent<string>).data) as { server_time: string };
      offset.learn(Date.parse(beat.server_time));
    });
    stream.addEventListener("bout", (event) => onBout(event as MessageEvent<string>));
    stream.addEventListener("reset", () => void refresh());
    // A bout or team match of this picture deleted in the admin: read the picture again.
    stream.addEventListener("removed", (event) => {
      const removed = JSON.parse((event as MessageEvent<string>).data) as { team_match_id: string };
      if (picture.team_match_ids.includes(removed.team_match_id)) void refresh();
    });
    stream.addEventListener("open", () => void refresh());
    stream.addEventListener("error", () => {
      // The browser retries a dropped connection itself; one it gave up on (an error answer) is opened again here.
      if (stream.readyState === EventSource.CLOSED && source === stream)
        setTimeout(connect, 2_000 + Math.random() * 3_000);
    });
  }

  draw();
  setInterval(tick, 200);
  setInterval(() => void refresh(), 30_000);
  connect();
}
