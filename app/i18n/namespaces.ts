// Every namespace of strings, once: its English and Russian JSON. Adding a namespace is one line here (plus its two
// JSON files). The server loads every file through these loaders at start-up; the browser loads, per page, the core
// namespaces and the ones its route names (page-strings.ts), each file its own small chunk.
const NAMESPACES = {
  common: { en: () => import("./en/common.json"), ru: () => import("./ru/common.json") },
  home: { en: () => import("./en/home.json"), ru: () => import("./ru/home.json") },
  events: { en: () => import("./en/events.json"), ru: () => import("./ru/events.json") },
  tournament: { en: () => import("./en/tournament.json"), ru: () => import("./ru/tournament.json") },
  rules: { en: () => import("./en/rules.json"), ru: () => import("./ru/rules.json") },
  live: { en: () => import("./en/live.json"), ru: () => import("./ru/live.json") },
  athletes: { en: () => import("./en/athletes.json"), ru: () => import("./ru/athletes.json") },
  athlete: { en: () => import("./en/athlete.json"), ru: () => import("./ru/athlete.json") },
  analytics: { en: () => import("./en/analytics.json"), ru: () => import("./ru/analytics.json") },
  news: { en: () => import("./en/news.json"), ru: () => import("./ru/news.json") },
  seo: { en: () => import("./en/seo.json"), ru: () => import("./ru/seo.json") },
  teams: { en: () => import("./en/teams.json"), ru: () => import("./ru/teams.json") },
  auth: { en: () => import("./en/auth.json"), ru: () => import("./ru/auth.json") },
  account: { en: () => import("./en/account.json"), ru: () => import("./ru/account.json") },
  admin: { en: () => import("./en/admin.json"), ru: () => import("./ru/admin.json") },
  score: { en: () => import("./en/score.json"), ru: () => import("./ru/score.json") },
  manage: { en: () => import("./en/manage.json"), ru: () => import("./ru/manage.json") },
  fans: { en: () => import("./en/fans.json"), ru: () => import("./ru/fans.json") },
} as const satisfies Record<string, { en: () => Promise<{ default: object }>; ru: () => Promise<{ default: object }> }>;

type Namespaces = typeof NAMESPACES;
export type Namespace = keyof Namespaces;

/** The English strings: the reference every other language is checked against. */
export type Resources = { [N in Namespace]: Awaited<ReturnType<Namespaces[N]["en"]>>["default"] };

// A Russian file missing a key of its English one fails the typecheck here, naming the namespace.
// (Russian may have plural forms English lacks: `_few`, `_many`.)
type Russian = { [N in Namespace]: Awaited<ReturnType<Namespaces[N]["ru"]>>["default"] };
export type RussianIsComplete = Russian extends Resources
  ? true
  : { missing: { [N in Namespace as Russian[N] extends Resources[N] ? never : N]: N } };
const russianIsComplete: RussianIsComplete = true;
void russianIsComplete;

export const NAMESPACE_NAMES = Object.keys(NAMESPACES) as Namespace[];
/** What every page shows: the header, footer, error pages and the head's tags. */
export const CORE_NAMESPACES = ["common", "seo"] as const satisfies readonly Namespace[];

/** The screens only staff and signed-in users open; the rest are the public pages' strings, prefetched when idle. */
const STAFF_NAMESPACES: readonly Namespace[] = ["auth", "account", "admin", "score", "manage"];
export const PUBLIC_PAGE_NAMESPACES = NAMESPACE_NAMES.filter((ns) => !STAFF_NAMESPACES.includes(ns));

/** The strings of some namespaces in one language, as `{ ns: strings }`. */
export async function loadNamespaces(lang: "en" | "ru", namespaces: readonly Namespace[]): Promise<Partial<Resources>> {
  const modules = await Promise.all(namespaces.map((ns) => NAMESPACES[ns][lang]()));
  return Object.fromEntries(namespaces.map((ns, index) => [ns, modules[index]!.default])) as Partial<Resources>;
}
