import enAccount from "./en/account.json";
import enAdmin from "./en/admin.json";
import enAnalytics from "./en/analytics.json";
import enAthlete from "./en/athlete.json";
import enAthletes from "./en/athletes.json";
import enAuth from "./en/auth.json";
import enCommon from "./en/common.json";
import enEvents from "./en/events.json";
import enHome from "./en/home.json";
import enLive from "./en/live.json";
import enNews from "./en/news.json";
import enRules from "./en/rules.json";
import enSeo from "./en/seo.json";
import enTournament from "./en/tournament.json";

export const en = {
  common: enCommon,
  home: enHome,
  events: enEvents,
  tournament: enTournament,
  rules: enRules,
  live: enLive,
  athletes: enAthletes,
  athlete: enAthlete,
  analytics: enAnalytics,
  auth: enAuth,
  admin: enAdmin,
  account: enAccount,
  news: enNews,
  seo: enSeo,
};

export type Resources = typeof en;
