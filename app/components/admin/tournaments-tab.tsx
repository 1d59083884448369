import { ImageOff } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { Badge } from "~/components/ui/badge";
import { formatEventTime, formatListDate } from "~/lib/format";
import { newTournamentValues, tournamentValues, type AdminTournament } from "./admin-records";
import { CsvTools } from "./csv-tools";
import type { ListPage } from "./list-query";
import { ListRow, RowMedia } from "./list-row";
import { RecordTab } from "./record-tab";
import { TournamentForm } from "./tournament-form";

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export function TournamentsTab({ page }: { page: ListPage<AdminTournament> }) {
  const { t: tc } = useTranslation("common");
  const lang = useLang();
  return (
    <RecordTab
      list="tournaments"
      kind="tournament"
      page={page}
      dialogClassName="max-w-3xl"
      tools={<CsvTools kind="tournaments" />}
      renderRow={(row, _index, editor) => (
        <ListRow
          title={row.title}
          media={<RowMedia src={row.image_url} fallback={<ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />} />}
          mediaClassName="hidden h-12 w-20 sm:flex"
          meta={`${formatListDate(row.event_date, lang, row.time_zone)} · ${formatEventTime(row.event_date, lang, row.time_zone)} · ${row.location_city}, ${row.location_country}`}
          side={<Badge variant={row.status}>{tc(`status.${row.status}`)}</Badge>}
          busy={editor.busy}
          onEdit={() => editor.openEdit(row)}
          onDelete={() => editor.askDelete(row)}
        />
      )}
      renderForm={(editing, slot) => <TournamentForm defaultValues={editing ? tournamentValues(editing) : newTournamentValues(browserTimeZone())} {...slot} />}
    />
  );
}
