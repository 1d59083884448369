import { ImageOff, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "~/components/site/localized-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatEventTime, formatListDate } from "~/lib/format";
import { TOURNAMENT_STATUSES } from "~/lib/league-constants";
import type { TournamentInput } from "~/lib/schemas/tournament";
import { newTournamentValues, tournamentValues, type AdminTournament } from "./admin-records";
import { ConfirmDelete } from "./confirm-delete";
import { CsvTools } from "./csv-tools";
import { ListToolbar, matches, type Sort } from "./list-toolbar";
import { useRecordEditor } from "./record-editor";
import { RowActions } from "./row-actions";
import { TournamentForm } from "./tournament-form";

const SORTS = ["dateDesc", "dateAsc", "title", "status"] as const;

function sortTournaments(rows: AdminTournament[], sort: Sort) {
  const byDate = (a: AdminTournament, b: AdminTournament) => a.event_date.getTime() - b.event_date.getTime();
  const sorted = [...rows];
  if (sort === "dateAsc") return sorted.sort(byDate);
  if (sort === "dateDesc") return sorted.sort((a, b) => byDate(b, a));
  if (sort === "title") return sorted.sort((a, b) => a.title.localeCompare(b.title));
  return sorted.sort((a, b) => TOURNAMENT_STATUSES.indexOf(a.status) - TOURNAMENT_STATUSES.indexOf(b.status) || byDate(a, b));
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export function TournamentsTab({ rows }: { rows: AdminTournament[] }) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort>("dateDesc");
  const editor = useRecordEditor<AdminTournament>("tournament");
  const shown = useMemo(
    () => sortTournaments(rows.filter((row) => matches(query, row.title, row.location_city, row.location_country)), sort),
    [rows, query, sort],
  );
  const editing = editor.dialog.editing;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <ListToolbar idPrefix="tournaments" query={query} onQuery={setQuery} sort={sort} onSort={setSort} sorts={SORTS} searchPlaceholder={t("list.searchTournaments")} shown={shown.length} />
        </div>
        <Button type="button" onClick={editor.openAdd}>
          <Plus aria-hidden="true" />
          {t("tournaments.add")}
        </Button>
      </div>

      <CsvTools kind="tournaments" />

      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("list.emptyTournaments")}</p>
      ) : (
        <ul className="flex flex-col divide-y overflow-hidden rounded-lg border bg-card" aria-label={t("tabs.tournaments")}>
          {shown.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <div className="hidden h-12 w-20 shrink-0 items-center justify-center overflow-hidden rounded bg-muted sm:flex">
                  {row.image_url ? <img src={row.image_url} alt="" loading="lazy" className="size-full object-cover" /> : <ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />}
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold">{row.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatListDate(row.event_date, lang, row.time_zone)} · {formatEventTime(row.event_date, lang, row.time_zone)} · {row.location_city}, {row.location_country}
                  </p>
                </div>
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <Badge variant={row.status}>{tc(`status.${row.status}`)}</Badge>
                <RowActions title={row.title} onEdit={() => editor.openEdit(row)} onDelete={() => editor.askDelete(row)} disabled={editor.busy} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editor.dialog.open} onOpenChange={(open) => !open && editor.close()}>
        <DialogContent closeLabel={t("form.close")} className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing ? t("tournaments.editTitle") : t("tournaments.addTitle")}</DialogTitle>
            <DialogDescription>{t("tournaments.formDescription")}</DialogDescription>
          </DialogHeader>
          <TournamentForm
            key={editor.dialog.session}
            defaultValues={editing ? tournamentValues(editing) : newTournamentValues(browserTimeZone())}
            busy={editor.busy}
            serverErrors={editor.serverErrors}
            onSubmit={(values: TournamentInput) => editor.save(values)}
            onCancel={editor.close}
          />
        </DialogContent>
      </Dialog>

      <ConfirmDelete open={editor.deleting !== null} question={t("tournaments.confirmDelete")} onConfirm={() => editor.confirmDelete()} onCancel={editor.cancelDelete} />
    </div>
  );
}
