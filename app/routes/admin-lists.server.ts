// Loaders of the admin's sections. Each checks the admin role itself (a section's loader and its `.data`
// request can be called alone) and reads one page of its list; nothing loads what another section shows.
import { redirect } from "react-router";
import { ADMIN_TABS, isAdminTab } from "~/components/admin/admin-tabs";
import { readListState, type ListName } from "~/components/admin/list-query";
import { countryName, ISO_ALPHA3_CODES } from "~/lib/flags";
import { isId } from "~/lib/ids";
import { localizePath, type Lang } from "~/lib/language";
import { requireAdmin } from "../../server/auth.server.ts";
import { db } from "../../server/db/database.server.ts";
import {
  listAdminAthletes,
  listAdminNews,
  listAdminSponsors,
  listAdminTeams,
  listAdminTournaments,
  listTeamMembers,
  listTeamOptions,
} from "../../server/league/admin-lists.server.ts";
import { listAudit } from "../../server/league/audit.server.ts";
import { auditEntryView } from "../../server/league/audit-view.server.ts";

/** The admin gate, then old links: `/admin?tab=athletes` (and the audit log's `auditPage`) lead to the section's own URL. */
async function gate(request: Request, lang: Lang) {
  const url = new URL(request.url);
  const user = await requireAdmin(request, lang);
  const tab = url.searchParams.get("tab");
  const auditPage = url.searchParams.get("auditPage");
  if (tab !== null || auditPage !== null) {
    const to = isAdminTab(tab) ? tab : auditPage !== null ? "audit" : ADMIN_TABS[0];
    const page = Math.floor(Number(auditPage));
    throw redirect(localizePath(`/admin/${to}${to === "audit" && page > 1 ? `?page=${page}` : ""}`, lang));
  }
  return { user, url };
}

async function openList<List extends ListName>(request: Request, lang: Lang, list: List) {
  const { url } = await gate(request, lang);
  return { state: readListState(list, url.searchParams) };
}

/**
 * ISO countries by name in the admin's language (the server's ICU data, so every browser shows the same). Sorted once
 * per language: `localeCompare` with a locale builds a collator per comparison, some 2,000 of them a request.
 */
const countryLists = new Map<Lang, { code: string; name: string }[]>();
function countryOptions(lang: Lang) {
  let list = countryLists.get(lang);
  if (!list) {
    const collator = new Intl.Collator(lang);
    list = ISO_ALPHA3_CODES.map((code) => ({ code, name: countryName(code, lang) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    countryLists.set(lang, list);
  }
  return list;
}

export async function loadAdminFrame(request: Request, lang: Lang) {
  const { user } = await gate(request, lang);
  return { email: user.email };
}

export async function loadTournamentsTab(request: Request, lang: Lang) {
  const { state } = await openList(request, lang, "tournaments");
  return { page: await listAdminTournaments(db, state) };
}

export async function loadNewsTab(request: Request, lang: Lang) {
  const { state } = await openList(request, lang, "news");
  return { page: await listAdminNews(db, state) };
}

export async function loadTeamsTab(request: Request, lang: Lang) {
  const { state } = await openList(request, lang, "teams");
  return { page: await listAdminTeams(db, state), teams: await listTeamOptions(db), countries: countryOptions(lang) };
}

export async function loadAthletesTab(request: Request, lang: Lang) {
  const { state } = await openList(request, lang, "athletes");
  return {
    page: await listAdminAthletes(db, state),
    teams: await listTeamOptions(db),
    countries: countryOptions(lang),
  };
}

export async function loadSponsorsTab(request: Request, lang: Lang) {
  const { state } = await openList(request, lang, "sponsors");
  return { page: await listAdminSponsors(db, state) };
}

export async function loadAuditTab(request: Request, lang: Lang) {
  const { url } = await gate(request, lang);
  const audit = await listAudit(db, { page: Number(url.searchParams.get("page")) || 1 });
  return { audit: { ...audit, items: audit.items.map((entry) => auditEntryView(entry, lang)) } };
}

/** A team's first athletes by name, for its edit dialog. */
export async function loadTeamMembers(request: Request, lang: Lang, id: string | undefined) {
  await gate(request, lang);
  return { items: isId(id) ? await listTeamMembers(db, id) : [] };
}
