// 1200×630 link-preview cards for tournaments, athletes and the league, drawn as SVG and rendered to PNG by sharp.
import crypto from "node:crypto";
import sharp from "sharp";
import { getI18n } from "../app/i18n/i18n.ts";
import { countryName } from "../app/lib/flags.ts";
import { formatEventDate, formatEventTime } from "../app/lib/format.ts";
import type { Lang } from "../app/lib/language.ts";
import type { TournamentStatus, WeightClass } from "../app/lib/league-constants.ts";
import { SHARE_IMAGE_HEIGHT as HEIGHT, SHARE_IMAGE_WIDTH as WIDTH } from "../app/lib/seo.ts";
import { escapeXml } from "../app/lib/xml.ts";

/** Bump when the drawing changes, so cached cards and ETags are renewed. */
const DESIGN_VERSION = 1;
const CACHE_SIZE = 256;

// librsvg reads fonts through fontconfig, not web fonts: Liberation Sans Narrow Bold is the closest installed
// face to the site's Oswald and has Cyrillic; DejaVu Sans Condensed is the fallback.
const FONT = "'Liberation Sans Narrow', 'DejaVu Sans Condensed', 'DejaVu Sans', sans-serif";
const COLORS = {
  background: "#0c0c0f",
  panel: "#16161b",
  text: "#fafafa",
  muted: "#a1a1aa",
  primary: "#dc2626",
  gold: "#e8b84a",
};
const STATUS_COLORS: Record<TournamentStatus, string> = { upcoming: "#2563eb", live: "#dc2626", completed: "#52525b" };

const translate = (lang: Lang) => getI18n(lang).t;

