// Draws the demo news images and team logos, the event fallback image, the logo and the favicon. Run once; the output
// is committed. Athletes and events without a picture wear generated art, drawn on request (app/lib/generated-art.ts).
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve("public/images");
await fs.mkdir(path.join(out, "demo"), { recursive: true });

const palettes = [
  ["#3b0d0c", "#d7261e", "#f5c542"],
  ["#0c1a3b", "#1e6fd7", "#e8e8e8"],
  ["#1a0c3b", "#8b1ed7", "#f28b30"],
  ["#0c3b2a", "#1ed78b", "#f2f2f2"],
  ["#2b2b2b", "#d7261e", "#ffffff"],
] as const;

function mat(width: number, height: number, [dark, mid, light]: readonly string[], seed: number) {
  const rings = Array.from({ length: 6 }, (_, i) => {
    const r = (Math.min(width, height) / 2) * (0.3 + i * 0.18);
    return `<circle cx="${width * (0.55 + (seed % 3) * 0.1)}" cy="${height * 0.62}" r="${r}" fill="none" stroke="${light}" stroke-opacity="${0.05 + i * 0.02}" stroke-width="${6 + i * 2}"/>`;
  }).join("");
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.1 + i * 0.2 + (seed % 2) * 0.05);
    return `<polygon points="${x},0 ${x + width * 0.04},0 ${x + width * 0.2},${height} ${x + width * 0.1},${height}" fill="${light}" fill-opacity="0.05"/>`;
  }).join("");
  return `<defs>
      <radialGradient id="g" cx="0.6" cy="0.55" r="0.9"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>
      <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${beams}${rings}
    <rect width="${width}" height="${height}" fill="url(#shade)"/>`;
}

function grappler(cx: number, baseY: number, scale: number, color: string) {
  // Two stylised figures locked in a clinch.
  return `<g fill="${color}" transform="translate(${cx} ${baseY}) scale(${scale})">
    <circle cx="-70" cy="-330" r="42"/><circle cx="70" cy="-330" r="42"/>
    <path d="M-130 -280 Q-70 -300 -20 -270 L30 -180 L-10 -170 L-40 -220 L-60 -100 L-20 0 L-70 0 L-110 -90 L-140 0 L-190 0 L-150 -140 Z"/>
    <path d="M130 -280 Q70 -300 20 -270 L-30 -180 L10 -170 L40 -220 L60 -100 L20 0 L70 0 L110 -90 L140 0 L190 0 L150 -140 Z"/>
  </g>`;
}

async function write(file: string, svg: string, format: "webp" | "png" = "webp") {
  const image = sharp(Buffer.from(svg));
  const buffer =
    format === "webp"
      ? await image.webp({ quality: 72 }).toBuffer()
      : await image.png({ compressionLevel: 9 }).toBuffer();
  await fs.writeFile(path.join(out, file), buffer);
  console.log(file, `${(buffer.length / 1024).toFixed(1)} KB`);
}

for (let i = 0; i < 3; i++) {
  const [w, h] = [960, 540];
  await write(
    `demo/news-${i + 1}.webp`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${mat(w, h, palettes[(i + 2) % 5]!, i + 1)}${grappler(w * 0.5, h, 1.1, "#00000099")}</svg>`,
  );
}
const teams = [
  ["team-wolves", "W", palettes[0]!],
  ["team-bears", "B", palettes[1]!],
  ["team-ronin", "R", palettes[2]!],
] as const;
for (const [name, letter, [dark, mid, light]] of teams) {
  await write(
    `demo/${name}.webp`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <path d="M128 8 232 44v84c0 64-44 106-104 120C68 234 24 192 24 128V44Z" fill="${mid}" stroke="${light}" stroke-width="8"/>
    <path d="M128 28 212 58v70c0 52-36 88-84 100-48-12-84-48-84-100V58Z" fill="${dark}"/>
    <text x="128" y="170" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="120" fill="${light}">${letter}</text></svg>`,
  );
}
await write(
  "event-fallback.webp",
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">${mat(1200, 675, palettes[4]!, 0)}${grappler(720, 660, 1.45, "#000000d9")}</svg>`,
);

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 3 56 11v20c0 15-10 25-24 30C18 56 8 46 8 31V11Z" fill="#d7261e"/><path d="M32 8 51 14.5V31c0 12-8 20.5-19 25-11-4.5-19-13-19-25V14.5Z" fill="#111114"/><path d="M20 22h8l4 8 4-8h8l-8 13 8 13h-8l-4-8-4 8h-8l8-13Z" fill="#f2f2f2"/></svg>`;
await fs.writeFile(path.join(out, "logo.svg"), logo);
const png = await sharp(Buffer.from(logo)).resize(48, 48).png().toBuffer();
// An .ico file may carry a PNG: a 6-byte header, one 16-byte directory entry, then the image.
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(48, 6);
header.writeUInt8(48, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
await fs.writeFile(path.resolve("public/favicon.ico"), Buffer.concat([header, png]));
console.log("favicon.ico, logo.svg");
