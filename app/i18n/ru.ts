import ruAccount from "./ru/account.json";
import ruAdmin from "./ru/admin.json";
import ruAnalytics from "./ru/analytics.json";
import ruAthlete from "./ru/athlete.json";
import ruAthletes from "./ru/athletes.json";
import ruAuth from "./ru/auth.json";
import ruCommon from "./ru/common.json";
import ruEvents from "./ru/events.json";
import ruHome from "./ru/home.json";
import ruLive from "./ru/live.json";
import ruNews from "./ru/news.json";
import ruRules from "./ru/rules.json";
import ruSeo from "./ru/seo.json";
import ruTournament from "./ru/tournament.json";
import type { Resources } from "./en";

/** Typed against English: a key missing here fails the typecheck (and i18n.test.ts). */
export const ru: Resources = {
  common: ruCommon,
  home: ruHome,
  events: ruEvents,
  tournament: ruTournament,
  rules: ruRules,
  live: ruLive,
  athletes: ruAthletes,
  athlete: ruAthlete,
  analytics: ruAnalytics,
  auth: ruAuth,
  admin: ruAdmin,
  account: ruAccount,
  news: ruNews,
  seo: ruSeo,
};
