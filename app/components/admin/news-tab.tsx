import { ImageOff } from "lucide-react";
import { useLang } from "~/components/site/localized-link";
import { formatListDate } from "~/lib/format";
import { newNewsValues, newsValues, type AdminNews } from "./admin-records";
import type { ListPage } from "./list-query";
import { ListRow, RowMedia } from "./list-row";
import { NewsForm } from "./news-form";
import { RecordTab } from "./record-tab";

export function NewsTab({ page }: { page: ListPage<AdminNews> }) {
  const lang = useLang();
  return (
    <RecordTab
      list="news"
      kind="news"
      page={page}
      dialogClassName="max-w-3xl"
      renderRow={(row, _index, editor) => (
        <ListRow
          title={row.title}
          media={<RowMedia src={row.image_url} fallback={<ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />} />}
          mediaClassName="hidden h-12 w-20 sm:flex"
          meta={<p className="line-clamp-1">{`${formatListDate(row.published_at, lang, "UTC")} · ${row.content}`}</p>}
          busy={editor.busy}
          onEdit={() => editor.openEdit(row)}
          onDelete={() => editor.askDelete(row)}
        />
      )}
      renderForm={(editing, slot) => <NewsForm defaultValues={editing ? newsValues(editing) : newNewsValues()} {...slot} />}
    />
  );
}
