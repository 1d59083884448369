import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";

function pageHref(page: number) {
  return page <= 1 ? "/news" : `/news?page=${page}`;
}

/** Previous / next links; hidden when everything fits on one page. */
export function NewsPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation("news");
  if (pageCount <= 1) return null;
  const first = page <= 1;
  const last = page >= pageCount;
  return (
    <nav aria-label={t("pagination.label")} className="flex items-center justify-center gap-3">
      <Button asChild variant="outline" size="sm" className={first ? "pointer-events-none opacity-40" : undefined}>
        <LocalizedLink to={pageHref(page - 1)} rel="prev" aria-disabled={first} tabIndex={first ? -1 : undefined}>
          <ChevronLeft aria-hidden="true" />
          {t("pagination.previous")}
        </LocalizedLink>
      </Button>
      <span className="text-sm text-muted-foreground">{t("pagination.status", { page, pageCount })}</span>
      <Button asChild variant="outline" size="sm" className={last ? "pointer-events-none opacity-40" : undefined}>
        <LocalizedLink to={pageHref(page + 1)} rel="next" aria-disabled={last} tabIndex={last ? -1 : undefined}>
          {t("pagination.next")}
          <ChevronRight aria-hidden="true" />
        </LocalizedLink>
      </Button>
    </nav>
  );
}
