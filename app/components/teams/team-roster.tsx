import { useTranslation } from "~/i18n/react";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { CountryFlag } from "~/components/athletes/country-flag";
import { ProvisionalBadge, RatingDeviation } from "~/components/athletes/rating-uncertainty";
import { LocalizedLink } from "~/components/site/localized-link";
import type { WeightClass } from "~/lib/league-constants";
import { formatRecord } from "~/lib/stats";

export interface RosterAthlete {
  id: string;
  full_name: string;
  country: string;
  countryName: string | null;
  weight_class: WeightClass;
  wins: number;
  losses: number;
  rating_elo: number;
  rating_deviation: number;
  provisional: boolean;
}

/** The top of the roster by rating; when the team has more, a link to all of them in the directory. */
export function TeamRoster({ roster, total, teamId }: { roster: RosterAthlete[]; total: number; teamId: string }) {
  const { t } = useTranslation("teams");
  if (roster.length === 0) return <p className="text-muted-foreground">{t("team.noRoster")}</p>;
  return (
    <div className="overflow-x-auto">
      <table data-testid="team-roster" className="w-full text-sm">
        <thead className="border-b text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-2 text-left">
              {t("team.athlete")}
            </th>
            <th scope="col" className="hidden px-2 py-2 text-left sm:table-cell">
              {t("team.weightClass")}
            </th>
            <th scope="col" className="px-1 py-2 text-right sm:px-2">
              {t("team.record")}
            </th>
            <th scope="col" className="py-2 pl-2 text-right">
              {t("team.elo")}
            </th>
          </tr>
        </thead>
        <tbody>
          {roster.map((athlete) => (
            <tr key={athlete.id} className="border-b last:border-0">
              <th scope="row" className="py-3 pr-2 text-left font-normal">
                <span className="flex items-center gap-2">
                  <CountryFlag code={athlete.country} name={athlete.countryName} showCode={false} />
                  {/* The badge goes under the name when both do not fit on one line (a phone). */}
                  <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <LocalizedLink
                      to={`/athlete/${athlete.id}`}
                      className="font-semibold hover:text-primary-text hover:underline"
                    >
                      {athlete.full_name}
                    </LocalizedLink>
                    {athlete.provisional && <ProvisionalBadge className="whitespace-nowrap text-[10px]" />}
                  </span>
                  <LazyFollowButton
                    kind="athlete"
                    id={athlete.id}
                    name={athlete.full_name}
                    compact
                    className="ml-auto size-8"
                  />
                </span>
              </th>
              <td className="hidden px-2 py-3 text-muted-foreground sm:table-cell">
                {t(`common:weightClass.${athlete.weight_class}`)}
              </td>
              <td data-column="record" className="px-1 py-3 sm:px-2 text-right font-display font-bold tabular-nums">
                {formatRecord(athlete)}
              </td>
              <td data-column="elo" className="py-3 pl-2 text-right font-display font-bold tabular-nums">
                <span data-testid="roster-elo">{athlete.rating_elo}</span>
                <RatingDeviation
                  value={athlete.rating_deviation}
                  className="block font-sans text-xs font-normal text-muted-foreground sm:ml-1 sm:inline"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {total > roster.length && (
        <LocalizedLink
          to={`/athletes?team=${teamId}`}
          data-testid="roster-all"
          className="mt-3 inline-block font-semibold text-primary-text hover:underline"
        >
          {t("team.allAthletes", { count: total })}
        </LocalizedLink>
      )}
    </div>
  );
}
