// GET /broadcast/{tournamentId}: the scorebug overlay for OBS or a video mixer. A page of its own (not the React app):
// transparent, laid out in a 1920×1080 frame's title-safe area, with a small inline script (overlay-script.ts) under the
// CSP nonce. GET /broadcast/{tournamentId}/picture answers what the script re-reads. Neither is ever cached.
import { Hono } from "hono";
import { dynamicKey } from "../../app/i18n/keys.ts";
import { getI18n } from "../../app/i18n/i18n.ts";
import { createServerOffset, OFFSET_SAMPLES } from "../../app/lib/live/server-offset.ts";
import { ROUND_SECONDS } from "../../app/lib/results/constants.ts";
import { db } from "../db/database.server.ts";
import { readOverlayPicture } from "./overlay-picture.server.ts";
import { overlayScript, type OverlayConfig } from "./overlay-script.ts";
import { OVERLAY_CSS } from "./overlay-style.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_STORE = { "Cache-Control": "no-store" };
/** Parts `?hide=` can hide (comma-separated). */
export const HIDEABLE_PARTS = [
  "teams",
  "bout",
  "flags",
  "round",
  "clock",
  "penalties",
  "round-score",
  "total",
  "up-next",
  "result",
  "chance",
] as const;
const RESULT_MS = 10_000;

export interface OverlayOptions {
  lang: "en" | "ru";
  left: 0 | 1;
  hide: string[];
}

/** The overlay's options from its URL: `?lang=ru`, `?left=away`, `?hide=clock,penalties`; anything unknown is ignored. */
export function overlayOptions(query: URLSearchParams): OverlayOptions {
  const hide = (query.get("hide") ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase().replaceAll("_", "-"))
    .filter((part): part is (typeof HIDEABLE_PARTS)[number] => (HIDEABLE_PARTS as readonly string[]).includes(part));
  return {
    lang: query.get("lang") === "ru" ? "ru" : "en",
    left: query.get("left") === "away" ? 1 : 0,
    hide: [...new Set(hide)],
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** JSON inside a <script>: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");

const athleteRow = (id: string, strings: { total: string; thisRound: string; penalties: string }) => `
      <div class="row" data-testid="${id}">
        <i class="bar"></i><img class="flag" data-part="flags" alt="" hidden><span class="name"></span>
        <span class="pen" data-part="penalties"><small>${escapeHtml(strings.penalties)}</small><b data-testid="penalties">0</b></span>
        <span class="rnd" data-part="round-score" title="${escapeHtml(strings.thisRound)}"><small>${escapeHtml(strings.thisRound)}</small><b data-testid="round-score">0</b></span>
        <span class="total" data-part="total" title="${escapeHtml(strings.total)}" data-testid="total">0</span>
      </div>`;

const upNextSlot = (id: string) =>
  `<span class="slot" data-testid="${id}"><i class="bar"></i><img class="flag" data-part="flags" alt="" hidden><span class="name"></span></span>`;

export function overlayHtml(
  config: OverlayConfig,
  options: OverlayOptions,
  title: string,
  nonce: string | undefined,
): string {
  const { t } = getI18n(options.lang);
  const s = (key: "title" | "upNext" | "vs" | "final" | "total" | "thisRound" | "penalties" | "winChance") =>
    t(`score:overlay.${key}`);
  const labels = { total: s("total"), thisRound: s("thisRound"), penalties: s("penalties") };
  const hidden = options.hide.map((part) => `hide-${part}`).join(" ");
  const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : "";
  return `<!doctype html>
<html lang="${options.lang}" class="${hidden}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=1920, height=1080">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${s("title")} — ${title}`)}</title>
<style>${OVERLAY_CSS}</style>
</head>
<body>
<main class="frame">
  <section class="bug" data-testid="scorebug">
    <div class="teams" data-testid="teams" data-part="teams">
      <span class="team"><i class="swatch"></i><span data-testid="team-left"></span></span>
      <span class="tscore" data-testid="team-score"></span>
      <span class="team right"><span data-testid="team-right"></span><i class="swatch"></i></span>
    </div>
    <div class="bout" data-testid="bout" data-part="bout">${athleteRow("athlete-left", labels)}${athleteRow("athlete-right", labels)}
      <div class="chance" data-testid="win-chance" data-part="chance">
        <b data-testid="win-chance-left"></b><span class="track"><i data-testid="win-chance-bar-left"></i><i data-testid="win-chance-bar-right"></i></span><b data-testid="win-chance-right"></b>
        <small>${escapeHtml(s("winChance"))}</small>
      </div>
      <div class="meta"><span data-testid="round" data-part="round"></span><span data-testid="clock" data-part="clock"></span></div>
    </div>
  </section>
  <section class="lower" data-testid="up-next" data-part="up-next">
    <span class="label">${escapeHtml(s("upNext"))}</span><span class="num" data-testid="up-next-bout"></span>
    ${upNextSlot("up-next-left")}<span class="vs">${escapeHtml(s("vs"))}</span>${upNextSlot("up-next-right")}
  </section>
  <section class="result" data-testid="result-card" data-part="result">
    <span class="label">${escapeHtml(s("final"))}</span>
    <strong data-testid="result-winner"></strong>
    <span data-testid="result-method"></span>
    <span class="score" data-testid="result-score"></span>
  </section>
</main>
<script${nonceAttribute}>(${overlayScript.toString()})(${scriptJson(config)}, ${createServerOffset.toString()});</script>
</body>
</html>`;
}

function overlayConfig(picture: OverlayConfig["picture"], options: OverlayOptions): OverlayConfig {
  const { t } = getI18n(options.lang);
  const methods = Object.fromEntries(
    ["submission", "points", "decision", "dq", "draw", "no_contest", "forfeit", "cancelled"].map((method) => [
      method,
      t(dynamicKey(`live:methods.${method}`)),
    ]),
  );
  return {
    picture,
    pictureUrl: `/broadcast/${picture.tournament_id}/picture`,
    streamUrl: "/api/v1/live/stream",
    left: options.left,
    resultMs: RESULT_MS,
    offsetSamples: OFFSET_SAMPLES,
    roundSeconds: ROUND_SECONDS,
    strings: {
      round: t("score:overlay.round"),
      goldenScore: t("score:overlay.goldenScore"),
      wins: t("score:overlay.wins"),
      noWinner: t("score:overlay.noWinner"),
      bout: t("score:overlay.bout"),
      methods,
    },
  };
}

export const broadcast = new Hono<{ Variables: { secureHeadersNonce?: string } }>();

broadcast.get("/:tournamentId/picture", async (c) => {
  const id = c.req.param("tournamentId");
  const picture = UUID.test(id) ? await readOverlayPicture(db, id) : null;
  return picture ? c.json(picture, 200, NO_STORE) : c.json({ error: "Not found" }, 404, NO_STORE);
});

broadcast.get("/:tournamentId", async (c) => {
  const id = c.req.param("tournamentId");
  const picture = UUID.test(id) ? await readOverlayPicture(db, id) : null;
  // A wrong id is the operator's mistake: still a transparent page (nothing on air), the reason in its title.
  if (!picture)
    return c.html(
      `<!doctype html><html><head><meta charset="utf-8"><title>No such tournament</title><style>html,body{background:transparent}</style></head><body></body></html>`,
      404,
      NO_STORE,
    );
  const options = overlayOptions(new URL(c.req.url).searchParams);
  const title = (options.lang === "ru" ? picture.title_ru : null) ?? picture.title;
  return c.html(
    overlayHtml(overlayConfig(picture, options), options, title, c.get("secureHeadersNonce")),
    200,
    NO_STORE,
  );
});
