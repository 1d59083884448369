import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import type { AdminTeam } from "./admin-records";

export interface TeamMembersData {
  items: { id: string; full_name: string }[];
}

/** A team's athletes in its edit dialog: the count comes with the row, the first names by name load when it opens. */
export function TeamMembers({ team }: { team: AdminTeam }) {
  const { t } = useTranslation("admin");
  const localize = useLocalizePath();
  const fetcher = useFetcher<TeamMembersData>();
  const { load } = fetcher;
  const url = localize(`/admin/teams/${team.id}/members`);
  useEffect(() => {
    if (team.athlete_count > 0) void load(url);
  }, [load, url, team.athlete_count]);
  const items = fetcher.data?.items;
  const more = items ? team.athlete_count - items.length : 0;

  return (
    <section aria-labelledby="team-members" className="rounded-lg border p-3 sm:col-span-2">
      <h3 id="team-members" className="text-sm font-semibold">
        {t("teams.members", { count: team.athlete_count })}
      </h3>
      {team.athlete_count === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("teams.noMembers")}</p>
      ) : !items ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("list.loadingMembers")}</p>
      ) : (
        <ul className="mt-2 flex max-h-48 flex-wrap gap-2 overflow-y-auto text-sm">
          {items.map((athlete) => (
            <li key={athlete.id} className="rounded bg-muted px-2 py-0.5">
              {athlete.full_name}
            </li>
          ))}
          {more > 0 && <li className="px-2 py-0.5 text-muted-foreground">{t("list.moreMembers", { count: more })}</li>}
        </ul>
      )}
    </section>
  );
}
