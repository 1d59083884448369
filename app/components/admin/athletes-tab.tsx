import { UserRound } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { athleteValues, newAthleteValues, type AdminAthleteRow, type AdminTeamOption } from "./admin-records";
import { AthleteForm } from "./athlete-form";
import type { CountryOption } from "./country-select";
import { CsvTools } from "./csv-tools";
import type { ListPage } from "./list-query";
import { ListRow, RowMedia } from "./list-row";
import { RecordTab } from "./record-tab";

interface AthletesTabProps {
  page: ListPage<AdminAthleteRow>;
  teams: AdminTeamOption[];
  countries: CountryOption[];
}

export function AthletesTab({ page, teams, countries }: AthletesTabProps) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("common");
  const countryNames = useMemo(() => new Map(countries.map((country) => [country.code, country.name])), [countries]);
  return (
    <RecordTab
      list="athletes"
      kind="athlete"
      page={page}
      dialogClassName="max-w-4xl"
      tools={<CsvTools kind="athletes" />}
      renderRow={(row, _index, editor) => (
        <ListRow
          title={row.full_name}
          media={<RowMedia src={row.photo_url} fallback={<UserRound aria-hidden="true" className="size-5 text-muted-foreground" />} />}
          mediaClassName="size-12 rounded-full"
          meta={
            <>
              <CountryFlag code={row.country} name={countryNames.get(row.country) ?? null} className="align-text-bottom" /> ·{" "}
              {`${tc(`weightClass.${row.weight_class}`)} · ${row.team_name ?? t("fields.freeAgent")} · ${row.wins}-${row.losses} · ${t("athletes.elo", { elo: row.rating_elo })}`}
            </>
          }
          busy={editor.busy}
          onEdit={() => editor.openEdit(row)}
          onDelete={() => editor.askDelete(row)}
        />
      )}
      renderForm={(editing, slot) => <AthleteForm defaultValues={editing ? athleteValues(editing) : newAthleteValues()} teams={teams} countries={countries} derived={editing} {...slot} />}
    />
  );
}
