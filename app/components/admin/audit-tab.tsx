import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { formatEventTime, formatListDate } from "~/lib/format";

export interface AdminAuditEntry {
  id: string;
  user_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  changes: unknown;
  created_at: Date;
}

export interface AdminAuditPage {
  items: AdminAuditEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** The columns a change touched (updates), or the row's columns (creates and deletes). */
function changedColumns(entry: AdminAuditEntry): string[] {
  if (!entry.changes || typeof entry.changes !== "object" || entry.action !== "update") return [];
  return Object.keys(entry.changes);
}

/** The latest admin writes, newest first, in UTC so every admin reads the same times; pages through links (`?auditPage=`). */
export function AuditTab({ audit }: { audit: AdminAuditPage }) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const pageLink = (page: number) => ({ search: `?tab=audit&auditPage=${page}` });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("audit.intro", { count: audit.total })}</p>
      {audit.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("audit.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("tabs.audit")}</caption>
            <thead className="bg-muted text-xs uppercase text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t("audit.when")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("audit.who")}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t("audit.what")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {audit.items.map((entry) => {
                const columns = changedColumns(entry);
                return (
                  <tr key={entry.id} className="align-top">
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums text-muted-foreground">
                      {formatListDate(entry.created_at, lang, "UTC")}, {formatEventTime(entry.created_at, lang, "UTC")} UTC
                    </td>
                    <td className="px-3 py-2 break-all">{entry.user_email}</td>
                    <td className="px-3 py-2">
                      <span className="font-semibold">
                        {t(`audit.action.${entry.action}` as never)} · {t(`audit.entity.${entry.entity}` as never)}
                      </span>{" "}
                      <span className="break-words">{entry.summary}</span>
                      {columns.length > 0 && <p className="mt-0.5 font-mono text-xs text-muted-foreground">{t("audit.changed", { fields: columns.join(", ") })}</p>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {audit.pageCount > 1 && (
        <nav aria-label={t("audit.pages")} className="flex items-center justify-between gap-3">
          {audit.page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageLink(audit.page - 1)} preventScrollReset>
                <ChevronLeft aria-hidden="true" />
                {t("audit.newer")}
              </Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t("audit.page", { page: audit.page, count: audit.pageCount })}</span>
          {audit.page < audit.pageCount ? (
            <Button asChild variant="outline" size="sm">
              <Link to={pageLink(audit.page + 1)} preventScrollReset>
                {t("audit.older")}
                <ChevronRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
