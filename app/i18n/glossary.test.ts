import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_NEWS, DEMO_TOURNAMENTS } from "../../server/db/seed/demo-content";
import { GLOSSARY, glossaryViolations } from "./glossary";

const RU_DIR = path.join(import.meta.dirname, "ru");

/** Every string in a JSON tree, with its key path. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
  return [];
}

const russianStrings = fs
  .readdirSync(RU_DIR)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) =>
    strings(JSON.parse(fs.readFileSync(path.join(RU_DIR, file), "utf8")), "").map(([key, text]): [string, string] => [
      `${file.replace(/\.json$/, "")}:${key}`,
      text,
    ]),
  );

describe("the league's Russian glossary", () => {
  it("finds a forbidden variant where there is one", () => {
    expect(glossaryViolations("Атлеты лиги").map((violation) => violation.found)).toEqual(["Атлет"]);
    expect(glossaryViolations("Бой 2").map((violation) => violation.found)).toEqual(["Бой"]);
    expect(glossaryViolations("в оставшихся схватках").map((violation) => violation.found)).toEqual(["схват"]);
    // Every case of the word, the genitive plural «схваток» included (its stem loses the «к»).
    expect(glossaryViolations("Всего схваток").map((violation) => violation.found)).toEqual(["схват"]);
    expect(glossaryViolations("Сабмишн · Heel hook")).toHaveLength(1);
    // Words that only start alike are not variants.
    expect(glossaryViolations("Боевое самбо, бойкий старт, по обоим")).toEqual([]);
  });

  it("holds in every Russian string of the site and the admin", () => {
    expect(russianStrings.length).toBeGreaterThan(500);
    const found = russianStrings.flatMap(([key, text]) =>
      glossaryViolations(text).map((violation) => `${key}: «${violation.found}» (${violation.why})`),
    );
    expect(found).toEqual([]);
  });

  it("holds in the demo league's Russian titles, descriptions and news", () => {
    const texts = [...DEMO_TOURNAMENTS, ...DEMO_NEWS].flatMap((row) =>
      Object.entries(row).filter(([key, value]) => key.endsWith("_ru") && typeof value === "string"),
    );
    expect(texts.length).toBeGreaterThan(20);
    const found = texts.flatMap(([key, text]) =>
      glossaryViolations(text as string).map((violation) => `${key}: «${violation.found}» in «${text}»`),
    );
    expect(found).toEqual([]);
  });

  it("uses each term it names", () => {
    const all = russianStrings.map(([, text]) => text.toLowerCase()).join("\n");
    expect(
      GLOSSARY.filter((term) => !all.includes(term.ru.split(" ")[0]!.slice(0, 5).toLowerCase())).map((term) => term.en),
    ).toEqual([]);
  });
});
