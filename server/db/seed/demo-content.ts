// The demo league's hand-written content. Statistics are generated (see factories.ts).
import type { TournamentStatus } from "../../../app/lib/league-constants.ts";
import type { DemoStoryKey } from "./demo-stories.ts";

export const DEMO_TEAMS = [
  { name: "Steppe Wolves", city: "Almaty", country: "KAZ", logo_url: "/images/demo/team-wolves.webp" },
  { name: "Siberian Bears", city: "Novosibirsk", country: "RUS", logo_url: "/images/demo/team-bears.webp" },
  { name: "Pacific Sharks", city: "San Diego", country: "USA", logo_url: null },
  { name: "Thames Lions", city: "London", country: "GBR", logo_url: null },
  { name: "Tokyo Ronin", city: "Tokyo", country: "JPN", logo_url: "/images/demo/team-ronin.webp" },
  { name: "Amazon Constrictors", city: "Manaus", country: "BRA", logo_url: null },
] as const;

export type DemoTeamName = (typeof DEMO_TEAMS)[number]["name"];

/**
 * `bio_ru`: the bio on /ru pages, naming people and teams by their Russian names (demo-names-ru.ts) and places by their
 * Russian spelling. No demo athlete has a photo: each wears its own generated art (app/lib/generated-art.ts). A bio that
 * names a team or a weight class names the athlete's own (demo-stories.test.ts).
 */
type DemoAthlete = { name: string; country: string; bio?: string; bio_ru?: string };

export const DEMO_ATHLETES: DemoAthlete[] = [
  {
    name: "Arman Nurlanov",
    country: "KAZ",
    bio: "Former Asian sambo champion who turned to no-gi in 2019; relentless from top position.",
    bio_ru: "Бывший чемпион Азии по самбо, перешёл в грэпплинг без ги в 2019 году; неутомим в верхней позиции.",
  },
  {
    name: "Dmitry Volkov",
    country: "RUS",
    bio: "Freestyle wrestler with a heavy top game and a fondness for the arm-triangle.",
    bio_ru: "Вольник с тяжёлой игрой сверху и любовью к треугольнику руками.",
  },
  {
    name: "Jake Morrison",
    country: "USA",
    bio: "Division I wrestler turned leg-lock specialist.",
    bio_ru: "Борец первого студенческого дивизиона, ставший мастером ущемлений ног.",
  },
  {
    name: "Oliver Hughes",
    country: "GBR",
    bio: "Judo black belt; dangerous in scrambles and front headlocks.",
    bio_ru: "Чёрный пояс по дзюдо; опасен в скрамблах и при захвате головы спереди.",
  },
  {
    name: "Kenji Takahashi",
    country: "JPN",
    bio: "Technical guard player from a family of judoka.",
    bio_ru: "Техничный мастер гарда из семьи дзюдоистов.",
  },
  {
    name: "Lucas Ferreira",
    country: "BRA",
    bio: "Third-generation jiu-jitsu athlete with a crushing half guard.",
    bio_ru: "Джиу-джитсер в третьем поколении с сокрушительным полугардом.",
  },
  { name: "Yerlan Sadykov", country: "KAZ" },
  { name: "Aleksei Morozov", country: "RUS" },
  {
    name: "Tyler Brooks",
    country: "USA",
    bio: "Counter-wrestler who scores most of his points from the back.",
    bio_ru: "Контратакующий борец, набирающий большую часть очков со спины соперника.",
  },
  { name: "Harry Whitfield", country: "GBR" },
  { name: "Sho Yamamoto", country: "JPN" },
  {
    name: "Gabriel Costa",
    country: "BRA",
    bio: "Berimbolo pioneer of the Amazon Constrictors academy.",
    bio_ru: "Первопроходец бэримболо в академии «Амазонских удавов».",
  },
  {
    name: "Giorgi Beridze",
    country: "GEO",
    bio: "Georgian judoka with explosive throws and a patient top game.",
    bio_ru: "Грузинский дзюдоист со взрывными бросками и терпеливой игрой сверху.",
  },
  { name: "Bekzod Rakhimov", country: "UZB" },
  { name: "Timur Akhmetov", country: "KAZ" },
  { name: "Ivan Sokolov", country: "RUS" },
  { name: "Marcus Reed", country: "USA" },
  { name: "Callum Fraser", country: "GBR" },
  { name: "Hiroshi Sato", country: "JPN" },
  { name: "Rafael Almeida", country: "BRA" },
  { name: "Levan Kapanadze", country: "GEO" },
  { name: "Sardor Yusupov", country: "UZB" },
  { name: "Nurbol Zhaksylykov", country: "KAZ" },
  { name: "Pavel Kuznetsov", country: "RUS" },
  { name: "Ethan Walker", country: "USA" },
  { name: "Liam O'Connor", country: "IRL" },
  { name: "Ryo Inoue", country: "JPN" },
  { name: "Thiago Souza", country: "BRA" },
  {
    name: "Mathieu Laurent",
    country: "FRA",
    bio: "Parisian grappler who left a kickboxing career for the mat.",
    bio_ru: "Парижский грэпплер, оставивший карьеру в кикбоксинге ради ковра.",
  },
  { name: "Erik Lindqvist", country: "SWE" },
  { name: "Daniyar Seitkali", country: "KAZ" },
  {
    name: "Magomed Aliev",
    country: "RUS",
    bio: "Combat sambo world medallist and the Bears' anchor at lightweight.",
    bio_ru: "Призёр чемпионата мира по боевому самбо и опора «Сибирских медведей» в лёгком весе.",
  },
  { name: "Noah Bennett", country: "USA" },
  { name: "George Whitaker", country: "GBR" },
  { name: "Daichi Mori", country: "JPN" },
  { name: "Pedro Lima", country: "BRA" },
  { name: "Jack Thompson", country: "AUS" },
  { name: "Ilyas Omarov", country: "KAZ" },
  { name: "Sergei Pavlov", country: "RUS" },
  { name: "Connor Hayes", country: "CAN" },
  { name: "Yuto Kobayashi", country: "JPN" },
  { name: "Mateus Oliveira", country: "BRA" },
];

