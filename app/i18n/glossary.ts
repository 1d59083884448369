// The league's terms in Russian: one word for one thing on every page and in the admin. glossary.test.ts fails when a
// Russian string (app/i18n/ru/*.json, the demo seed) uses a variant this forbids. docs/i18n.md explains how to add one.

export interface GlossaryTerm {
  en: string;
  ru: string;
  /** Variants that must not appear in Russian text, with why. Matched case-insensitively on whole words' starts. */
  forbidden: { pattern: RegExp; why: string }[];
}

// Whole-word matching for Cyrillic (JavaScript's \b only knows Latin letters).
const word = (stem: string, endings = "") => new RegExp(`(?<!\\p{L})${stem}${endings}(?!\\p{L})`, "iu");
const start = (stem: string) => new RegExp(`(?<!\\p{L})${stem}`, "iu");

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    en: "athlete",
    ru: "спортсмен",
    forbidden: [
      {
        pattern: start("атлет"),
        why: "«атлет» is a weightlifter in everyday Russian; the league says «спортсмен» everywhere",
      },
      { pattern: start("бо(?:е|ё)ц|бойц"), why: "«боец» belongs to MMA and striking; a grappler is «спортсмен»" },
    ],
  },
  {
    en: "bout",
    ru: "поединок",
    forbidden: [
      { pattern: start("схват"), why: "one word for a bout: «поединок»" },
      {
        pattern: word("бо", "(?:й|я|ю|ем|е|и|ёв|ев|ям|ями|ях)"),
        why: "«бой» is a fight in striking sports; a bout is «поединок»",
      },
    ],
  },
  {
    en: "submission (a finish)",
    ru: "болевой или удушающий приём (short: «приём»; a win: «победа приёмом»)",
    forbidden: [{ pattern: start("сабми"), why: "a transliteration; Russian rules say «болевой или удушающий приём»" }],
  },
  {
    en: "team match (three bouts, best of three)",
    ru: "командный матч",
    forbidden: [{ pattern: /командн\S* встреч/iu, why: "a team match is «командный матч»" }],
  },
  { en: "tournament", ru: "турнир", forbidden: [] },
  {
    en: "event (a tournament in the calendar)",
    ru: "событие",
    forbidden: [{ pattern: start("ивент"), why: "a transliteration" }],
  },
  { en: "team", ru: "команда", forbidden: [] },
  {
    en: "weight class",
    ru: "весовая категория",
    forbidden: [{ pattern: /весов\S* класс/iu, why: "Russian says «весовая категория»" }],
  },
  { en: "rating", ru: "рейтинг", forbidden: [] },
  { en: "takedown", ru: "тейкдаун", forbidden: [] },
  { en: "round", ru: "раунд", forbidden: [] },
];

/** Each forbidden variant found in `text`, with its term. */
export function glossaryViolations(text: string): { term: string; found: string; why: string }[] {
  return GLOSSARY.flatMap((term) =>
    term.forbidden.flatMap(({ pattern, why }) => {
      const found = pattern.exec(text);
      return found ? [{ term: term.ru, found: found[0], why }] : [];
    }),
  );
}
