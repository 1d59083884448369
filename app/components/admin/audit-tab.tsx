import { DataTable } from "./data-table";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatDate, formatTime } from "~/lib/format";
import { Pagination } from "./paged-list";

/** An entry as the loader puts it into words (server/league/audit-view.server.ts). */
export interface AdminAuditEntry {
  id: string;
  user_email: string;
  what: string;
  summary: string;
  changes: { field: string; from: string; to: string }[];
  created_at: Date;
}

export interface AdminAuditPage {
  items: AdminAuditEntry[];
  total: number;
  page: number;
  pageCount: number;
}

/** The latest admin writes, newest first, in UTC so every admin reads the same times; pages through links (`?page=`). */
export function AuditTab({ audit }: { audit: AdminAuditPage }) {
  const { t } = useTranslation("admin");
  const lang = useLang();

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("audit.intro", { count: audit.total })}</p>
      {audit.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("audit.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <DataTable caption={t("tabs.audit")} columns={[t("audit.when"), t("audit.who"), t("audit.what")]}>
            {audit.items.map((entry) => {
              return (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums text-muted-foreground">
                    {formatDate(entry.created_at, lang, "UTC")}, {formatTime(entry.created_at, lang, "UTC")} UTC
                  </td>
                  <td className="px-3 py-2 break-all">{entry.user_email}</td>
                  <td className="px-3 py-2">
                    <span className="font-semibold">{entry.what}</span>{" "}
                    <span className="break-words">{entry.summary}</span>
                    {entry.changes.length > 0 && (
                      <ul className="mt-0.5 text-xs text-muted-foreground">
                        {entry.changes.map((change) => (
                          <li key={change.field} className="break-words">
                            {t("audit.change", change)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </DataTable>
        </div>
      )}
      <Pagination
        page={audit.page}
        pageCount={audit.pageCount}
        href={(page) => (page > 1 ? `?page=${page}` : "?")}
        label={t("audit.pages")}
        previous={t("audit.newer")}
        next={t("audit.older")}
      />
    </div>
  );
}