type DemoTournament = {
  title: string;
  /** `days` from the day the demo is loaded, at `utcHour`; the live event has neither: it is under way when loaded. */
  days?: number;
  utcHour?: number;
  time_zone: string;
  location_city: string;
  location_country: string;
  status: TournamentStatus;
  description: string;
  champion_team?: string;
  runner_up_team?: string;
  broadcast_url?: string;
  prize_pool?: string;
  venue_details?: string;
  title_ru: string;
  description_ru: string;
  prize_pool_ru?: string;
  venue_details_ru?: string;
  rules_pdf_url?: string;
  /**
   * The card of an event that has not finished (completed events get a round robin, semifinals and a final that agree
   * with their champion and runner-up: demo-results.server.ts). Teams by their names in DEMO_TEAMS.
   */
  card?: { home: DemoTeamName; away: DemoTeamName; stage: "round_robin" | "semifinal"; stage_round?: number }[];
};

export const DEMO_TOURNAMENTS: DemoTournament[] = [
  {
    title: "Season Opener: Steppe Clash",
    title_ru: "Открытие сезона: Битва в степи",
    description_ru:
      "Шесть команд открыли сезон под огнями «Алматы Арены». Трое на трое, до двух побед, никаких очков за пассивность.",
    prize_pool_ru: "50 000 $",
    venue_details_ru: "«Алматы Арена», 3000 мест, один ковёр",
    days: -120,
    utcHour: 13,
    time_zone: "Asia/Almaty",
    location_city: "Almaty",
    location_country: "Kazakhstan",
    status: "completed",
    description:
      "Six teams opened the season under the lights of Almaty Arena. Three on three, best of three bouts, no points for stalling.",
    champion_team: "Steppe Wolves",
    runner_up_team: "Siberian Bears",
    broadcast_url: "https://example.com/replays/steppe-clash",
    prize_pool: "$50,000",
    venue_details: "Almaty Arena, 3,000 seats, one competition mat",
  },
  {
    title: "Bears' Den Invitational",
    title_ru: "Турнир по приглашениям «Берлога»",
    description_ru:
      "«Сибирские медведи» пригласили в Москву всю лигу: шесть команд, круговой турнир, затем полуфиналы и финал в тот же вечер.",
    prize_pool_ru: "40 000 $",
    venue_details_ru: "«ЦСКА Арена», Москва",
    days: -75,
    utcHour: 16,
    time_zone: "Europe/Moscow",
    location_city: "Moscow",
    location_country: "Russia",
    status: "completed",
    description:
      "The Siberian Bears invited the whole league to Moscow: six teams, a round robin, then the semifinals and the final on the same night.",
    champion_team: "Siberian Bears",
    runner_up_team: "Tokyo Ronin",
    prize_pool: "$40,000",
    venue_details: "CSKA Arena, Moscow",
  },
  {
    title: "Pacific Rumble",
    title_ru: "Тихоокеанская битва",
    description_ru: "Вечер командного грэпплинга на западном побережье: «Тихоокеанские акулы» выступают дома.",
    prize_pool_ru: "60 000 $",
    days: -10,
    utcHour: 2,
    time_zone: "America/Los_Angeles",
    location_city: "San Diego",
    location_country: "USA",
    status: "completed",
    description: "West-coast night of team grappling with the Pacific Sharks at home.",
    champion_team: "Pacific Sharks",
    runner_up_team: "Amazon Constrictors",
    broadcast_url: "https://example.com/replays/pacific-rumble",
    prize_pool: "$60,000",
  },
  {
    title: "Tokyo Grand Prix",
    title_ru: "Гран-при Токио",
    description_ru: "Первый турнир лиги в Японии — прямо сейчас, из зала «Рёгоку».",
    prize_pool_ru: "75 000 $",
    venue_details_ru: "«Рёгоку Кокугикан», Токио",
    time_zone: "Asia/Tokyo",
    location_city: "Tokyo",
    location_country: "Japan",
    status: "live",
    description: "The league's first event in Japan, live now from Ryogoku.",
    broadcast_url: "https://example.com/live/tokyo-grand-prix",
    prize_pool: "$75,000",
    venue_details: "Ryogoku Kokugikan, Tokyo",
    card: [
      { home: "Tokyo Ronin", away: "Steppe Wolves", stage: "semifinal" },
      { home: "Siberian Bears", away: "Pacific Sharks", stage: "semifinal" },
    ],
  },
  {
    title: "London Lock-In",
    title_ru: "Лондонский капкан",
    description_ru: "«Львы Темзы» защищают домашний ковёр от «Степных волков» и «Токийских ронинов».",
    prize_pool_ru: "45 000 £",
    venue_details_ru: "«Йорк-холл», Бетнал-Грин",
    days: 12,
    utcHour: 19,
    time_zone: "Europe/London",
    location_city: "London",
    location_country: "United Kingdom",
    status: "upcoming",
    description: "The Thames Lions defend home mats against the Steppe Wolves and the Tokyo Ronin.",
    prize_pool: "£45,000",
    venue_details: "York Hall, Bethnal Green",
    broadcast_url: "https://example.com/live/london-lock-in",
    // The hosts meet each guest, then the guests meet: a round robin of three.
    card: [
      { home: "Thames Lions", away: "Steppe Wolves", stage: "round_robin", stage_round: 1 },
      { home: "Thames Lions", away: "Tokyo Ronin", stage: "round_robin", stage_round: 2 },
      { home: "Steppe Wolves", away: "Tokyo Ronin", stage: "round_robin", stage_round: 3 },
    ],
  },
  {
    title: "Rio Submission Series",
    title_ru: "Серия болевых и удушающих в Рио",
    description_ru: "Вечер болевых и удушающих на главной арене города у океана.",
    prize_pool_ru: "55 000 $",
    days: 40,
    utcHour: 22,
    time_zone: "America/Sao_Paulo",
    location_city: "Rio de Janeiro",
    location_country: "Brazil",
    status: "upcoming",
    description: "A submission-heavy night on the beach city's biggest stage.",
    prize_pool: "$55,000",
  },
  {
    title: "Astana Winter Cup",
    title_ru: "Зимний кубок Астаны",
    description_ru: "Зимний командный чемпионат в столице и первый в сезоне супербой тяжеловесов.",
    prize_pool_ru: "70 000 $",
    venue_details_ru: "«Барыс Арена»",
    days: 75,
    utcHour: 12,
    time_zone: "Asia/Almaty",
    location_city: "Astana",
    location_country: "Kazakhstan",
    status: "upcoming",
    description: "Winter team championship in the capital, with the season's first heavyweight super-match.",
    prize_pool: "$70,000",
    venue_details: "Barys Arena",
  },
  {
    title: "New York Takedown",
    title_ru: "Нью-йоркский тейкдаун",
    description_ru: "Ковры у Мэдисон-сквер принимают дебют лиги на восточном побережье.",
    days: 110,
    utcHour: 23,
    time_zone: "America/New_York",
    location_city: "New York",
    location_country: "USA",
    status: "upcoming",
    description: "Madison Square mats host the league's East Coast debut.",
  },
  {
    title: "Season Finals",
    title_ru: "Финал сезона",
    description_ru: "Четыре лучшие команды сезона разыгрывают чемпионский пояс.",
    prize_pool_ru: "150 000 $",
    venue_details_ru: "«СИБУР Арена»",
    days: 150,
    utcHour: 15,
    time_zone: "Europe/Moscow",
    location_city: "Saint Petersburg",
    location_country: "Russia",
    status: "upcoming",
    description: "The top four teams of the season meet for the championship belt.",
    prize_pool: "$150,000",
    venue_details: "Sibur Arena",
  },
];

