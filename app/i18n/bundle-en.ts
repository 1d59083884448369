import analytics from "./en/analytics.json";
import athlete from "./en/athlete.json";
import athletes from "./en/athletes.json";
import common from "./en/common.json";
import events from "./en/events.json";
import home from "./en/home.json";
import live from "./en/live.json";
import news from "./en/news.json";
import rules from "./en/rules.json";
import seo from "./en/seo.json";
import tournament from "./en/tournament.json";
import type { PublicResources } from "./namespaces";

/** The public pages' strings in English: one chunk the browser loads on its own. */
export const resources: PublicResources = { common, home, events, tournament, rules, live, athletes, athlete, analytics, news, seo };
