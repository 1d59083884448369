import { ArrowDown, ArrowUp } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { CountryFlag } from "~/components/athletes/country-flag";
import { LocalizedLink } from "~/components/site/localized-link";
import type { SortDir, StandingsSort } from "~/lib/results/standings-sort";
import { cn } from "~/lib/cn";
import { TeamLogo } from "./team-logo";
import type { StandingRow } from "../../../server/league/results/standings.server.ts";

/** A row of the standings, with the team's country named in the page's language. */
export type StandingView = StandingRow & { countryName: string | null };

// On a phone the table scrolls sideways; the team column stays in view.
const STICKY = "sticky left-0 z-10 bg-card";

const NUMBER_COLUMNS = [
  "wins",
  "losses",
  "boutsWon",
  "boutsLost",
  "submissions",
  "rating",
] as const satisfies readonly StandingsSort[];
const VALUE: Record<(typeof NUMBER_COLUMNS)[number], (row: StandingView) => number | null> = {
  wins: (row) => row.matchWins,
  losses: (row) => row.matchLosses,
  boutsWon: (row) => row.boutsWon,
  boutsLost: (row) => row.boutsLost,
  submissions: (row) => row.submissions,
  rating: (row) => row.rating,
};

/** A column header that is a link: sorting is a URL (`?season=&sort=&dir=`), so it works before and without JavaScript. */
function SortHeader({
  column,
  season,
  sort,
  dir,
  align,
  sticky = false,
}: {
  column: StandingsSort;
  season: number;
  sort: StandingsSort | null;
  dir: SortDir;
  align: "left" | "right";
  sticky?: boolean;
}) {
  const { t } = useTranslation("teams");
  const active = sort === column;
  const nextDir: SortDir = active
    ? dir === "asc"
      ? "desc"
      : "asc"
    : column === "team" || column === "losses" || column === "boutsLost"
      ? "asc"
      : "desc";
  const Icon = dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
      className={cn("px-2 py-3", align === "right" ? "text-right" : "text-left", sticky && STICKY)}
    >
      <LocalizedLink
        to={`/teams?season=${season}&sort=${column}&dir=${nextDir}`}
        title={t(`columnTitles.${column}`)}
        aria-label={t("sortBy", { column: t(`columnTitles.${column}`) })}
        className="inline-flex items-center gap-1 whitespace-nowrap hover:text-foreground"
        preventScrollReset
      >
        {t(`columns.${column}`)}
        {active && <Icon aria-hidden="true" className="size-3.5" />}
      </LocalizedLink>
    </th>
  );
}

export function StandingsTable({
  rows,
  season,
  sort,
  dir,
}: {
  rows: StandingView[];
  season: number;
  sort: StandingsSort | null;
  dir: SortDir;
}) {
  const { t } = useTranslation("teams");
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table data-testid="standings" className="w-full min-w-[36rem] text-sm">
        <thead className="border-b text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          <tr>
            <th scope="col" title={t("columnTitles.rank")} className="w-10 px-3 py-3 text-left">
              {t("columns.rank")}
            </th>
            <SortHeader column="team" season={season} sort={sort} dir={dir} align="left" sticky />
            {NUMBER_COLUMNS.map((column) => (
              <SortHeader key={column} column={column} season={season} sort={sort} dir={dir} align="right" />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.team.id} className="border-b last:border-0 hover:bg-accent/40">
              <td className="px-3 py-3 tabular-nums text-muted-foreground">{index + 1}</td>
              <th scope="row" className={cn("px-2 py-3 text-left font-normal", STICKY)}>
                <div className="flex items-center gap-3">
                  <TeamLogo name={row.team.name} logoUrl={row.team.logo_url} className="hidden size-8 sm:flex" />
                  <div className="min-w-0">
                    <LocalizedLink
                      to={`/team/${row.team.id}`}
                      className="font-semibold uppercase hover:text-primary-text hover:underline"
                    >
                      {row.team.name}
                    </LocalizedLink>
                    {row.team.country && (
                      <CountryFlag
                        code={row.team.country}
                        name={row.countryName}
                        showCode={false}
                        className="ml-2 align-[-2px]"
                      />
                    )}
                  </div>
                  <LazyFollowButton
                    kind="team"
                    id={row.team.id}
                    name={row.team.name}
                    compact
                    className="ml-auto size-8"
                  />
                </div>
              </th>
              {NUMBER_COLUMNS.map((column) => (
                <td
                  key={column}
                  data-column={column}
                  className="px-2 py-3 text-right font-display text-base font-bold tabular-nums"
                >
                  {VALUE[column](row) ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
