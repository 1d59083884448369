import { addDays, subDays } from "date-fns";
import { sql } from "drizzle-orm";
import { WEIGHT_CLASSES } from "../../../app/lib/league-constants.ts";
import type { Database } from "../client.server.ts";
import { athletes, news, teams, tournaments } from "../schema.ts";
import { makeAthlete } from "./factories.ts";
import { createRandom } from "./random.ts";

const FIRST_NAMES = ["Arman", "Dmitry", "Jake", "Oliver", "Kenji", "Lucas", "Yerlan", "Aleksei", "Tyler", "Harry", "Sho", "Gabriel", "Giorgi", "Bekzod", "Timur", "Ivan", "Marcus", "Callum", "Daichi", "Rafael", "Levan", "Sardor", "Nurbol", "Pavel", "Ethan", "Liam", "Ryo", "Thiago", "Mathieu", "Erik", "Magomed", "Noah", "Hiroshi", "Pedro", "Jack", "Ilyas", "Sergei", "Connor", "Yuto", "Mateus", "Ali", "Omar", "Javier", "Marco", "Lukas", "Andrei", "Mikhail", "Samuel", "Kaito", "Diego"];
const LAST_NAMES = ["Nurlanov", "Volkov", "Morrison", "Hughes", "Takahashi", "Ferreira", "Sadykov", "Morozov", "Brooks", "Whitfield", "Yamamoto", "Costa", "Beridze", "Rakhimov", "Akhmetov", "Sokolov", "Reed", "Fraser", "Mori", "Almeida", "Kapanadze", "Yusupov", "Kuznetsov", "Walker", "O'Connor", "Inoue", "Souza", "Laurent", "Lindqvist", "Aliev", "Bennett", "Sato", "Lima", "Thompson", "Omarov", "Pavlov", "Hayes", "Kobayashi", "Oliveira", "Garcia", "Rossi", "Muller", "Novak", "Petrov", "Ivanov", "Kim", "Silva", "Santos", "Nakamura", "Lopez"];
const COUNTRIES = ["KAZ", "RUS", "USA", "GBR", "JPN", "BRA", "GEO", "UZB", "FRA", "SWE", "AUS", "CAN", "IRL", "DEU", "ITA", "ESP", "POL", "KOR", "MEX", "TUR", "ARM", "AZE", "KGZ", "NOR", "FIN", "NLD", "PRT", "UKR", "MNG", "CHN"];
const CITIES: [string, string, string][] = [
  ["Almaty", "Kazakhstan", "Asia/Almaty"], ["Moscow", "Russia", "Europe/Moscow"], ["Las Vegas", "USA", "America/Los_Angeles"],
  ["London", "United Kingdom", "Europe/London"], ["Osaka", "Japan", "Asia/Tokyo"], ["São Paulo", "Brazil", "America/Sao_Paulo"],
  ["Tbilisi", "Georgia", "Asia/Tbilisi"], ["Paris", "France", "Europe/Paris"], ["Sydney", "Australia", "Australia/Sydney"], ["Toronto", "Canada", "America/Toronto"],
];
const BATCH = 1000;

export interface BulkCounts {
  athletes: number;
  tournaments: number;
  news: number;
}

/** Adds generated, internally consistent records in batches; the demo content is left as it is. */
export async function seedBulk(db: Database, counts: BulkCounts, options: { seed?: number; today?: Date; onProgress?: (message: string) => void } = {}) {
  const random = createRandom(options.seed ?? Date.now());
  const today = options.today ?? new Date();
  const progress = options.onProgress ?? (() => {});

  let teamIds = (await db.select({ id: teams.id }).from(teams)).map((team) => team.id);
  if (teamIds.length < 12) {
    const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(teams)) as [{ count: number }];
    const created = await db
      .insert(teams)
      .values(Array.from({ length: 12 }, (_, i) => ({ name: `Generated Team ${count + i + 1}`, country: random.pick(COUNTRIES) })))
      .returning({ id: teams.id });
    teamIds = [...teamIds, ...created.map((team) => team.id)];
  }

  for (let done = 0; done < counts.athletes; done += BATCH) {
    const size = Math.min(BATCH, counts.athletes - done);
    const rows = Array.from({ length: size }, (_, i) =>
      makeAthlete(random, {
        full_name: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        country: random.pick(COUNTRIES),
        weight_class: WEIGHT_CLASSES[(done + i) % WEIGHT_CLASSES.length],
        team_id: random.pick(teamIds),
      }),
    );
    await db.insert(athletes).values(rows);
    progress(`athletes ${done + size}/${counts.athletes}`);
  }

  for (let done = 0; done < counts.tournaments; done += BATCH) {
    const size = Math.min(BATCH, counts.tournaments - done);
    const rows = Array.from({ length: size }, () => {
      const days = random.int(-3650, 365);
      const [city, country, time_zone] = random.pick(CITIES);
      const past = days < 0;
      return {
        title: `${city} ${random.pick(["Open", "Grand Prix", "Invitational", "Clash", "Cup", "Showdown"])} ${random.int(1, 99)}`,
        event_date: days < 0 ? subDays(today, -days) : addDays(today, days),
        time_zone,
        location_city: city,
        location_country: country,
        status: past ? ("completed" as const) : ("upcoming" as const),
        description: "Generated event for load testing.",
        champion_team: past ? `Generated Team ${random.int(1, 12)}` : null,
        runner_up_team: past ? `Generated Team ${random.int(13, 24)}` : null,
        prize_pool: `$${random.int(10, 200)},000`,
      };
    });
    await db.insert(tournaments).values(rows);
    progress(`tournaments ${done + size}/${counts.tournaments}`);
  }

  for (let done = 0; done < counts.news; done += BATCH) {
    const size = Math.min(BATCH, counts.news - done);
    const rows = Array.from({ length: size }, (_, i) => ({
      title: `League bulletin #${done + i + 1}`,
      content: "Generated news item for load testing. ".repeat(random.int(3, 12)).trim(),
      published_at: subDays(today, random.int(1, 3650)),
    }));
    await db.insert(news).values(rows);
    progress(`news ${done + size}/${counts.news}`);
  }
}
