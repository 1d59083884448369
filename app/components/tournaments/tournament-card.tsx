import { CalendarDays, MapPin } from "lucide-react";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { useTranslation } from "~/i18n/react";
import { StretchedLink, useLang } from "~/components/site/localized-link";
import { Skeleton } from "~/components/ui/skeleton";
import { formatEventDate } from "~/lib/format";
import type { TournamentStatus } from "~/lib/league-constants";
import { imageSources } from "~/lib/responsive-images";
import { eventPicture } from "~/lib/generated-art";
import { StatusBadge } from "./status-badge";

export interface TournamentCardData {
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
}

interface TournamentCardProps {
  tournament: TournamentCardData;
  /** 3 under a section's h2 (home), 2 where the cards follow the page's h1 directly (events). */
  headingLevel?: 2 | 3;
  /** "high": the page's largest picture on a phone (fetched first); "eager": on the first screen of a wide layout. */
  imagePriority?: "high" | "eager" | "lazy";
  /** Whose strings label the date and place: the home page has its own, so it does not load the calendar's. */
  ns?: "events" | "home";
}

export function TournamentCard({
  tournament,
  headingLevel = 3,
  imagePriority = "lazy",
  ns = "events",
}: TournamentCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const lang = useLang();
  const { t } = useTranslation(ns);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/70">
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        <img
          {...imageSources(eventPicture(tournament), "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")}
          alt=""
          loading={imagePriority === "lazy" ? "lazy" : undefined}
          fetchPriority={imagePriority === "high" ? "high" : undefined}
          width={1200}
          height={675}
          className="size-full object-cover transition-transform duration-500 motion-safe:group-hover:scale-105"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-black/70 via-transparent to-transparent" />
        <StatusBadge event={tournament} className="absolute left-3 top-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <Heading className="text-xl font-bold uppercase leading-tight">
            <StretchedLink to={`/tournament/${tournament.id}`}>{tournament.title}</StretchedLink>
          </Heading>
          <LazyFollowButton kind="tournament" id={tournament.id} name={tournament.title} compact className="-my-1" />
        </div>
        <dl className="mt-auto space-y-1.5 text-sm text-muted-foreground">
          <div className="flex items-center gap-2">
            {/* Only dt and dd may sit in a dl's div, so the icon goes inside the dt, beside its hidden label. */}
            <dt className="shrink-0">
              <span className="sr-only">{t("dateLabel")}</span>
              <CalendarDays aria-hidden="true" className="size-4 text-primary" />
            </dt>
            <dd data-testid="event-date">{formatEventDate(tournament, lang)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="shrink-0">
              <span className="sr-only">{t("placeLabel")}</span>
              <MapPin aria-hidden="true" className="size-4 text-primary" />
            </dt>
            <dd>
              {tournament.location_city}, {tournament.location_country}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}

export function TournamentCardSkeleton() {
  return (
    <div data-testid="tournament-card-skeleton" className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/5" />
      </div>
    </div>
  );
}
