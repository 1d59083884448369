import { memo } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { eventsSearch, type EventsQuery } from "./events-query";
import { LazyTournamentCard } from "~/components/cards-lazy";
import type { TournamentCardData } from "./tournament-card";

export interface EventsPage {
  items: TournamentCardData[];
  total: number;
  page: number;
  pageCount: number;
}

// Memoized: the list does not re-render while a navigation away from /events is under way (its props do not change).
export const EventsList = memo(function EventsList({
  list,
  query,
  action,
}: {
  list: EventsPage;
  query: EventsQuery;
  action: string;
}) {
  const { t } = useTranslation("events");
  if (list.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed bg-card/50 px-6 py-16 text-center text-lg text-muted-foreground">
        {t(`empty.${query.tab}`)}
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <p className="text-sm text-muted-foreground">{t("results", { count: list.total })}</p>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {/* The first row (three cards on a wide screen) is on the first screen: its pictures are not lazy. */}
        {list.items.map((tournament, index) => (
          <LazyTournamentCard
            key={tournament.id}
            tournament={tournament}
            headingLevel={2}
            imagePriority={index === 0 ? "high" : index < 3 ? "eager" : "lazy"}
          />
        ))}
      </div>
      {list.pageCount > 1 && (
        <nav aria-label={t("pagination.label")} className="flex items-center justify-center gap-3">
          <Button
            asChild
            variant="outline"
            size="sm"
            className={list.page <= 1 ? "pointer-events-none opacity-40" : undefined}
          >
            <Link
              to={action + eventsSearch(query, { page: list.page - 1 })}
              aria-disabled={list.page <= 1}
              tabIndex={list.page <= 1 ? -1 : undefined}
            >
              <ChevronLeft aria-hidden="true" />
              {t("pagination.previous")}
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">
            {t("pagination.status", { page: list.page, pageCount: list.pageCount })}
          </span>
          <Button
            asChild
            variant="outline"
            size="sm"
            className={list.page >= list.pageCount ? "pointer-events-none opacity-40" : undefined}
          >
            <Link
              to={action + eventsSearch(query, { page: list.page + 1 })}
              aria-disabled={list.page >= list.pageCount}
              tabIndex={list.page >= list.pageCount ? -1 : undefined}
            >
              {t("pagination.next")}
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </nav>
      )}
    </div>
  );
});
