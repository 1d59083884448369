// Generated art for an athlete or an event without a picture of its own: small SVGs drawn from the record's id, the
// same every time (the id is the seed), different from one record to the next (palette, light, mat and figure all vary).
// The server answers them at /art/… (server/art.server.ts), cached for a year; nothing is stored. They carry no words,
// so they read the same on English and Russian pages; the page prints the name beside them (docs/i18n.md).

/** The URL path's version: bump it when the drawings change, so caches fetch the new ones. */
const VERSION = "v1";
export const ART_KINDS = ["athlete", "event"] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** An id (a UUID, or any short slug) that names a drawing. */
export const ART_SEED = /^[0-9A-Za-z-]{1,64}$/;

export function artUrl(kind: ArtKind, seed: string): string {
  return `/art/${VERSION}/${kind}/${seed}.svg`;
}

/** The event's own image, else the event's generated art. */
export function eventPicture(event: { id: string; image_url: string | null }): string {
  return event.image_url || artUrl("event", event.id);
}

/** FNV-1a: a 32-bit hash, enough to tell ids apart. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A small deterministic stream of numbers in [0, 1) from a seed (mulberry32). */
function stream(seed: string) {
  let state = hash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** [dark, mid, light]: the league's red and its neighbours, each dark enough for white text over it. */
const PALETTES = [
  ["#2a0b0a", "#b3211b", "#f5c542"],
  ["#0b1630", "#1d5fbf", "#e8e8e8"],
  ["#170b30", "#7a1dbf", "#f28b30"],
  ["#0a2e22", "#15a36a", "#f2f2f2"],
  ["#231f1f", "#c0261e", "#ffffff"],
  ["#2e1a05", "#c2620f", "#ffe0a3"],
  ["#05262e", "#0f8aa3", "#d9f7ff"],
  ["#2b0a1f", "#b01d6c", "#ffd1e8"],
] as const;

const round = (value: number) => Math.round(value * 10) / 10;

function background(width: number, height: number, next: () => number) {
  const [dark, mid, light] = PALETTES[Math.floor(next() * PALETTES.length)]!;
  const angle = Math.floor(next() * 360);
  const cx = round(width * (0.25 + next() * 0.5));
  const cy = round(height * (0.45 + next() * 0.3));
  const rings = Array.from({ length: 3 + Math.floor(next() * 4) }, (_, i) => {
    const r = round((Math.min(width, height) / 2) * (0.35 + i * (0.18 + next() * 0.06)));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" stroke-opacity="${round(0.05 + i * 0.025)}" stroke-width="${4 + i * 2}"/>`;
  }).join("");
  const beams = Array.from({ length: 2 + Math.floor(next() * 4) }, () => {
    const x = round(width * next());
    const spread = round(width * (0.05 + next() * 0.15));
    return `<polygon points="${x},0 ${round(x + width * 0.03)},0 ${round(x + spread)},${height} ${round(x - spread)},${height}"/>`;
  }).join("");
  return {
    light,
    svg:
      `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${mid}"/>` +
      `<stop offset="1" stop-color="${dark}"/></linearGradient>` +
      `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-opacity="0"/><stop offset="1" stop-opacity=".7"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<g fill="${light}" fill-opacity=".06">${beams}</g><g fill="none" stroke="${light}">${rings}</g>`,
  };
}

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** A portrait: a figure's head and shoulders, each in its own size and stance, on the athlete's own mat. */
export function athleteArt(seed: string): string {
  const next = stream(`athlete:${seed}`);
  const size = 400;
  const { svg: back } = background(size, size, next);
  const head = round(58 + next() * 16);
  const tilt = round((next() - 0.5) * 16);
  const x = round(size * (0.42 + next() * 0.16));
  const headY = round(150 + next() * 30);
  const shoulders = round(120 + next() * 40);
  const neck = round(headY + head * 0.9);
  const figure =
    `<g fill="#0b0b0e" fill-opacity=".9" transform="rotate(${tilt} ${x} ${size})">` +
    `<circle cx="${x}" cy="${headY}" r="${head}"/>` +
    `<path d="M${round(x - shoulders)} ${size} Q${round(x - shoulders * 0.9)} ${round(neck + 40)} ${x} ${neck} ` +
    `Q${round(x + shoulders * 0.9)} ${round(neck + 40)} ${round(x + shoulders)} ${size}Z"/></g>`;
  return svg(size, size, `${back}${figure}<rect width="${size}" height="${size}" fill="url(#s)"/>`);
}

/** An arena: lights over a mat and two figures locked in a clinch, placed and sized by the event. */
export function eventArt(seed: string): string {
  const next = stream(`event:${seed}`);
  const [width, height] = [1200, 675];
  const { svg: back } = background(width, height, next);
  const x = round(width * (0.3 + next() * 0.4));
  const scale = round(1 + next() * 0.45);
  const lean = round((next() - 0.5) * 14);
  const figures =
    `<g fill="#000" fill-opacity=".8" transform="translate(${x} ${height}) scale(${scale}) rotate(${lean})">` +
    `<circle cx="-70" cy="-330" r="42"/><circle cx="70" cy="-330" r="42"/>` +
    `<path d="M-130 -280Q-70 -300 -20 -270L30 -180L-10 -170L-40 -220L-60 -100L-20 0L-70 0L-110 -90L-140 0L-190 0L-150 -140Z"/>` +
    `<path d="M130 -280Q70 -300 20 -270L-30 -180L10 -170L40 -220L60 -100L20 0L70 0L110 -90L140 0L190 0L150 -140Z"/></g>`;
  return svg(width, height, `${back}${figures}<rect width="${width}" height="${height}" fill="url(#s)"/>`);
}
