import { Shield } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { newTeamValues, teamValues, type AdminTeam, type AdminTeamOption } from "./admin-records";
import type { CountryOption } from "./country-select";
import { DeleteTeamDialog } from "./delete-team-dialog";
import type { ListPage } from "./list-query";
import { RecordTab } from "./record-tab";
import { TeamForm } from "./team-form";

interface TeamsTabProps {
  page: ListPage<AdminTeam>;
  /** Every team, for "move the athletes to…" when one is deleted. */
  teams: AdminTeamOption[];
  countries: CountryOption[];
}

export function TeamsTab({ page, teams, countries }: TeamsTabProps) {
  const { t } = useTranslation("admin");
  const countryNames = useMemo(() => new Map(countries.map((country) => [country.code, country.name])), [countries]);
  return (
    <RecordTab
      list="teams"
      page={page}
      dialogClassName="max-w-2xl"
      row={(row) => ({
        title: row.name,
        picture: { src: row.logo_url, icon: Shield, box: "size-12", fit: "contain" },
        meta: (
          <>
            {row.city}
            {row.city && row.country && ", "}
            {row.country && (
              <CountryFlag
                code={row.country}
                name={countryNames.get(row.country) ?? null}
                className="align-text-bottom"
              />
            )}
            {!row.city && !row.country && "—"} · {t("teams.athleteCount", { count: row.athlete_count })}
          </>
        ),
      })}
      renderForm={(editing, slot) => (
        <TeamForm
          defaultValues={editing ? teamValues(editing) : newTeamValues()}
          countries={countries}
          team={editing}
          {...slot}
        />
      )}
      renderDelete={(editor) => (
        <DeleteTeamDialog
          key={editor.deleting?.id ?? "none"}
          team={editor.deleting}
          teams={teams}
          onConfirm={(choice) => editor.confirmDelete(choice)}
          onCancel={editor.cancelDelete}
        />
      )}
    />
  );
}
