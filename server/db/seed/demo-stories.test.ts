// The demo league agrees with itself: every team, athlete, score, hold, time, round, weight class, team count and
// format that a demo news story (title and body, English and Russian), an event's description or an athlete's bio
// names is read back out of the text and checked against the seeded data. The text is read as a reader reads it — by
// the names the data has (teams and athletes in both scripts, Russian words in any case), not by any list the stories
// keep of their own claims — so a story written by hand and one written by the seed are checked alike.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { glossaryViolations } from "../../../app/i18n/glossary.ts";
import { WEIGHT_CLASSES, type WeightClass } from "../../../app/lib/league-constants.ts";
import { TECHNIQUES_RU } from "../../../app/lib/results/techniques.ts";
import type { DatabaseHandle } from "../client.server.ts";
import { athletes, bouts, news, teamMatches, teams, tournaments } from "../schema.ts";
import { openTestDatabase, TEST_ENGINES } from "../testing.ts";
import { DEMO_ATHLETES } from "./demo-content.ts";
import { seedDemoLeague } from "./demo.server.ts";

const TODAY = new Date("2026-11-22T16:20:00Z");

type Team = typeof teams.$inferSelect;
type Athlete = typeof athletes.$inferSelect;
type Tournament = typeof tournaments.$inferSelect;
type Bout = typeof bouts.$inferSelect;
type Match = typeof teamMatches.$inferSelect & { bouts: Bout[] };
type Lang = "en" | "ru";

