import { UserRound } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { athleteValues, newAthleteValues, type AdminAthleteRow, type AdminTeamOption } from "./admin-records";
import { AthleteForm } from "./athlete-form";
import type { CountryOption } from "./country-select";
import type { ListPage } from "./list-query";
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
      page={page}
      dialogClassName="max-w-4xl"
      row={(row) => ({
        title: row.full_name,
        picture: { src: row.photo_url, icon: UserRound, box: "size-12 rounded-full" },
        meta: (
          <>
            <CountryFlag
              code={row.country}
              name={countryNames.get(row.country) ?? null}
              className="align-text-bottom"
            />{" "}
            ·{" "}
            {`${tc(`weightClass.${row.weight_class}`)} · ${row.team_name ?? t("fields.freeAgent")} · ${row.wins}-${row.losses} · ${t("athletes.elo", { elo: row.rating_elo })}`}
          </>
        ),
      })}
      renderForm={(editing, slot) => (
        <AthleteForm
          defaultValues={editing ? athleteValues(editing) : newAthleteValues()}
          teams={teams}
          countries={countries}
          derived={editing}
          {...slot}
        />
      )}
    />
  );
}
