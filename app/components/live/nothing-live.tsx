import { CalendarDays, Radio } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useNow } from "~/components/home/use-now";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { getCountdown } from "~/lib/countdown";
import { formatEventDate } from "~/lib/format";
import type { LiveData } from "../../routes/live.server";

/** When nothing is live: the next event with its countdown, and the calendar (never an empty page). */
export function NothingLive({ event, serverNow }: { event: LiveData["nextEvent"]; serverNow: number }) {
  const { t } = useTranslation("live");
  const lang = useLang();
  const now = useNow(serverNow);
  const countdown = event ? getCountdown(event.event_date, now) : null;
  return (
    <section
      data-testid="nothing-live"
      className="flex flex-col items-center rounded-2xl border bg-card px-4 py-12 text-center"
    >
      <span className="flex size-16 items-center justify-center rounded-full border-2 border-primary/60 bg-primary/10">
        <Radio aria-hidden="true" className="size-7 text-primary" />
      </span>
      <h2 className="mt-6 text-2xl font-bold uppercase sm:text-3xl">{t("nothingLive")}</h2>
      {event && countdown ? (
        <>
          <p className="mt-3 text-muted-foreground">{t("nothingLiveHint")}</p>
          <h3 className="mt-4 font-display text-3xl font-bold uppercase">
            <LocalizedLink to={`/tournament/${event.id}`} className="hover:underline">
              {event.title}
            </LocalizedLink>
          </h3>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            <time dateTime={new Date(event.event_date).toISOString()}>{formatEventDate(event, lang)}</time> ·{" "}
            {event.location_city}
          </p>
          <div role="timer" aria-label={t("countdownLabel")} className="mt-6 flex gap-2 sm:gap-3">
            {(["days", "hours", "minutes"] as const).map((unit) => (
              <div
                key={unit}
                className="flex min-w-20 flex-col items-center rounded-lg border bg-background/50 px-3 py-3"
              >
                <span
                  data-testid={`countdown-${unit}`}
                  className="font-display text-4xl font-bold tabular-nums leading-none"
                >
                  {String(countdown[unit]).padStart(2, "0")}
                </span>
                <span className="mt-2 text-[0.7rem] font-semibold uppercase tracking-widest text-muted-foreground">
                  {t(unit, { count: countdown[unit] })}
                </span>
              </div>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-3 max-w-md text-muted-foreground">{t("noNextEvent")}</p>
      )}
      <Button asChild size="lg" className="mt-8">
        <LocalizedLink to="/events">{t("openCalendar")}</LocalizedLink>
      </Button>
    </section>
  );
}
