import { ArrowLeft, CalendarDays, Clock, ExternalLink, MapPin } from "lucide-react";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { VenueTime, ViewerTime } from "~/components/site/venue-time";
import { formatEventDate } from "~/lib/format";
import { eventState, type EventState } from "~/lib/event-state";
import type { TournamentStatus } from "~/lib/league-constants";
import { imageSources } from "~/lib/responsive-images";
import { eventPicture } from "~/lib/generated-art";
import { StatusBadge } from "./status-badge";

export interface TournamentHeroData {
  id: string;
  title: string;
  event_date: Date | string;
  time_zone: string;
  location_city: string;
  location_country: string;
  status: TournamentStatus;
  /** A bout of it is on the mat now (app/lib/event-state.ts). */
  on_the_mat: boolean;
  image_url: string | null;
  broadcast_url: string | null;
  /** The venue zone's label at the start ("JST"), from the loader (app/lib/zone-label.ts). */
  zone_label: string;
}

/** Only web addresses become links: a stored value is never trusted to be one. */
export function isWebUrl(url: string | null | undefined): url is string {
  return typeof url === "string" && /^https?:\/\//i.test(url);
}

export function BackToCalendar({ prominent = false }: { prominent?: boolean }) {
  const { t } = useTranslation("tournament");
  return (
    <Button
      asChild
      variant={prominent ? "default" : "ghost"}
      size={prominent ? "lg" : "sm"}
      className={prominent ? undefined : "-ml-2 text-muted-foreground hover:text-foreground"}
    >
      <LocalizedLink to="/events">
        <ArrowLeft aria-hidden="true" />
        {t("backToCalendar")}
      </LocalizedLink>
    </Button>
  );
}

/** The broadcast link, labelled by the event's phase: Watch live, Watch replay, or Where to watch before it starts. */
export function WatchButton({ watch, url }: { watch: EventState["watch"]; url: string }) {
  const { t } = useTranslation("tournament");
  return (
    <Button asChild size="lg" variant={watch === "watchLive" ? "default" : "secondary"}>
      <a href={url} target="_blank" rel="noopener noreferrer" title={t("newTab")} data-testid="watch-button">
        {t(watch)}
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  );
}

export function TournamentHero({ tournament }: { tournament: TournamentHeroData }) {
  const lang = useLang();
  return (
    <section className="relative isolate overflow-hidden border-b">
      <img
        {...imageSources(eventPicture(tournament), "100vw")}
        alt=""
        width={1200}
        height={675}
        fetchPriority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-background via-background/85 to-background/40" />
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-6 sm:px-6 sm:pb-16">
        <BackToCalendar />
        <div className="mt-16 sm:mt-28">
          <StatusBadge event={tournament} className="text-sm" />
          <h1 className="mt-4 max-w-4xl text-4xl font-bold uppercase leading-[0.95] sm:text-6xl lg:text-7xl">
            {tournament.title}
          </h1>
          <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-white/85 sm:text-lg">
            <span className="flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-5 text-primary" />
              <time dateTime={new Date(tournament.event_date).toISOString()} data-testid="event-date">
                {formatEventDate(tournament, lang, "detail")}
              </time>
            </span>
            <span className="flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5 text-primary" />
              <span>
                <VenueTime
                  value={tournament.event_date}
                  timeZone={tournament.time_zone}
                  zone={tournament.zone_label}
                  ns="tournament"
                  viewer={false}
                />
              </span>
            </span>
            <span className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-5 text-primary" />
              {tournament.location_city}, {tournament.location_country}
            </span>
          </div>
          {/* The viewer's own time, where their clock differs from the venue's: known only after hydration, so its
              line is kept from the first paint and nothing moves when it arrives. */}
          <p className="mt-2 min-h-[1lh] text-sm text-white/70 sm:text-base">
            <ViewerTime value={tournament.event_date} timeZone={tournament.time_zone} ns="tournament" />
          </p>
          <LazyFollowButton kind="tournament" id={tournament.id} name={tournament.title} className="mt-6" />
          {isWebUrl(tournament.broadcast_url) && (
            <div className="mt-8">
              <WatchButton watch={eventState(tournament).watch} url={tournament.broadcast_url} />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
