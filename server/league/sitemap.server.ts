// What /sitemap.xml lists: the fixed public pages, then every tournament, athlete, news article and team.
import { asc, max, sql } from "drizzle-orm";
import { SITEMAP_PAGES_PER_PART, sitemapIndex, sitemapUrlset, type SitemapPage } from "../../app/lib/sitemap.ts";
import type { Database } from "../db/client.server.ts";
import { athletes, news, teams, tournaments } from "../db/schema.ts";

const TABLES = { tournaments, athletes, news, teams } as const;
type RecordKind = keyof typeof TABLES;
const RECORD_KINDS = Object.keys(TABLES) as RecordKind[];
const RECORD_PATH: Record<RecordKind, string> = {
  tournaments: "/tournament/",
  athletes: "/athlete/",
  news: "/news/",
  teams: "/team/",
};

interface KindSummary {
  count: number;
  latest: Date | null;
}

async function summarize(db: Database): Promise<Record<RecordKind, KindSummary>> {
  const entries = await Promise.all(
    RECORD_KINDS.map(async (kind) => {
      const table = TABLES[kind];
      const [row] = await db.select({ count: sql<number>`count(*)::int`, latest: max(table.updated_at) }).from(table);
      return [kind, { count: row?.count ?? 0, latest: row?.latest ?? null }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RecordKind, KindSummary>;
}

function newest(...dates: (Date | null)[]): Date | null {
  return dates.reduce<Date | null>((latest, date) => (date && (!latest || date > latest) ? date : latest), null);
}

/** The pages every visitor can open, dated by the content they show (rules, ratings and live have no stored content). */
function fixedPages(summary: Record<RecordKind, KindSummary>): SitemapPage[] {
  const { tournaments: events, athletes: people, news: articles, teams: teamRows } = summary;
  return [
    { path: "/", lastmod: newest(events.latest, articles.latest) },
    { path: "/events", lastmod: events.latest },
    { path: "/athletes", lastmod: people.latest },
    { path: "/analytics", lastmod: people.latest },
    { path: "/teams", lastmod: newest(teamRows.latest, people.latest) },
    { path: "/ratings" },
    { path: "/ratings/calibration" },
    { path: "/news", lastmod: articles.latest },
    { path: "/rules" },
    { path: "/live" },
  ];
}

async function recordPages(db: Database, kind: RecordKind, offset: number, limit: number): Promise<SitemapPage[]> {
  const table = TABLES[kind];
  const rows = await db
    .select({ id: table.id, updated_at: table.updated_at })
    .from(table)
    .orderBy(asc(table.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ path: `${RECORD_PATH[kind]}${row.id}`, lastmod: row.updated_at }));
}

export interface SitemapOptions {
  /** Pages per file (each listed in both languages); the protocol allows 50,000 URLs. */
  pagesPerPart?: number;
}

/** One `<urlset>` while everything fits in one file; otherwise a `<sitemapindex>` of `/sitemap/{kind}-{n}.xml` parts. */
export async function buildSitemap(db: Database, origin: string, options: SitemapOptions = {}): Promise<string> {
  const perPart = options.pagesPerPart ?? SITEMAP_PAGES_PER_PART;
  const summary = await summarize(db);
  const fixed = fixedPages(summary);
  const total = fixed.length + RECORD_KINDS.reduce((sum, kind) => sum + summary[kind].count, 0);
  if (total <= perPart) {
    const records = await Promise.all(RECORD_KINDS.map((kind) => recordPages(db, kind, 0, summary[kind].count)));
    return sitemapUrlset(origin, [...fixed, ...records.flat()]);
  }
  const parts = [{ path: "/sitemap/pages-1.xml", lastmod: newest(...fixed.map((page) => page.lastmod ?? null)) }];
  for (const kind of RECORD_KINDS) {
    const count = Math.ceil(summary[kind].count / perPart);
    for (let n = 1; n <= count; n++) parts.push({ path: `/sitemap/${kind}-${n}.xml`, lastmod: summary[kind].latest });
  }
  return sitemapIndex(origin, parts);
}

/** A part named like `athletes-2.xml`, or null when there is no such part. */
export async function buildSitemapPart(
  db: Database,
  origin: string,
  name: string,
  options: SitemapOptions = {},
): Promise<string | null> {
  const perPart = options.pagesPerPart ?? SITEMAP_PAGES_PER_PART;
  const match = /^(pages|tournaments|athletes|news|teams)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  // The pattern above admits only these names: its first group is "pages" or a record kind.
  const kind = match[1] as "pages" | RecordKind;
  const n = Number(match[2]);
  if (kind === "pages") return n === 1 ? sitemapUrlset(origin, fixedPages(await summarize(db))) : null;
  const pages = await recordPages(db, kind, (n - 1) * perPart, perPart);
  return pages.length > 0 ? sitemapUrlset(origin, pages) : null;
}
