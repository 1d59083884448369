// Writes the league's default rules PDF (public/docs/league-rules.pdf), the download a tournament
// page offers when the event has no rules document of its own. A one-page PDF written by hand: no
// dependency, and the same bytes every run. Usage: node scripts/make-rules-pdf.ts
import fs from "node:fs";
import path from "node:path";

type Line = { text: string; font?: "regular" | "bold"; size?: number; gap?: number };

const LINES: Line[] = [
  { text: "LEAGUE RULES", font: "bold", size: 24, gap: 34 },
  { text: "Elite team no-gi grappling - official default rules", size: 11, gap: 30 },
  { text: "MATCH FORMAT", font: "bold", size: 14, gap: 20 },
  { text: "- 3 rounds of 5 minutes." },
  { text: "- No points in the first 2 minutes of a round: only takedowns and penalties count." },
  { text: "- The score resets at the start of each round." },
  { text: "- Victory by submission, points or decision." },
  { text: "- Teams meet in a best-of-three format.", gap: 28 },
  { text: "SCORING", font: "bold", size: 14, gap: 20 },
  { text: "- Takedown: +2 points (first 2 minutes only)" },
  { text: "- Guard pass: +3 points" },
  { text: "- Mount or back control: +4 points" },
  { text: "- Sweep: +2 points" },
  { text: "- Knee on belly: +2 points", gap: 28 },
  { text: "FOULS AND PENALTIES", font: "bold", size: 14, gap: 20 },
  { text: "- Stalling: -1 point (referee's discretion)" },
  { text: "- Fleeing the mat: -1 point" },
  { text: "- Illegal submission: disqualification" },
  { text: "- Excessive aggression: warning, then -1 point, then disqualification" },
  { text: "- Unsportsmanlike conduct: immediate disqualification", gap: 28 },
  { text: "SAFETY AND EQUIPMENT", font: "bold", size: 14, gap: 20 },
  { text: "- No-gi attire: rash guard with shorts or spats; no gi jackets or pants" },
  { text: "- Mouthguard recommended" },
  { text: "- No metal or hard objects: jewellery, piercings, hair clips" },
  { text: "- Fingernails and toenails trimmed short" },
  { text: "- Medical clearance required before competing", gap: 34 },
  { text: "Rules may vary by tournament. Always check the event page for the rules of each event.", size: 10 },
];

/** PDF string literal: backslashes and parentheses escaped; the text is plain ASCII. */
function literal(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`Non-ASCII text in the rules PDF: ${text}`);
  return `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

export function buildRulesPdf(): Buffer {
  const commands: string[] = ["0.78 0.12 0.12 rg", "56 792 483 4 re f", "0 0 0 rg", "BT", "56 750 Td"];
  for (const line of LINES) {
    const font = line.font === "bold" ? "/F2" : "/F1";
    commands.push(`${font} ${line.size ?? 11} Tf`, `${literal(line.text)} Tj`, `0 -${line.gap ?? 17} Td`);
  }
  commands.push("ET");
  const stream = commands.join("\n");

  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`,
    "<< /Title (League Rules) /Producer (scripts/make-rules-pdf.ts) >>",
  ];

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = path.resolve("public/docs/league-rules.pdf");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, buildRulesPdf());
  console.log(target);
}
