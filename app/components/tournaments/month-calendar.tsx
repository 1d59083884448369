import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { formatDate, formatEventDate, formatMonthTitle, localDateKey, weekdayName } from "~/lib/format";
import { monthGrid, weekdayOrder } from "./calendar-month";
import { eventsSearch, shiftMonth, type EventsQuery } from "./events-query";
import { StatusBadge } from "./status-badge";
import type { TournamentCardData } from "./tournament-card";

const STATUS_CHIP = {
  live: "border-live bg-live/20",
  upcoming: "border-primary bg-primary/10",
  completed: "border-muted-foreground/50 bg-muted",
} as const;

/** A month grid (weeks start on Sunday in English, Monday in Russian) with each event on its venue-local day. */
export function MonthCalendar({
  month,
  events,
  query,
  action,
}: {
  month: string;
  events: TournamentCardData[];
  query: EventsQuery;
  action: string;
}) {
  const { t } = useTranslation("events");
  const lang = useLang();
  const weekStartsOn = lang === "ru" ? 1 : 0;
  const byDay = new Map<string, TournamentCardData[]>();
  for (const event of events) {
    const key = localDateKey(event.event_date, event.time_zone);
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const title = formatMonthTitle(month, lang);

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="outline" size="icon">
          <Link
            to={action + eventsSearch(query, { month: shiftMonth(month, -1) })}
            aria-label={t("calendar.previous")}
            preventScrollReset
          >
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <h2 className="text-2xl font-bold uppercase" aria-live="polite">
          {title}
        </h2>
        <Button asChild variant="outline" size="icon">
          <Link
            to={action + eventsSearch(query, { month: shiftMonth(month, 1) })}
            aria-label={t("calendar.next")}
            preventScrollReset
          >
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <table className="w-full table-fixed border-collapse overflow-hidden rounded-xl border bg-card text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {weekdayOrder(weekStartsOn).map((weekday) => (
              <th
                key={weekday}
                scope="col"
                className="border-b py-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground"
              >
                <span aria-hidden="true">{weekdayName(weekday, lang, "short")}</span>
                <span className="sr-only">{weekdayName(weekday, lang, "long")}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, weekStartsOn).map((week) => (
            <tr key={week[0]!.key}>
              {week.map((day) => {
                const dayEvents = byDay.get(day.key) ?? [];
                return (
                  <td
                    key={day.key}
                    data-date={day.key}
                    className={cn(
                      "h-16 border align-top p-1 sm:h-28 sm:p-1.5",
                      !day.inMonth && "bg-background/60 text-muted-foreground/50",
                    )}
                  >
                    <span
                      className={cn(
                        "block text-xs font-semibold sm:text-sm",
                        dayEvents.length > 0 && "text-primary-text",
                      )}
                    >
                      {day.day}
                    </span>
                    {dayEvents.length > 0 && (
                      <ul
                        aria-label={t("calendar.eventsOn", { date: formatDate(`${day.key}T12:00:00Z`, lang, "UTC") })}
                        className="mt-1 space-y-1"
                      >
                        {dayEvents.map((event) => (
                          <li key={event.id}>
                            <LocalizedLink
                              to={`/tournament/${event.id}`}
                              title={event.title}
                              className={cn(
                                "block truncate rounded border-l-2 px-1 py-0.5 text-[0.65rem] font-semibold leading-tight hover:bg-accent sm:px-1.5 sm:text-xs",
                                STATUS_CHIP[event.status],
                              )}
                            >
                              <span className="hidden sm:inline">{event.title}</span>
                              <span className="sm:hidden" aria-hidden="true">
                                ●
                              </span>
                              <span className="sr-only sm:hidden">{event.title}</span>
                            </LocalizedLink>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      {events.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card/50 px-6 py-10 text-center text-muted-foreground">
          {t("calendar.noEvents")}
        </p>
      ) : (
        <ul className="space-y-2 sm:hidden">
          {events.map((event) => (
            <li key={event.id}>
              <LocalizedLink
                to={`/tournament/${event.id}`}
                className="flex items-center justify-between gap-3 rounded-lg border bg-card p-3"
              >
                <span>
                  <span className="block font-display font-semibold uppercase">{event.title}</span>
                  <span className="text-xs text-muted-foreground">
                    <span data-testid="event-date">{formatEventDate(event, lang)}</span> · {event.location_city}
                  </span>
                </span>
                <StatusBadge event={event} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
