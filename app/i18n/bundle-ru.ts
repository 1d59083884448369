import analytics from "./ru/analytics.json";
import athlete from "./ru/athlete.json";
import athletes from "./ru/athletes.json";
import common from "./ru/common.json";
import events from "./ru/events.json";
import home from "./ru/home.json";
import live from "./ru/live.json";
import news from "./ru/news.json";
import rules from "./ru/rules.json";
import seo from "./ru/seo.json";
import tournament from "./ru/tournament.json";
import type { PublicResources } from "./namespaces";

/** The public pages' strings in Russian: one chunk the browser loads on its own. */
export const resources: PublicResources = { common, home, events, tournament, rules, live, athletes, athlete, analytics, news, seo };
