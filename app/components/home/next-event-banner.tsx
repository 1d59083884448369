import { CalendarDays, MapPin, Radio, Trophy } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { eventPicture } from "~/lib/generated-art";
import { imageSources } from "~/lib/responsive-images";
import type { TournamentCardData } from "~/components/tournaments/tournament-card";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { StatusBadge } from "~/components/tournaments/status-badge";
import { getCountdown } from "~/lib/countdown";
import { eventState } from "~/lib/event-state";
import { formatEventDate } from "~/lib/format";
import { useNow } from "./use-now";

function CountdownUnit({ unit, value }: { unit: "days" | "hours" | "minutes"; value: number }) {
  const { t } = useTranslation("home");
  return (
    <div className="flex min-w-20 flex-col items-center rounded-lg border border-white/10 bg-black/50 px-3 py-3 backdrop-blur sm:min-w-24 sm:px-4">
      <span
        data-testid={`countdown-${unit}`}
        className="font-display text-4xl font-bold tabular-nums leading-none sm:text-5xl"
      >
        {String(value).padStart(2, "0")}
      </span>
      <span className="mt-2 text-[0.7rem] font-semibold uppercase tracking-widest text-muted-foreground">
        {t(`nextEvent.${unit}`, { count: value })}
      </span>
    </div>
  );
}

/** The match a live event is on, with its team score (home.server.ts); server-rendered, no stream on this page. */
export interface LiveLead {
  home: string;
  away: string;
  score: { home: number; away: number };
}

/**
 * An event as the home page leads with it, by its phase (app/lib/event-state.ts): one being fought as LIVE with its
 * team score and "Watch live" to /live; the next one not begun with its countdown (the home page shows both when an
 * event is live and another is to come).
 */
export function NextEventBanner({
  event,
  serverNow,
  live,
}: {
  event: TournamentCardData | null | undefined;
  serverNow: number;
  live?: LiveLead | null;
}) {
  const { t } = useTranslation("home");
  const lang = useLang();
  const now = useNow(serverNow);

  if (!event) {
    return (
      <div className="rounded-2xl border bg-card p-8 text-center text-muted-foreground">
        <p>{t("nextEvent.none")}</p>
      </div>
    );
  }

  const countdown = getCountdown(event.event_date, now);
  const state = eventState(event);
  const isLive = state.live;
  const detailPath = `/tournament/${event.id}`;
  const titleId = `${isLive ? "live" : "next"}-event-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid={isLive ? "live-event-banner" : "next-event-banner"}
      className="relative isolate overflow-hidden rounded-2xl border"
    >
      <img
        {...imageSources(eventPicture(event), "(min-width: 1280px) 1280px, 100vw")}
        alt=""
        width={1200}
        height={675}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black via-black/80 to-black/30 lg:bg-gradient-to-r lg:from-black lg:via-black/75 lg:to-black/20" />
      <div className="grid gap-8 p-6 sm:p-10 lg:grid-cols-[1fr_auto] lg:items-end">
        <div>
          <h2 className="text-xs font-semibold uppercase tracking-[0.3em] text-primary-text">
            {isLive ? <StatusBadge event={event} /> : t("nextEvent.title")}
          </h2>
          <h3
            id={titleId}
            className="mt-3 text-4xl font-bold uppercase leading-none [overflow-wrap:anywhere] sm:text-6xl"
          >
            {event.title}
          </h3>
          <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80 sm:text-base">
            <span className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
              <time dateTime={new Date(event.event_date).toISOString()}>{formatEventDate(event, lang)}</time>
            </span>
            <span className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-primary" />
              {event.location_city}, {event.location_country}
            </span>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <LocalizedLink to={detailPath} prefetch="render">
                {t("nextEvent.details")}
              </LocalizedLink>
            </Button>
            <Button
              asChild
              size="lg"
              variant={isLive ? "default" : "outline"}
              className={isLive ? "order-first" : "bg-black/30 backdrop-blur"}
            >
              <LocalizedLink to="/live">
                <Radio aria-hidden="true" className="text-primary" />
                {t(isLive ? "nextEvent.watchLive" : "nextEvent.whereToWatch")}
              </LocalizedLink>
            </Button>
          </div>
        </div>
        {isLive ? (
          live && (
            <LocalizedLink
              to="/live"
              data-testid="home-live"
              className="flex flex-col items-start font-display font-bold uppercase hover:underline lg:items-end"
            >
              <span data-testid="home-live-score" className="text-6xl tabular-nums">
                {live.score.home}–{live.score.away}
              </span>
              <span className="text-xl">
                {live.home} – {live.away}
              </span>
            </LocalizedLink>
          )
        ) : countdown.completed ? (
          <div className="flex flex-col items-start gap-4 lg:items-end">
            <p className="flex items-center gap-2 font-display text-3xl font-bold uppercase">
              <Trophy aria-hidden="true" className="size-7 text-gold" />
              {t("nextEvent.completed")}
            </p>
            <Button asChild variant="secondary" size="lg">
              <LocalizedLink to={detailPath} prefetch="render">
                {t("nextEvent.viewResults")}
              </LocalizedLink>
            </Button>
          </div>
        ) : (
          <div role="timer" aria-label={t("nextEvent.countdownLabel")} className="flex gap-2 sm:gap-3">
            <CountdownUnit unit="days" value={countdown.days} />
            <CountdownUnit unit="hours" value={countdown.hours} />
            <CountdownUnit unit="minutes" value={countdown.minutes} />
          </div>
        )}
      </div>
    </article>
  );
}

export function NextEventBannerSkeleton() {
  return <Skeleton data-testid="next-event-skeleton" className="h-80 rounded-2xl" />;
}