/** Shorter names a story may use for an event (the whole title is always one). */
const EVENT_ALIASES: Record<string, string[]> = {
  "Tokyo Grand Prix": ["Grand Prix", "Гран-при"],
  "Pacific Rumble": ["Rumble"],
};
const NUMBERS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  семь: 7,
  восемь: 8,
};
const ROUNDS: [RegExp, number][] = [
  [/first|перв/, 1],
  [/second|втор/, 2],
  [/third|трет/, 3],
  [/fourth|четв[её]рт/, 4],
  [/fifth|пят/, 5],
];
const CLASS_WORDS: Record<WeightClass, { en: string; ru: string }> = {
  featherweight: { en: "featherweight", ru: "полул[её]гк\\p{L}*\\s+вес\\p{L}*|полулегковес\\p{L}*" },
  lightweight: { en: "lightweight", ru: "л[её]гк\\p{L}*\\s+вес\\p{L}*|легковес\\p{L}*" },
  middleweight: { en: "middleweight", ru: "средн\\p{L}*\\s+вес\\p{L}*|средневес\\p{L}*" },
  light_heavyweight: { en: "light[ -]heavyweight", ru: "полутяж[её]л\\p{L}*\\s+вес\\p{L}*|полутяжеловес\\p{L}*" },
  heavyweight: { en: "heavyweight", ru: "тяж[её]л\\p{L}*\\s+вес\\p{L}*|тяжеловес\\p{L}*" },
};
const FORMATS: Record<string, { en: string; ru: string }> = {
  round_robin: { en: "round[ -]robin", ru: "кругов\\p{L}*" },
  semifinal: { en: "semi-?finals?", ru: "полуфинал\\p{L}*" },
  final: { en: "finals?", ru: "финал\\p{L}*" },
  bracket: { en: "bracket", ru: "сетк\\p{L}*" },
  one_night: { en: "single[ -]night|same night|one night", ru: "в тот же вечер|на один вечер|за один вечер" },
  best_of_three: { en: "best of three", ru: "до двух побед" },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A Russian word in any case: its stem and any ending. */
const stem = (word: string) =>
  `${escape(word.length >= 6 ? word.slice(0, -2) : word.length >= 4 ? word.slice(0, -1) : word)}\\p{L}*`;
const russianPhrase = (phrase: string) =>
  (phrase.match(/[\p{L}’'-]+/gu) ?? []).map((word) => stem(word)).join("[^\\p{L}]+");
const englishPhrase = (phrase: string) =>
  phrase
    .split(/[\s-]+/)
    .map(escape)
    .join("[\\s-]+");
const word = (source: string, flags = "u") => new RegExp(`(?<![\\p{L}\\d])(?:${source})(?![\\p{L}])`, flags);

type Kind = "team" | "athlete" | "event" | "class" | "technique" | "format" | "count" | "time" | "round" | "score";
interface Mention {
  kind: Kind;
  key: string;
  /** A score's two numbers, a time's seconds, a round's or a count's number. */
  value?: number[];
}

interface League {
  teams: Team[];
  athletes: Athlete[];
  tournaments: Tournament[];
  matches: Match[];
}

function vocabulary(league: League, lang: Lang): { kind: Kind; key: string; pattern: RegExp }[] {
  const entries: { kind: Kind; key: string; pattern: RegExp }[] = [];
  for (const team of league.teams) {
    if (lang === "en") {
      entries.push({ kind: "team", key: team.id, pattern: word(escape(team.name), "gu") });
      // "the Bears' anchor": a team by its last word.
      entries.push({ kind: "team", key: team.id, pattern: word(escape(team.name.split(" ").at(-1)!), "gu") });
    } else entries.push({ kind: "team", key: team.id, pattern: word(russianPhrase(team.name_ru!), "giu") });
  }
  for (const athlete of league.athletes) {
    if (lang === "en") {
      entries.push({ kind: "athlete", key: athlete.id, pattern: word(escape(athlete.full_name), "gu") });
      entries.push({
        kind: "athlete",
        key: athlete.id,
        pattern: word(escape(athlete.full_name.split(" ").at(-1)!), "gu"),
      });
    } else {
      const name = athlete.full_name_ru!;
      entries.push({ kind: "athlete", key: athlete.id, pattern: word(russianPhrase(name), "gu") });
      const surname = name.split(" ").at(-1)!;
      if (surname.length >= 6) entries.push({ kind: "athlete", key: athlete.id, pattern: word(stem(surname), "gu") });
    }
  }
  for (const event of league.tournaments) {
    const names = [lang === "en" ? event.title : event.title_ru!, ...(EVENT_ALIASES[event.title] ?? [])].filter(
      (name) => /\p{Script=Cyrillic}/u.test(name) === (lang === "ru"),
    );
    for (const name of names)
      entries.push({
        kind: "event",
        key: event.id,
        pattern: word(lang === "en" ? englishPhrase(name) : russianPhrase(name), "giu"),
      });
  }
  for (const weightClass of WEIGHT_CLASSES) {
    entries.push({ kind: "class", key: weightClass, pattern: word(CLASS_WORDS[weightClass][lang], "giu") });
  }
  for (const [english, russian] of Object.entries(TECHNIQUES_RU)) {
    const source =
      lang === "en" ? englishPhrase(english).replace(/\[\\s-\]\+choke$/, "(?:[\\s-]+choke)?") : russianPhrase(russian);
    entries.push({ kind: "technique", key: english.toLowerCase(), pattern: word(source, "giu") });
  }
  for (const [key, sources] of Object.entries(FORMATS))
    entries.push({ kind: "format", key, pattern: word(sources[lang], "giu") });
  return entries;
}

/** What one sentence names, each stretch of text read once (the longest name wins: «треугольник руками» is not «треугольник»). */
function readSentence(sentence: string, entries: ReturnType<typeof vocabulary>, lang: Lang): Mention[] {
  const found: { start: number; end: number; mention: Mention }[] = [];
  for (const entry of entries)
    for (const match of sentence.matchAll(entry.pattern))
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        mention: { kind: entry.kind, key: entry.key },
      });
  const numbers: [RegExp, (match: RegExpMatchArray) => Mention][] = [
    [
      lang === "en" ? /\bat (\d{1,2}):(\d{2})\b/g : /(?<!\p{L})на (\d{1,2}):(\d{2})(?!\d)/gu,
      (m) => ({ kind: "time", key: "time", value: [Number(m[1]) * 60 + Number(m[2])] }),
    ],
    [
      /(?<![\d:])(\d{1,2})\s*[–:-]\s*(\d{1,2})(?![\d:]|[-\s]?(?:second|minute|hour))/g,
      (m) => ({ kind: "score", key: "score", value: [Number(m[1]), Number(m[2])] }),
    ],
    [
      lang === "en"
        ? /\b(first|second|third|fourth|fifth) round\b/gi
        : /(?<!\p{L})(перв|втор|трет|четв[её]рт|пят)\p{L}* раунд/giu,
      (m) => ({
        kind: "round",
        key: "round",
        value: [ROUNDS.find(([pattern]) => pattern.test(m[1]!.toLowerCase()))![1]],
      }),
    ],
    [
      lang === "en"
        ? /\b(two|three|four|five|six|seven|eight|\d+)(?: [a-z-]+)? teams\b/gi
        : /(?<!\p{L})(два|две|три|четыре|пять|шесть|семь|восемь|\d+)(?:\s+\p{L}+)?\s+команд/giu,
      (m) => ({ kind: "count", key: "teams", value: [NUMBERS[m[1]!.toLowerCase()] ?? Number(m[1])] }),
    ],
  ];
  for (const [pattern, mention] of numbers)
    for (const match of sentence.matchAll(pattern))
      found.push({ start: match.index!, end: match.index! + match[0].length, mention: mention(match) });
  found.sort((x, y) => x.start - y.start || y.end - y.start - (x.end - x.start));
  const kept: typeof found = [];
  for (const item of found)
    if (!kept.some((other) => item.start < other.end && other.start < item.end)) kept.push(item);
  // A time is read as a time, never as a score.
  return kept.map((item) => item.mention);
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?»])\s+(?=[\p{Lu}«"])/u);

interface Story {
  label: string;
  text: Record<Lang, string>;
  /** The event a description describes. */
  about?: Tournament;
  published?: Date;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
const HOME = { en: /\bhome\b/i, ru: /дома|домашн|при своих зрителях/i };
/** "after the Pacific Rumble", «после «Тихоокеанской битвы»»: the words right before an event's name. */
const AFTER = { en: /\bafter (?:the )?$/i, ru: /(?<!\p{L})после «?$/iu };
const AHEAD = { en: /\b(?:ahead of|before) (?:the )?$/i, ru: /(?<!\p{L})(?:перед|до) «?$/iu };

/** Every way a story's text disagrees with the data, as sentences a person can act on. */
function contradictions(league: League, story: Story, lang: Lang): string[] {
  const entries = vocabulary(league, lang);
  const text = story.text[lang];
  const sentences = sentencesOf(text).map((sentence) => ({
    sentence,
    mentions: readSentence(sentence, entries, lang),
  }));
  const all = sentences.flatMap((s) => s.mentions);
  const keys = (mentions: Mention[], kind: Kind) => [
    ...new Set(mentions.filter((m) => m.kind === kind).map((m) => m.key)),
  ];
  const teamById = (id: string) => league.teams.find((team) => team.id === id)!;
  const athleteById = (id: string) => league.athletes.find((athlete) => athlete.id === id)!;
  const events = [...new Set([...(story.about ? [story.about.id] : []), ...keys(all, "event")])].map(
    (id) => league.tournaments.find((event) => event.id === id)!,
  );
  const card = league.matches.filter((match) => events.some((event) => event.id === match.tournament_id));
  const cardTeams = new Set(
    card.flatMap((match) => [match.home_team_id, match.away_team_id]).filter((id): id is string => id !== null),
  );
  const storyTeams = keys(all, "team");
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${story.label} (${lang}): ${problem}`);

  // Teams: on the card of the event the story is about; a description naming two or more names the whole card.
  for (const id of storyTeams)
    if (card.length > 0 && !cardTeams.has(id))
      say(`names ${teamById(id).name}, not on the card of ${events.map((e) => e.title)}`);
  if (story.about && card.length > 0 && storyTeams.length >= 2) {
    const named = new Set(storyTeams);
    const missing = [...cardTeams].filter((id) => !named.has(id)).map((id) => teamById(id).name);
    if (missing.length > 0) say(`names ${storyTeams.map((id) => teamById(id).name)} but the card also has ${missing}`);
  }
  // "At home": the first team named is from the event's city.
  if (HOME[lang].test(text) && events.length > 0) {
    const host = storyTeams[0] ? teamById(storyTeams[0]) : undefined;
    if (!host || !events.some((event) => event.location_city === host.city))
      say(
        `says a team is at home, but ${host ? `${host.name} is not from` : "names no team from"} ${events.map((e) => e.location_city)}`,
      );
  }
  // Athletes: of a team the story names, or fought at its event.
  for (const id of keys(all, "athlete")) {
    const athlete = athleteById(id);
    const fought = card.some((match) => match.bouts.some((b) => b.athlete_a_id === id || b.athlete_b_id === id));
    if (!fought && !storyTeams.includes(athlete.team_id!))
      say(
        `names ${athlete.full_name}, of ${teamById(athlete.team_id!).name}, with ${storyTeams.map((t) => teamById(t).name)}`,
      );
  }
  // Team counts and formats: what the event's card is.
  for (const mention of all.filter((m) => m.kind === "count"))
    if (card.length > 0 && mention.value![0] !== cardTeams.size)
      say(`speaks of ${mention.value![0]} teams; the card has ${cardTeams.size}`);
  const stages = new Set(card.map((match) => match.stage));
  for (const key of keys(all, "format")) {
    if (card.length === 0) continue;
    const wrong =
      (key === "round_robin" && !stages.has("round_robin")) ||
      (key === "semifinal" && !stages.has("semifinal")) ||
      (key === "final" && !stages.has("final")) ||
      (key === "bracket" && stages.has("round_robin")) ||
      (key === "one_night" &&
        new Set(
          card.map((m) => {
            const event = events.find((e) => e.id === m.tournament_id)!;
            return format(new TZDate((m.scheduled_at ?? event.event_date).getTime(), event.time_zone), "yyyy-MM-dd");
          }),
        ).size > 1) ||
      (key === "best_of_three" &&
        card.some((m) => m.status === "completed" && (m.bouts.length > 3 || wins(m, m.winner_team_id!) !== 2)));
    if (wrong) say(`calls its format "${key}"; the card's stages are ${[...stages]}`);
  }
  // Results: a story that tells one is published after the event; one "ahead of" it, before it is over.
  if (story.published) {
    for (const event of events) {
      const tellsResult = all.some((m) => ["score", "technique", "time", "round"].includes(m.kind));
      const before = (words: RegExp) =>
        entries
          .filter((entry) => entry.kind === "event" && entry.key === event.id)
          .some((entry) => [...text.matchAll(entry.pattern)].some((m) => words.test(text.slice(0, m.index))));
      if ((tellsResult || before(AFTER[lang])) && story.published <= event.event_date)
        say(`is published before ${event.title} took place`);
      if (before(AHEAD[lang]) && event.status === "completed" && story.published > event.event_date)
        say(`is "ahead of" ${event.title}, published after it`);
    }
  }

  for (const { sentence, mentions } of sentences) {
    const athletesNamed = keys(mentions, "athlete");
    const teamsNamed = keys(mentions, "team");
    const classes = keys(mentions, "class");
    const techniques = keys(mentions, "technique");
    const times = mentions.filter((m) => m.kind === "time").map((m) => m.value![0]!);
    const rounds = mentions.filter((m) => m.kind === "round").map((m) => m.value![0]!);
    // A score "on points" is a bout's (the winner's first); any other, a team match's.
    const onPoints = (lang === "en" ? /\bon points\b/i : /по очкам/i).test(sentence);
    const allScores = mentions.filter((m) => m.kind === "score").map((m) => m.value!);
    const scores = onPoints ? allScores : [];
    const teamScores = onPoints ? [] : allScores;
    const matches = card.filter((m) => teamsNamed.every((id) => m.home_team_id === id || m.away_team_id === id));
    const inStage = keys(mentions, "format").includes("final") ? matches.filter((m) => m.stage === "final") : matches;
    // A hold, a time, a round, or an athlete's points: one bout's facts.
    const boutFacts =
      techniques.length + times.length + rounds.length > 0 || (athletesNamed.length > 0 && scores.length > 0);
    if (boutFacts) {
      // One bout has every fact the sentence gives: its winner, class, hold, time, round and points.
      const fits = inStage
        .flatMap((m) => m.bouts)
        .some((b) => {
          const aWon = b.winner_id === b.athlete_a_id;
          return (
            b.status === "completed" &&
            (athletesNamed.length === 0 || athletesNamed.includes(b.winner_id!)) &&
            classes.every((c) => c === b.weight_class) &&
            techniques.every((t) => t === b.technique?.toLowerCase()) &&
            times.every((t) => t === b.time_seconds) &&
            rounds.every((r) => r === b.round) &&
            scores.every(([x, y]) => x === (aWon ? b.score_a : b.score_b) && y === (aWon ? b.score_b : b.score_a))
          );
        });
      if (!fits) {
        const told = [
          ...athletesNamed.map((id) => athleteById(id).full_name),
          ...classes,
          ...techniques,
          ...times.map(clock),
          ...rounds.map((r) => `round ${r}`),
          ...scores.map((s) => s.join("–")),
        ];
        say(`«${sentence}»: no bout of ${events.map((e) => e.title)} is ${told.join(", ")}`);
      }
    }
    for (const [x, y] of teamScores) {
      const fits = inStage.some(
        (m) =>
          m.status === "completed" &&
          [wins(m, m.home_team_id!), wins(m, m.away_team_id!)].sort().join() === [x, y].sort().join(),
      );
      if (!fits)
        say(
          `«${sentence}»: no team match of ${events.map((e) => e.title)} between ${teamsNamed.map((id) => teamById(id).name)} ended ${x}–${y}`,
        );
    }
    // A weight class beside an athlete: the athlete's.
    for (const weightClass of classes) {
      const named = [...athletesNamed, ...keys(all, "athlete")].map(athleteById);
      if (named.length > 0 && !named.some((athlete) => athlete.weight_class === weightClass))
        say(
          `«${sentence}»: ${weightClass} is not the class of ${named.map((a) => `${a.full_name} (${a.weight_class})`)}`,
        );
      if (
        named.length === 0 &&
        card.length > 0 &&
        !card.some((m) => m.bouts.some((b) => b.weight_class === weightClass))
      )
        say(`«${sentence}»: no ${weightClass} bout on the card`);
    }
  }
  return problems;
}

function wins(match: Match, teamId: string) {
  return match.bouts.filter(
    (b) =>
      b.status === "completed" &&
      (b.team_a_id === teamId ? b.winner_id === b.athlete_a_id : b.winner_id === b.athlete_b_id),
  ).length;
}

/** The same facts in both languages: what the English names, the Russian names. */
function namedFacts(league: League, text: string, lang: Lang) {
  const entries = vocabulary(league, lang);
  return [
    ...new Set(
      sentencesOf(text)
        .flatMap((sentence) => readSentence(sentence, entries, lang))
        .map(
          (m) =>
            `${m.kind}:${m.kind === "athlete" || m.kind === "team" || m.kind === "event" ? m.key : m.value ? m.value.join("-") : m.key}`,
        ),
    ),
  ].sort();
}

describe.each(TEST_ENGINES)("the demo league's stories on %s", (engine) => {
  let handle: DatabaseHandle;
  let league: League;
  let stories: Story[];
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    await seedDemoLeague(handle.db, TODAY);
    const allBouts = await handle.db.select().from(bouts);
    league = {
      teams: await handle.db.select().from(teams),
      athletes: await handle.db.select().from(athletes),
      tournaments: await handle.db.select().from(tournaments),
      matches: (await handle.db.select().from(teamMatches)).map((match) => ({
        ...match,
        bouts: allBouts.filter((b) => b.team_match_id === match.id),
      })),
    };
    stories = [
      ...(await handle.db.select().from(news)).map((item) => ({
        label: `news «${item.title}»`,
        text: { en: `${item.title}. ${item.content}`, ru: `${item.title_ru}. ${item.content_ru}` },
        published: item.published_at,
      })),
      ...league.tournaments.map((event) => ({
        label: `event «${event.title}»`,
        text: { en: event.description ?? "", ru: event.description_ru ?? "" },
        about: event,
      })),
    ];
  });
  afterAll(() => handle?.close());

  it("reads the facts it checks: teams, athletes, events, holds, times, rounds, scores, classes and formats", () => {
    const facts = (text: string, lang: Lang) =>
      sentencesOf(text)
        .flatMap((s) => readSentence(s, vocabulary(league, lang), lang))
        .map((m) => `${m.kind}:${m.value?.join("-") ?? m.key}`);
    const id = (name: string) => league.teams.find((t) => t.name === name)!.id;
    expect(
      facts(
        "The Pacific Sharks beat the Amazon Constrictors 2–1 in the final, with Jake Morrison sealing the decisive match by heel hook at 3:41 of the second round.",
        "en",
      ),
    ).toEqual([
      `team:${id("Pacific Sharks")}`,
      `team:${id("Amazon Constrictors")}`,
      "score:2-1",
      "format:final",
      `athlete:${league.athletes.find((a) => a.full_name === "Jake Morrison")!.id}`,
      "technique:heel hook",
      "time:221",
      "round:2",
    ]);
    expect(
      facts(
        "В финале «Тихоокеанские акулы» обыграли «Амазонских удавов» со счётом 2:1; Джейк Моррисон закончил поединок треугольником руками на 3:41 второго раунда в среднем весе.",
        "ru",
      ),
    ).toEqual([
      "format:final",
      `team:${id("Pacific Sharks")}`,
      `team:${id("Amazon Constrictors")}`,
      "score:2-1",
      `athlete:${league.athletes.find((a) => a.full_name === "Jake Morrison")!.id}`,
      "technique:arm-triangle choke",
      "time:221",
      "round:2",
      "class:middleweight",
    ]);
    expect(facts("The Siberian Bears hosted four invited teams for a single-night bracket.", "en")).toEqual([
      `team:${id("Siberian Bears")}`,
      "count:4",
      "format:one_night",
      "format:bracket",
    ]);
  });

  it("finds the stories' old contradictions (the final, the signing, Bears' Den, London's card)", () => {
    const bearsDen = league.tournaments.find((t) => t.title === "Bears' Den Invitational")!;
    const london = league.tournaments.find((t) => t.title === "London Lock-In")!;
    const check = (story: Story) => [...contradictions(league, story, "en"), ...contradictions(league, story, "ru")];
    expect(
      check({
        label: "final",
        published: TODAY,
        text: {
          en: "Pacific Sharks take the Rumble. The Pacific Sharks beat the Amazon Constrictors 2–1 in the final, with Jake Morrison sealing the decisive match by heel hook at 3:41 of the second round.",
          ru: "«Тихоокеанские акулы» выиграли «Тихоокеанскую битву». Финал: «Тихоокеанские акулы» — «Амазонские удавы» — 2:1. Джейк Моррисон выиграл досрочно: ущемление пятки на 3:41 второго раунда.",
        },
      }),
    ).toHaveLength(4);
    expect(
      check({
        label: "signing",
        text: {
          en: "The Tokyo Ronin have added Hiroshi Sato to their middleweight roster ahead of the Grand Prix.",
          ru: "«Токийские ронины» усилили средний вес: в состав перед Гран-при вошёл Хироси Сато.",
        },
      }),
    ).toHaveLength(4);
    expect(
      check({
        label: "Bears' Den",
        about: bearsDen,
        text: {
          en: "The Siberian Bears hosted four invited teams for a single-night bracket.",
          ru: "«Сибирские медведи» принимали четыре приглашённые команды: сетка на один вечер.",
        },
      }),
    ).toHaveLength(4);
    expect(
      check({
        label: "London",
        about: london,
        text: {
          en: "The Thames Lions defend home mats against the Siberian Bears.",
          ru: "«Львы Темзы» защищают домашний ковёр от «Сибирских медведей».",
        },
      }),
    ).toHaveLength(4);
  });

  it("every news story and event description, in English and Russian, agrees with the data", () => {
    expect(stories.length).toBeGreaterThanOrEqual(14);
    expect(
      stories.flatMap((story) => [...contradictions(league, story, "en"), ...contradictions(league, story, "ru")]),
    ).toEqual([]);
  });

  it("each story names the same facts in English and Russian", () => {
    const differences = stories.flatMap((story) => {
      const [en, ru] = [namedFacts(league, story.text.en, "en"), namedFacts(league, story.text.ru, "ru")];
      return en.join() === ru.join() ? [] : [`${story.label}: EN ${en.join(", ")} / RU ${ru.join(", ")}`];
    });
    expect(differences).toEqual([]);
  });

  it("the final's story names the final's score and every bout's winner, hold, time and round", () => {
    const rumble = league.tournaments.find((t) => t.title === "Pacific Rumble")!;
    const final = league.matches.find((m) => m.tournament_id === rumble.id && m.stage === "final")!;
    const story = stories.find((s) => s.label.includes("Pacific Sharks take the Rumble"))!;
    const told = namedFacts(league, story.text.en, "en");
    expect(told).toContain(
      `score:${wins(final, final.winner_team_id!)}-${final.bouts.length - wins(final, final.winner_team_id!)}`,
    );
    const expected = final.bouts.flatMap((bout) => [
      `athlete:${bout.winner_id}`,
      ...(bout.technique ? [`technique:${bout.technique.toLowerCase()}`] : []),
      ...(bout.method === "submission" ? [`time:${bout.time_seconds}`, `round:${bout.round}`] : []),
    ]);
    expect(expected.filter((fact) => !told.includes(fact))).toEqual([]);
    expect(namedFacts(league, story.text.ru, "ru")).toEqual(told);
    expect(glossaryViolations(story.text.ru)).toEqual([]);
  });

  it("every athlete's bio names the athlete's own team and weight class, if any", () => {
    const problems = DEMO_ATHLETES.flatMap((demo) => {
      const athlete = league.athletes.find((a) => a.full_name === demo.name)!;
      return (["en", "ru"] as const).flatMap((lang) => {
        const text = lang === "en" ? demo.bio : demo.bio_ru;
        if (!text) return [];
        const mentions = sentencesOf(text).flatMap((s) => readSentence(s, vocabulary(league, lang), lang));
        return [
          ...mentions
            .filter((m) => m.kind === "team" && m.key !== athlete.team_id)
            .map(() => `${demo.name} (${lang}): names another team`),
          ...mentions
            .filter((m) => m.kind === "class" && m.key !== athlete.weight_class)
            .map((m) => `${demo.name} (${lang}): says ${m.key}, is ${athlete.weight_class}`),
        ];
      });
    });
    expect(problems).toEqual([]);
  });
});
