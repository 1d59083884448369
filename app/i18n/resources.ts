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

export const NAMESPACES = Object.keys(en) as (keyof Resources)[];
