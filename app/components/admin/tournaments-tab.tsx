import { ImageOff } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { Badge } from "~/components/ui/badge";
import { formatEventDate, formatEventTime } from "~/lib/format";
import { newTournamentValues, tournamentValues, type AdminTournament } from "./admin-records";
import type { ListPage } from "./list-query";
import { RecordTab } from "./record-tab";
import { TournamentForm } from "./tournament-form";

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export function TournamentsTab({ page }: { page: ListPage<AdminTournament> }) {
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  return (
    <RecordTab
      list="tournaments"
      page={page}
      dialogClassName="max-w-3xl"
      row={(row) => ({
        title: row.title,
        picture: { src: row.image_url, icon: ImageOff, box: "hidden h-12 w-20 sm:flex" },
        meta: `${formatEventDate(row, lang)} · ${formatEventTime(row, lang)} · ${row.location_city}, ${row.location_country}`,
        side: <Badge variant={row.status}>{tc(`status.${row.status}`)}</Badge>,
      })}
      renderForm={(editing, slot) => (
        <TournamentForm
          defaultValues={editing ? tournamentValues(editing) : newTournamentValues(browserTimeZone())}
          {...slot}
        />
      )}
    />
  );
}
