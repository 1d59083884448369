import { Download, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { CsvReport } from "~/lib/entities/csv-report";
import type { CsvKind } from "~/lib/entities/registry";
import type { AdminActionData } from "./admin-action";
import { CsvPreview } from "./csv-preview";
import { useShowAdded } from "./record-tab";
import { useAdminMutation } from "./use-admin-mutation";

/** Saves text as a file, the browser's way: a temporary object URL on a clicked link. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * Export and import for one list. Import reads the file in the browser, the server checks every row
 * (preview), and only a file without errors can be committed — in one transaction, all rows or none.
 */
export function CsvTools({ kind }: { kind: CsvKind }) {
  const { t } = useTranslation("admin");
  const inputId = useId();
  const mutation = useAdminMutation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [report, setReport] = useState<CsvReport | null>(null);
  const [seen, setSeen] = useState<AdminActionData | undefined>(undefined);
  const downloaded = useRef<AdminActionData | undefined>(undefined);
  const [imported, setImported] = useState(0);
  useShowAdded(kind, imported);

  // Adjusting state while rendering when a new answer arrives (as record-editor does); the download is a side effect.
  const result = mutation.result;
  if (result && result !== seen) {
    setSeen(result);
    if (result.intent === "preview-csv" && result.ok && result.report) setReport(result.report);
    if (result.intent === "import-csv" && result.ok) {
      setFile(null);
      setReport(null);
      setImported((count) => count + 1);
    } else if (result.intent === "import-csv" && result.report) setReport(result.report);
  }
  useEffect(() => {
    if (!result || downloaded.current === result) return;
    downloaded.current = result;
    if (result.intent === "export-csv" && result.ok && result.csv !== undefined) download(`${kind}.csv`, result.csv);
  }, [result, kind]);

  const canImport = report !== null && report.fileError === null && report.invalid === 0 && report.rows.length > 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={mutation.busy}
        onClick={() => void mutation.submit({ intent: "export-csv", values: { kind } })}
      >
        <Download aria-hidden="true" />
        {t("csv.export")}
      </Button>
      <Button type="button" variant="outline" size="sm" asChild>
        <label htmlFor={inputId} className="cursor-pointer">
          <Upload aria-hidden="true" />
          {t("csv.import")}
        </label>
      </Button>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        aria-label={t(`csv.importLabel.${kind}`)}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          event.target.value = "";
          if (!chosen) return;
          const text = await chosen.text();
          setReport(null);
          setFile({ name: chosen.name, text });
          void mutation.submit({ intent: "preview-csv", values: { kind, text } });
        }}
      />

      <Dialog open={file !== null} onOpenChange={(open) => !open && (setFile(null), setReport(null))}>
        <DialogContent closeLabel={t("form.close")} className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{t(`csv.previewTitle.${kind}`)}</DialogTitle>
            <DialogDescription>{file?.name}</DialogDescription>
          </DialogHeader>
          {report ? (
            <CsvPreview report={report} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("csv.checking")}</p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => (setFile(null), setReport(null))}>
              {t("form.cancel")}
            </Button>
            <Button
              type="button"
              disabled={!canImport || mutation.busy}
              onClick={() => file && void mutation.submit({ intent: "import-csv", values: { kind, text: file.text } })}
            >
              {mutation.busy ? t("form.saving") : t("csv.commit", { count: report?.rows.length ?? 0 })}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
