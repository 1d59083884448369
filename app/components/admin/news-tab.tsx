import { ImageOff, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatListDate } from "~/lib/format";
import type { NewsInput } from "~/lib/schemas/news";
import { newNewsValues, newsValues, type AdminNews } from "./admin-records";
import { ConfirmDelete } from "./confirm-delete";
import { ListToolbar, matches, type Sort } from "./list-toolbar";
import { NewsForm } from "./news-form";
import { useRecordEditor } from "./record-editor";
import { RowActions } from "./row-actions";

const SORTS = ["dateDesc", "dateAsc", "title"] as const;

function sortNews(rows: AdminNews[], sort: Sort) {
  const sorted = [...rows];
  if (sort === "title") return sorted.sort((a, b) => a.title.localeCompare(b.title));
  const direction = sort === "dateAsc" ? 1 : -1;
  return sorted.sort((a, b) => direction * (a.published_at.getTime() - b.published_at.getTime()));
}

export function NewsTab({ rows }: { rows: AdminNews[] }) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const [query, setQuery] = useState("");
  const [sort, setSort] = useState<Sort>("dateDesc");
  const editor = useRecordEditor<AdminNews>("news");
  const shown = useMemo(() => sortNews(rows.filter((row) => matches(query, row.title, row.content)), sort), [rows, query, sort]);
  const editing = editor.dialog.editing;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="flex-1">
          <ListToolbar idPrefix="news" query={query} onQuery={setQuery} sort={sort} onSort={setSort} sorts={SORTS} searchPlaceholder={t("list.searchNews")} shown={shown.length} />
        </div>
        <Button type="button" onClick={editor.openAdd}>
          <Plus aria-hidden="true" />
          {t("news.add")}
        </Button>
      </div>

      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{t("list.emptyNews")}</p>
      ) : (
        <ul className="flex flex-col divide-y overflow-hidden rounded-lg border bg-card" aria-label={t("tabs.news")}>
          {shown.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <div className="hidden h-12 w-20 shrink-0 items-center justify-center overflow-hidden rounded bg-muted sm:flex">
                  {row.image_url ? <img src={row.image_url} alt="" loading="lazy" className="size-full object-cover" /> : <ImageOff aria-hidden="true" className="size-4 text-muted-foreground" />}
                </div>
                <div className="min-w-0">
                  <p className="truncate font-semibold">{row.title}</p>
                  <p className="line-clamp-1 text-sm text-muted-foreground">
                    {formatListDate(row.published_at, lang, "UTC")} · {row.content}
                  </p>
                </div>
              </div>
              <div className="flex justify-end">
                <RowActions title={row.title} onEdit={() => editor.openEdit(row)} onDelete={() => editor.askDelete(row)} disabled={editor.busy} />
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editor.dialog.open} onOpenChange={(open) => !open && editor.close()}>
        <DialogContent closeLabel={t("form.close")} className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{editing ? t("news.editTitle") : t("news.addTitle")}</DialogTitle>
            <DialogDescription>{t("news.formDescription")}</DialogDescription>
          </DialogHeader>
          <NewsForm
            key={editor.dialog.session}
            defaultValues={editing ? newsValues(editing) : newNewsValues()}
            busy={editor.busy}
            serverErrors={editor.serverErrors}
            onSubmit={(values: NewsInput) => editor.save(values)}
            onCancel={editor.close}
          />
        </DialogContent>
      </Dialog>

      <ConfirmDelete open={editor.deleting !== null} question={t("news.confirmDelete")} onConfirm={() => editor.confirmDelete()} onCancel={editor.cancelDelete} />
    </div>
  );
}
