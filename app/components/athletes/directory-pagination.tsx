import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** Pages to show around the current one: 1 … 4 5 6 … 40. `null` marks a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, index) => (index > 0 && p - sorted[index - 1]! > 1 ? [null, p] : [p]));
}

/** Plain links, so every page of results has its own URL and works without JavaScript. */
export function DirectoryPagination({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("athletes");
  if (pageCount <= 1) return null;
  const step = (target: number, rel: "prev" | "next") => {
    const content =
      rel === "prev" ? (
        <>
          <ChevronLeft aria-hidden="true" />
          <span>{t("pagination.previous")}</span>
        </>
      ) : (
        <>
          <span>{t("pagination.next")}</span>
          <ChevronRight aria-hidden="true" />
        </>
      );
    return target >= 1 && target <= pageCount ? (
      <Link to={href(target)} rel={rel} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {content}
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "pointer-events-none opacity-40")}
      >
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={t("pagination.label")} className="flex flex-wrap items-center justify-center gap-2">
      {step(page - 1, "prev")}
      <ul className="flex items-center gap-1">
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                aria-label={t("pagination.page", { page: p })}
                aria-current={p === page ? "page" : undefined}
                className={buttonVariants({
                  variant: p === page ? "default" : "ghost",
                  size: "sm",
                  className: "min-w-8 tabular-nums",
                })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      {step(page + 1, "next")}
    </nav>
  );
}
