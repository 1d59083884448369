import { Plus, Shield } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { countryFlag } from "~/lib/flags";
import type { TeamInput } from "~/lib/schemas/team";
import { newTeamValues, teamValues, type AdminAthlete, type AdminTeam } from "./admin-records";
import type { CountryOption } from "./country-select";
import { DeleteTeamDialog } from "./delete-team-dialog";
import { ListToolbar, matches, type Sort } from "./list-toolbar";
import { useRecordEditor } from "./record-editor";
import { RowActions } from "./row-actions";
import { TeamForm } from "./team-form";

const SORTS = ["name"] as const;

export function TeamsTab({ rows, athletes, countries }: { rows: AdminTeam[]; athletes: AdminAthlete[]; countries: CountryOption[] }) {
  const { t } = useTranslation("admin");
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort>("name");
  const editor = useRecordEditor<AdminTeam>("team");
  const shown = useMemo(() => rows.filter((row) => matches(query, row.name, row.city, row.country)), [rows, query]);
  const editing = editor.dialog.editing;
  const members = editing ? athletes.filter((athlete) => athlete.team_id === editing.id).map((athlete) => athlete.full_name) : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <ListToolbar idPrefix="teams" query={query} onQuery={setQuery} sort={sort} onSort={setSort} sorts={SORTS} searchPlaceholder={t("list.searchTeams")} shown={shown.length} />
        </div>
        <Button type="button" onClick={editor.openAdd}>
          <Plus aria-hidden="true" />
          {t("teams.add")}
        </Button>
      </div>

      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("list.emptyTeams")}</p>
      ) : (
        <ul className="flex flex-col divide-y overflow-hidden rounded-lg border bg-card" aria-label={t("tabs.teams")}>
          {shown.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <div className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded bg-muted">
                  {row.logo_url ? <img src={row.logo_url} alt="" loading="lazy" className="size-full object-contain" /> : <Shield aria-hidden="true" className="size-5 text-muted-foreground" />}
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold">{row.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {[row.city, row.country ? `${countryFlag(row.country)} ${row.country}` : null].filter(Boolean).join(", ") || "—"} · {t("teams.athleteCount", { count: row.athlete_count })}
                  </p>
                </div>
              </div>
              <div className="flex justify-end">
                <RowActions title={row.name} onEdit={() => editor.openEdit(row)} onDelete={() => editor.askDelete(row)} disabled={editor.busy} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editor.dialog.open} onOpenChange={(open) => !open && editor.close()}>
        <DialogContent closeLabel={t("form.close")} className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing ? t("teams.editTitle") : t("teams.addTitle")}</DialogTitle>
            <DialogDescription>{t("teams.formDescription")}</DialogDescription>
          </DialogHeader>
          <TeamForm
            key={editor.dialog.session}
            defaultValues={editing ? teamValues(editing) : newTeamValues()}
            countries={countries}
            members={members}
            busy={editor.busy}
            serverErrors={editor.serverErrors}
            onSubmit={(values: TeamInput) => editor.save(values)}
            onCancel={editor.close}
          />
        </DialogContent>
      </Dialog>

      <DeleteTeamDialog key={editor.deleting?.id ?? "none"} team={editor.deleting} teams={rows} onConfirm={(choice) => editor.confirmDelete(choice)} onCancel={editor.cancelDelete} />
    </div>
  );
}
