import { DataTable } from "./data-table";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Alert } from "~/components/ui/alert";
import type { CsvReport } from "~/lib/entities/csv-report";
import { dynamicKey } from "~/i18n/keys";

/** The file's rows as the importer read them, each marked valid or with its problems per column. */
export function CsvPreview({ report }: { report: CsvReport }) {
  const { t } = useTranslation("admin");
  if (report.fileError) {
    return (
      <Alert variant="destructive" className="flex items-center gap-2">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span>{t(dynamicKey(report.fileError), { detail: report.fileErrorDetail ?? "" })}</span>
      </Alert>
    );
  }
  const columns = report.rows[0] ? Object.keys(report.rows[0].cells) : [];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <output className={report.invalid > 0 ? "font-semibold text-red-400" : "font-semibold text-emerald-400"}>
        {report.invalid > 0
          ? t("csv.summaryInvalid", { count: report.invalid, total: report.rows.length })
          : t("csv.summaryValid", { count: report.valid })}
      </output>
      <div className="max-h-[50dvh] overflow-auto rounded-lg border">
        <DataTable
          caption={t("csv.previewCaption")}
          className="min-w-max"
          headClassName="sticky top-0"
          columns={[
            t("csv.row"),
            t("csv.result"),
            ...columns.map((column) => (
              <span key={column} className="font-mono normal-case">
                {column}
              </span>
            )),
          ]}
        >
          {report.rows.map((row) => {
            const problems = Object.entries(row.errors);
            return (
              <tr key={row.line} className={problems.length > 0 ? "bg-destructive/10 align-top" : "align-top"}>
                <td className="px-3 py-2 tabular-nums">{row.line}</td>
                <td className="px-3 py-2">
                  {problems.length === 0 ? (
                    <span className="inline-flex items-center gap-1 text-emerald-400">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      {t(`csv.action.${row.action}`)}
                    </span>
                  ) : (
                    <ul className="flex flex-col gap-0.5 text-red-300">
                      {problems.map(([column, key]) => (
                        <li key={column}>
                          <span className="font-mono">{column === "_row" ? t("csv.wholeRow") : column}</span>:{" "}
                          {t(dynamicKey(key))}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                {columns.map((column) => (
                  <td key={column} className="max-w-48 truncate px-3 py-2">
                    {row.cells[column]}
                  </td>
                ))}
              </tr>
            );
          })}
        </DataTable>
      </div>
    </div>
  );
}
