import { Plus, UserRound } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { countryFlag } from "~/lib/flags";
import type { AthleteInput } from "~/lib/schemas/athlete";
import { athleteValues, newAthleteValues, type AdminAthlete, type AdminTeam } from "./admin-records";
import { AthleteForm } from "./athlete-form";
import { ConfirmDelete } from "./confirm-delete";
import type { CountryOption } from "./country-select";
import { CsvTools } from "./csv-tools";
import { ListToolbar, matches, type Sort } from "./list-toolbar";
import { useRecordEditor } from "./record-editor";
import { RowActions } from "./row-actions";

const SORTS = ["elo", "name"] as const;

export function AthletesTab({ rows, teams, countries }: { rows: AdminAthlete[]; teams: AdminTeam[]; countries: CountryOption[] }) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort>("elo");
  const editor = useRecordEditor<AdminAthlete>("athlete");
  const teamNames = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);
  const shown = useMemo(() => {
    const found = rows.filter((row) => matches(query, row.full_name, row.country, row.team_id ? teamNames.get(row.team_id) : null));
    return sort === "name" ? found.sort((a, b) => a.full_name.localeCompare(b.full_name)) : found.sort((a, b) => b.rating_elo - a.rating_elo || a.full_name.localeCompare(b.full_name));
  }, [rows, query, sort, teamNames]);
  const editing = editor.dialog.editing;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <ListToolbar idPrefix="athletes" query={query} onQuery={setQuery} sort={sort} onSort={setSort} sorts={SORTS} searchPlaceholder={t("list.searchAthletes")} shown={shown.length} />
        </div>
        <Button type="button" onClick={editor.openAdd}>
          <Plus aria-hidden="true" />
          {t("athletes.add")}
        </Button>
      </div>

      <CsvTools kind="athletes" />

      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("list.emptyAthletes")}</p>
      ) : (
        <ul className="flex flex-col divide-y overflow-hidden rounded-lg border bg-card" aria-label={t("tabs.athletes")}>
          {shown.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-muted">
                  {row.photo_url ? <img src={row.photo_url} alt="" loading="lazy" className="size-full object-cover" /> : <UserRound aria-hidden="true" className="size-5 text-muted-foreground" />}
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold">{row.full_name}</p>
                  <p className="text-sm text-muted-foreground">
                    {countryFlag(row.country)} {row.country} · {tc(`weightClass.${row.weight_class}`)} · {row.team_id ? teamNames.get(row.team_id) : t("fields.freeAgent")} · {row.wins}-{row.losses} ·{" "}
                    {t("athletes.elo", { elo: row.rating_elo })}
                  </p>
                </div>
              </div>
              <div className="flex justify-end">
                <RowActions title={row.full_name} onEdit={() => editor.openEdit(row)} onDelete={() => editor.askDelete(row)} disabled={editor.busy} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editor.dialog.open} onOpenChange={(open) => !open && editor.close()}>
        <DialogContent closeLabel={t("form.close")} className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{editing ? t("athletes.editTitle") : t("athletes.addTitle")}</DialogTitle>
            <DialogDescription>{t("athletes.formDescription")}</DialogDescription>
          </DialogHeader>
          <AthleteForm
            key={editor.dialog.session}
            defaultValues={editing ? athleteValues(editing) : newAthleteValues()}
            teams={teams}
            countries={countries}
            busy={editor.busy}
            serverErrors={editor.serverErrors}
            onSubmit={(values: AthleteInput) => editor.save(values)}
            onCancel={editor.close}
          />
        </DialogContent>
      </Dialog>

      <ConfirmDelete open={editor.deleting !== null} question={t("athletes.confirmDelete")} onConfirm={() => editor.confirmDelete()} onCancel={editor.cancelDelete} />
    </div>
  );
}
