import { describe, expect, it } from "vitest";
import { DEMO_ATHLETES, DEMO_NEWS, DEMO_TEAMS, DEMO_TOURNAMENTS } from "./demo-content.ts";
import { DEMO_ATHLETE_NAMES_RU, DEMO_TEAM_NAMES_RU } from "./demo-names-ru.ts";

/** Russian text: mostly Cyrillic letters (names of people and teams stay in Latin letters inside it). */
const russian = (text: string | undefined) =>
  ((text ?? "").match(/\p{Script=Cyrillic}/gu)?.length ?? 0) / ((text ?? "").match(/\p{L}/gu)?.length || 1) > 0.3;

describe("the demo league's Russian text", () => {
  it("every tournament has a Russian title and description, and a Russian prize pool and venue wherever it has English ones", () => {
    const missing = DEMO_TOURNAMENTS.flatMap((t) =>
      [
        russian(t.title_ru) ? [] : [`${t.title}: title`],
        russian(t.description_ru) ? [] : [`${t.title}: description`],
        Boolean(t.prize_pool_ru) === Boolean(t.prize_pool) &&
        (t.prize_pool_ru ?? "").replace(/\D/g, "") === (t.prize_pool ?? "").replace(/\D/g, "")
          ? []
          : [`${t.title}: prize pool`],
        t.venue_details
          ? russian(t.venue_details_ru)
            ? []
            : [`${t.title}: venue`]
          : t.venue_details_ru
            ? [`${t.title}: venue without English`]
            : [],
      ].flat(),
    );
    expect(missing).toEqual([]);
  });

  it("every news item has a Russian title and body (a body the seed writes from its data: demo-stories.test.ts)", () => {
    expect(
      DEMO_NEWS.filter((item) => !russian(item.title_ru) || (!item.story && !russian(item.content_ru))).map(
        (item) => item.title,
      ),
    ).toEqual([]);
  });

  it("every athlete bio has its Russian version", () => {
    expect(DEMO_ATHLETES.filter((a) => Boolean(a.bio) !== russian(a.bio_ru)).map((a) => a.name)).toEqual([]);
  });

  it("every team and athlete has a name in Cyrillic letters alone, one each, and no name is left over", () => {
    const cyrillicOnly = (name: string | undefined) => /^[\p{Script=Cyrillic}’ -]+$/u.test(name ?? "");
    const teams = DEMO_TEAMS.map((team) => team.name);
    const athletes = DEMO_ATHLETES.map((athlete) => athlete.name);
    expect(teams.filter((name) => !cyrillicOnly(DEMO_TEAM_NAMES_RU[name]))).toEqual([]);
    expect(athletes.filter((name) => !cyrillicOnly(DEMO_ATHLETE_NAMES_RU[name]))).toEqual([]);
    expect(Object.keys(DEMO_TEAM_NAMES_RU).sort()).toEqual([...teams].sort());
    expect(Object.keys(DEMO_ATHLETE_NAMES_RU).sort()).toEqual([...athletes].sort());
    expect(new Set(Object.values(DEMO_ATHLETE_NAMES_RU)).size).toBe(athletes.length);
    expect(DEMO_ATHLETE_NAMES_RU["Bekzod Rakhimov"]).toBe("Бекзод Рахимов");
    expect(DEMO_TEAM_NAMES_RU["Siberian Bears"]).toBe("Сибирские медведи");
  });
});
