import { ImageOff } from "lucide-react";
import { useLang } from "~/components/site/localized-link";
import { formatDate } from "~/lib/format";
import { newNewsValues, newsValues, type AdminNews } from "./admin-records";
import type { ListPage } from "./list-query";
import { NewsForm } from "./news-form";
import { RecordTab } from "./record-tab";

export function NewsTab({ page }: { page: ListPage<AdminNews> }) {
  const lang = useLang();
  return (
    <RecordTab
      list="news"
      page={page}
      dialogClassName="max-w-3xl"
      row={(row) => ({
        title: row.title,
        picture: { src: row.image_url, icon: ImageOff, box: "hidden h-12 w-20 sm:flex" },
        meta: <p className="line-clamp-1">{`${formatDate(row.published_at, lang, "UTC")} · ${row.content}`}</p>,
      })}
      renderForm={(editing, slot) => (
        <NewsForm defaultValues={editing ? newsValues(editing) : newNewsValues()} {...slot} />
      )}
    />
  );
}
