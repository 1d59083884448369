import { ArrowDown, ArrowUp, Handshake, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import type { SponsorInput } from "~/lib/schemas/sponsor";
import { newSponsorValues, sponsorValues, type AdminSponsor } from "./admin-records";
import { ConfirmDelete } from "./confirm-delete";
import { useRecordEditor } from "./record-editor";
import { RowActions } from "./row-actions";
import { SponsorForm } from "./sponsor-form";

/** Sponsors in the home page's order; the arrows swap a sponsor with its neighbour. */
export function SponsorsTab({ rows }: { rows: AdminSponsor[] }) {
  const { t } = useTranslation("admin");
  const editor = useRecordEditor<AdminSponsor>("sponsor");
  const editing = editor.dialog.editing;
  const move = (row: AdminSponsor, direction: "up" | "down") => void editor.submit({ intent: "move-sponsor", id: row.id, values: { direction } });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("sponsors.orderHint")}</p>
        <Button type="button" onClick={editor.openAdd}>
          <Plus aria-hidden="true" />
          {t("sponsors.add")}
        </Button>
      </div>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("list.emptySponsors")}</p>
      ) : (
        <ol className="flex flex-col divide-y overflow-hidden rounded-lg border bg-card" aria-label={t("tabs.sponsors")}>
          {rows.map((row, index) => (
            <li key={row.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <span className="w-6 text-right font-mono text-sm text-muted-foreground tabular-nums">{index + 1}</span>
                <div className="flex h-12 w-20 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
                  {row.logo_url ? <img src={row.logo_url} alt="" loading="lazy" className="size-full object-contain p-1" /> : <Handshake aria-hidden="true" className="size-5 text-muted-foreground" />}
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold">{row.name}</p>
                  <p className="truncate text-sm text-muted-foreground">{row.website_url ?? "—"}</p>
                </div>
              </div>
              <div className="flex items-center justify-end gap-2">
                <Button type="button" variant="outline" size="icon" className="size-8" aria-label={t("sponsors.moveUp", { name: row.name })} disabled={index === 0 || editor.busy} onClick={() => move(row, "up")}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button type="button" variant="outline" size="icon" className="size-8" aria-label={t("sponsors.moveDown", { name: row.name })} disabled={index === rows.length - 1 || editor.busy} onClick={() => move(row, "down")}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <RowActions title={row.name} onEdit={() => editor.openEdit(row)} onDelete={() => editor.askDelete(row)} disabled={editor.busy} />
              </div>
            </li>
          ))}
        </ol>
      )}

      <Dialog open={editor.dialog.open} onOpenChange={(open) => !open && editor.close()}>
        <DialogContent closeLabel={t("form.close")}>
          <DialogHeader>
            <DialogTitle>{editing ? t("sponsors.editTitle") : t("sponsors.addTitle")}</DialogTitle>
            <DialogDescription>{t("sponsors.formDescription")}</DialogDescription>
          </DialogHeader>
          <SponsorForm
            key={editor.dialog.session}
            defaultValues={editing ? sponsorValues(editing) : newSponsorValues()}
            busy={editor.busy}
            serverErrors={editor.serverErrors}
            onSubmit={(values: SponsorInput) => editor.save(values)}
            onCancel={editor.close}
          />
        </DialogContent>
      </Dialog>

      <ConfirmDelete open={editor.deleting !== null} question={t("sponsors.confirmDelete")} onConfirm={() => editor.confirmDelete()} onCancel={editor.cancelDelete} />
    </div>
  );
}
