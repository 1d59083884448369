import { DataTable } from "./data-table";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatEventTime, formatListDate } from "~/lib/format";
import { Pagination } from "./paged-list";
import { dynamicKey } from "~/i18n/keys";

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
                const columns = changedColumns(entry);
                return (
                  <tr key={entry.id} className="align-top">
                    <td className="whitespace-nowrap px-3 py-2 tabular-nums text-muted-foreground">
                      {formatListDate(entry.created_at, lang, "UTC")}, {formatEventTime(entry.created_at, lang, "UTC")} UTC
                    </td>
                    <td className="px-3 py-2 break-all">{entry.user_email}</td>
                    <td className="px-3 py-2">
                      <span className="font-semibold">
                        {t(dynamicKey(`audit.action.${entry.action}`))} · {t(dynamicKey(`audit.entity.${entry.entity}`))}
                      </span>{" "}
                      <span className="break-words">{entry.summary}</span>
                      {columns.length > 0 && <p className="mt-0.5 font-mono text-xs text-muted-foreground">{t("audit.changed", { fields: columns.join(", ") })}</p>}
                    </td>
                  </tr>
                );
              })}
          </DataTable>
        </div>
      )}
      <Pagination page={audit.page} pageCount={audit.pageCount} href={(page) => (page > 1 ? `?page=${page}` : "?")} label={t("audit.pages")} previous={t("audit.newer")} next={t("audit.older")} />
    </div>
  );
}