/** Word wrap by an estimate of the face's width (condensed bold capitals ≈ 0.5 em); a word too long is cut. */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.5)));
  const lines: string[] = [];
  let current = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= perLine) current = candidate;
    else {
      if (current) lines.push(current);
      current = word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/** The biggest title size (of three) that fits in `maxLines`. */
function titleLines(text: string, maxWidth: number, sizes: number[], maxLines: number) {
  for (const size of sizes) {
    const lines = wrapText(text, size, maxWidth, Number.MAX_SAFE_INTEGER);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes[sizes.length - 1]!;
  return { size, lines: wrapText(text, size, maxWidth, maxLines) };
}

function textEl(x: number, y: number, size: number, fill: string, content: string, extra = "") {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;
}

function frame(brandName: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="glow" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLORS.primary}" stop-opacity="0.28"/><stop offset="0.55" stop-color="${COLORS.background}" stop-opacity="0"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<rect x="72" y="64" width="56" height="8" fill="${COLORS.primary}"/>
${textEl(72, 118, 30, COLORS.text, brandName.toUpperCase(), 'letter-spacing="3"')}
${body}
<rect y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="${COLORS.primary}"/>
</svg>`;
}

export interface TournamentCard {
  title: string;
  event_date: Date;
  time_zone: string;
  location_city: string;
  location_country: string;
  status: TournamentStatus;
}

export function tournamentCardSvg(card: TournamentCard, lang: Lang, brandName: string): string {
  const t = translate(lang);
  const status = t(`common:status.${card.status}`).toUpperCase();
  const badgeWidth = Math.round(status.length * 17 + 56);
  const { size, lines } = titleLines(card.title.toUpperCase(), WIDTH - 144, [88, 72, 60], 3);
  const titleTop = 250;
  const title = lines
    .map((line, index) => textEl(72, titleTop + index * size * 1.08, size, COLORS.text, line))
    .join("\n");
  const factsY = Math.max(titleTop + (lines.length - 1) * size * 1.08 + 90, 470);
  const date = `${formatEventDate(card, lang, "detail")} · ${formatEventTime(card, lang)}`;
  const place = `${card.location_city}, ${card.location_country}`;
  return frame(
    brandName,
    `<rect x="${WIDTH - 72 - badgeWidth}" y="70" width="${badgeWidth}" height="54" rx="27" fill="${STATUS_COLORS[card.status]}"/>
${textEl(WIDTH - 72 - badgeWidth / 2, 107, 28, "#ffffff", status, 'text-anchor="middle" letter-spacing="2"')}
${title}
<rect x="72" y="${factsY - 30}" width="8" height="36" fill="${COLORS.primary}"/>
${textEl(96, factsY, 40, COLORS.text, date)}
${textEl(96, factsY + 58, 36, COLORS.muted, place)}`,
  );
}

export interface AthleteCard {
  full_name: string;
  country: string;
  weight_class: WeightClass;
  wins: number;
  losses: number;
  rating_elo: number;
  win_streak: number;
  team: { name: string } | null;
}

export function athleteCardSvg(card: AthleteCard, lang: Lang, brandName: string): string {
  const t = translate(lang);
  const { size, lines } = titleLines(card.full_name.toUpperCase(), WIDTH - 144, [96, 80, 64], 2);
  const name = lines.map((line, index) => textEl(72, 300 + index * size * 1.05, size, COLORS.text, line)).join("\n");
  const subtitle = [card.team?.name, t(`common:weightClass.${card.weight_class}`)].filter(Boolean).join(" · ");
  const stats = [
    { label: t("seo:share.record"), value: `${card.wins}–${card.losses}` },
    { label: t("seo:share.elo"), value: String(card.rating_elo), accent: true },
    { label: t("seo:share.streak"), value: String(card.win_streak) },
  ];
  const statsSvg = stats
    .map((stat, index) => {
      const x = 72 + index * 280;
      return `<rect x="${x}" y="430" width="252" height="140" rx="14" fill="${COLORS.panel}" stroke="${stat.accent ? COLORS.gold : "#27272a"}" stroke-width="2"/>
${textEl(x + 28, 474, 24, COLORS.muted, stat.label.toUpperCase(), 'letter-spacing="2"')}
${textEl(x + 28, 546, 64, stat.accent ? COLORS.gold : COLORS.text, stat.value)}`;
    })
    .join("\n");
  // Emoji flags do not render here: the country code on a badge stands in for the flag.
  const code = card.country.toUpperCase();
  return frame(
    brandName,
    `<rect x="72" y="160" width="118" height="58" rx="8" fill="${COLORS.text}"/>
${textEl(131, 202, 34, COLORS.background, code, 'text-anchor="middle" letter-spacing="2"')}
${textEl(208, 202, 34, COLORS.muted, countryName(card.country, lang) ?? code)}
${name}
${textEl(72, 300 + (lines.length - 1) * size * 1.05 + 60, 34, COLORS.muted, subtitle.toUpperCase(), 'letter-spacing="1"')}
${statsSvg}`,
  );
}

export function siteCardSvg(brandName: string, tagline: string): string {
  const { size, lines } = titleLines(brandName.toUpperCase(), WIDTH - 144, [110, 90, 72], 2);
  const title = lines.map((line, index) => textEl(72, 300 + index * size * 1.05, size, COLORS.text, line)).join("\n");
  const taglineLines = wrapText(tagline, 38, WIDTH - 144, 2)
    .map((line, index) => textEl(72, 300 + (lines.length - 1) * size * 1.05 + 90 + index * 52, 38, COLORS.muted, line))
    .join("\n");
  return frame(brandName, `${title}\n${taglineLines}`);
}

export async function renderPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}

/** Identifies one rendering: the record's version, the language and the design. Also the card's ETag. */
export function shareImageKey(parts: (string | number)[]): string {
  return crypto
    .createHash("sha1")
    .update([DESIGN_VERSION, ...parts].join("|"))
    .digest("base64url");
}

// Recently drawn cards: rendering costs ~50 ms, a preview burst asks for the same few cards many times.
const cache = new Map<string, Buffer>();

export async function cachedPng(key: string, draw: () => string): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const png = await renderPng(draw());
  cache.set(key, png);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return png;
}