type DemoNews = {
  title: string;
  title_ru: string;
  image_url?: string;
  daysAgo: number;
} & (
  | { content: string; content_ru: string; story?: undefined }
  | { story: DemoStoryKey; content?: undefined; content_ru?: undefined }
);

export const DEMO_NEWS: DemoNews[] = [
  {
    title: "Tokyo Ronin sign two-time judo national champion",
    title_ru: "«Токийские ронины» подписали двукратного чемпиона страны по дзюдо",
    content_ru:
      "«Токийские ронины» усилили тяжёлый вес: в состав перед Гран-при вошёл Дайти Мори. Двукратный чемпион Японии по дзюдо последние два года тренировался без ги в Токио и Калифорнии. Тренеры ждут, что его броски изменят то, как команды планируют минуты борьбы в стойке.",
    content:
      "The Tokyo Ronin have added Daichi Mori to their heavyweight roster ahead of the Grand Prix. Mori, a two-time national judo champion, has spent the last two years training no-gi in Tokyo and California. Coaches expect his throws to change how teams plan their takedown minutes.",
    image_url: "/images/demo/news-1.webp",
    daysAgo: 1,
  },
  {
    title: "Rule update: stalling calls now come with a visible shot clock",
    title_ru: "Изменение правил: перед наказанием за пассивность — видимый таймер",
    content_ru:
      "Прежде чем наказать за пассивность, судьи запускают 20-секундный таймер; его видно на экранах арены и в трансляции. Изменение последовало за отзывами спортсменов и зрителей после «Тихоокеанской битвы». Наказание прежнее: одно очко за каждое замечание на усмотрение судьи.",
    content:
      "Referees will use a 20-second shot clock before calling stalling, shown on the arena screens and the broadcast. The change follows feedback from athletes and fans after the Pacific Rumble. Penalties stay the same: one point per stalling call at the referee's discretion.",
    daysAgo: 4,
  },
  {
    title: "Pacific Sharks take the Rumble in front of a home crowd",
    title_ru: "«Тихоокеанские акулы» выиграли «Тихоокеанскую битву» при своих зрителях",
    // The body tells the final as the seed recorded it (demo-stories.ts).
    story: "pacific-rumble-final",
    image_url: "/images/demo/news-2.webp",
    daysAgo: 9,
  },
  {
    title: "London Lock-In tickets on sale",
    title_ru: "Билеты на «Лондонский капкан» в продаже",
    content_ru:
      "Билеты на «Лондонский капкан» в «Йорк-холле» уже в продаже. Владельцы абонементов на сезон получают доступ на 48 часов раньше. Турнир также покажут в прямом эфире на канале лиги.",
    content:
      "Tickets for the London Lock-In at York Hall are on sale now. Season-pass holders get early access for 48 hours. The event will also stream live on the league's channel.",
    daysAgo: 15,
  },
  {
    title: "League announces youth development programme",
    title_ru: "Лига запускает программу развития юниоров",
    content_ru:
      "Каждая команда лиги будет раз в месяц проводить бесплатную открытую тренировку для юниоров до 18 лет с участием спортсменов лиги. Первые занятия пройдут в следующем месяце в Алматы, Москве и Сан-Диего.",
    content:
      "Every team in the league will run a free monthly open mat for juniors under 18, with coaching from the league's athletes. The first sessions start in Almaty, Moscow and San Diego next month.",
    image_url: "/images/demo/news-3.webp",
    daysAgo: 28,
  },
];

export const DEMO_SPONSORS = [
  { name: "Ironclad Mats", display_order: 1, website_url: "https://example.com/ironclad" },
  { name: "Northline Energy", display_order: 2, website_url: null },
  { name: "Grip & Co.", display_order: 3, website_url: "https://example.com/grip" },
  { name: "Steppe Air", display_order: 4, website_url: null },
  { name: "Kaizen Nutrition", display_order: 5, website_url: null },
];
