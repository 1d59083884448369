// The demo's news told from its data: a story about a result is written from the bouts the seed recorded, in English
// and Russian, so the story and the results page never disagree (demo-stories.test.ts reads every story back).
import { and, asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { WeightClass } from "../../../app/lib/league-constants.ts";
import { TECHNIQUES_RU } from "../../../app/lib/results/techniques.ts";
import type { Database } from "../client.server.ts";
import { athletes, bouts, teamMatches, teams, tournaments } from "../schema.ts";

/** The stories the seed writes from its data, by the key a DEMO_NEWS item names. */
export const DEMO_STORIES = { "pacific-rumble-final": { tournament: "Pacific Rumble" } } as const;
export type DemoStoryKey = keyof typeof DEMO_STORIES;

const CLASS_EN: Record<WeightClass, string> = {
  featherweight: "featherweight",
  lightweight: "lightweight",
  middleweight: "middleweight",
  light_heavyweight: "light heavyweight",
  heavyweight: "heavyweight",
};
/** «в тяжёлом весе». */
const CLASS_RU_IN: Record<WeightClass, string> = {
  featherweight: "полулёгком",
  lightweight: "лёгком",
  middleweight: "среднем",
  light_heavyweight: "полутяжёлом",
  heavyweight: "тяжёлом",
};
const ROUND_EN = ["first", "second", "third", "fourth", "fifth"];
const ROUND_RU = ["первого", "второго", "третьего", "четвёртого", "пятого"];

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
/** A hold's name inside a sentence: "arm-triangle choke", but "D'Arce choke". */
const inSentence = (name: string) =>
  name[1] === "'" || name[1] === "’" ? name : name[0]!.toLowerCase() + name.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

interface StoryBout {
  weight_class: WeightClass;
  method: string | null;
  technique: string | null;
  round: number | null;
  time_seconds: number | null;
  winner: string;
  winner_ru: string;
  winner_score: number;
  loser_score: number;
}

function boutSentences(bout: StoryBout): { en: string; ru: string } {
  const classEn = CLASS_EN[bout.weight_class];
  const inClassRu = `В ${CLASS_RU_IN[bout.weight_class]} весе`;
  const when =
    bout.round && bout.time_seconds !== null
      ? {
          en: ` at ${clock(bout.time_seconds)} of the ${ROUND_EN[bout.round - 1]} round`,
          ru: ` на ${clock(bout.time_seconds)} ${ROUND_RU[bout.round - 1]} раунда`,
        }
      : { en: "", ru: "" };
  switch (bout.method) {
    case "submission": {
      const hold = inSentence(bout.technique ?? "Submission");
      const holdRu = TECHNIQUES_RU[bout.technique ?? ""];
      return {
        en: `${bout.winner} won the ${classEn} bout with ${article(hold)} ${hold}${when.en}.`,
        ru: `${inClassRu} ${bout.winner_ru} выиграл досрочно: ${holdRu ? inSentence(holdRu) : "болевой или удушающий приём"}${when.ru}.`,
      };
    }
    case "points":
      return {
        en: `${bout.winner} won the ${classEn} bout ${bout.winner_score}–${bout.loser_score} on points.`,
        ru: `${inClassRu} ${bout.winner_ru} выиграл по очкам — ${bout.winner_score}:${bout.loser_score}.`,
      };
    case "dq":
      return {
        en: `${bout.winner} won the ${classEn} bout by disqualification${when.en}.`,
        ru: `${inClassRu} ${bout.winner_ru} выиграл дисквалификацией соперника${when.ru}.`,
      };
    default:
      return {
        en: `${bout.winner} won the ${classEn} bout on the referees' decision.`,
        ru: `${inClassRu} ${bout.winner_ru} выиграл решением судей.`,
      };
  }
}

/** The final of a finished tournament as the seed recorded it: the score, then each bout in card order. */
async function finalStory(tx: Database, title: string): Promise<{ content: string; content_ru: string }> {
  const home = alias(teams, "home");
  const away = alias(teams, "away");
  const [final] = await tx
    .select({ id: teamMatches.id, winner: teamMatches.winner_team_id, home, away })
    .from(teamMatches)
    .innerJoin(tournaments, eq(tournaments.id, teamMatches.tournament_id))
    .innerJoin(home, eq(home.id, teamMatches.home_team_id))
    .innerJoin(away, eq(away.id, teamMatches.away_team_id))
    .where(and(eq(tournaments.title, title), eq(teamMatches.stage, "final")));
  if (!final) throw new Error(`demo story: ${title} has no final`);
  const rows = await tx
    .select({ bout: bouts, winner: athletes })
    .from(bouts)
    .innerJoin(athletes, eq(athletes.id, bouts.winner_id))
    .where(eq(bouts.team_match_id, final.id))
    .orderBy(asc(bouts.bout_order));
  const [winner, loser] = final.winner === final.home.id ? [final.home, final.away] : [final.away, final.home];
  const won = rows.filter(({ bout }) => (bout.team_a_id === winner.id) === (bout.winner_id === bout.athlete_a_id));
  const sentences = rows.map(({ bout, winner: athlete }) => {
    const aWon = bout.winner_id === bout.athlete_a_id;
    return boutSentences({
      weight_class: bout.weight_class,
      method: bout.method,
      technique: bout.technique,
      round: bout.round,
      time_seconds: bout.time_seconds,
      winner: athlete.full_name,
      winner_ru: athlete.full_name_ru ?? athlete.full_name,
      winner_score: (aWon ? bout.score_a : bout.score_b) ?? 0,
      loser_score: (aWon ? bout.score_b : bout.score_a) ?? 0,
    });
  });
  const score = [won.length, rows.length - won.length] as const;
  return {
    content: [
      `The ${winner.name} beat the ${loser.name} ${score[0]}–${score[1]} in the final.`,
      ...sentences.map((sentence) => sentence.en),
    ].join(" "),
    content_ru: [
      `Финал: «${winner.name_ru ?? winner.name}» — «${loser.name_ru ?? loser.name}» — ${score[0]}:${score[1]}.`,
      ...sentences.map((sentence) => sentence.ru),
    ].join(" "),
  };
}

/** The body of a story the seed writes from its data (both languages). */
export function writeDemoStory(tx: Database, key: DemoStoryKey) {
  return finalStory(tx, DEMO_STORIES[key].tournament);
}
