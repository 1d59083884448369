import { ArrowRight } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import { LazyTournamentCard } from "~/components/cards-lazy";
import { TournamentCardSkeleton, type TournamentCardData } from "~/components/tournaments/tournament-card";
import { Button } from "~/components/ui/button";
import { HOME_UPCOMING_COUNT } from "~/lib/league-constants";
import { SectionHeading } from "./section-heading";

function Frame({ children, loading }: { children: React.ReactNode; loading?: boolean }) {
  const { t } = useTranslation("home");
  // The skeleton and the streamed section can both be in the HTML (React swaps them in place): ids must differ.
  const titleId = loading ? "upcoming-title-loading" : "upcoming-title";
  return (
    <section aria-labelledby={titleId} aria-busy={loading || undefined}>
      <SectionHeading
        id={titleId}
        title={t("upcoming.title")}
        subtitle={t("upcoming.subtitle")}
        action={
          <Button asChild variant="outline">
            <LocalizedLink to="/events">
              {t("upcoming.fullCalendar")}
              <ArrowRight aria-hidden="true" />
            </LocalizedLink>
          </Button>
        }
      />
      {children}
    </section>
  );
}

export function UpcomingEvents({ events }: { events: TournamentCardData[] }) {
  const { t } = useTranslation("home");
  return (
    <Frame>
      {events.length === 0 ? (
        <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{t("upcoming.none")}</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {events.map((event) => (
            <LazyTournamentCard key={event.id} tournament={event} ns="home" />
          ))}
        </div>
      )}
    </Frame>
  );
}

export function UpcomingEventsSkeleton() {
  const { t } = useTranslation("home");
  return (
    <Frame loading>
      <p className="sr-only">{t("upcoming.loading")}</p>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: HOME_UPCOMING_COUNT }, (_, index) => (
          <TournamentCardSkeleton key={index} />
        ))}
      </div>
    </Frame>
  );
}

/** In place of the events when their streamed read failed: the rest of the page stays. */
export function UpcomingEventsFailed() {
  const { t } = useTranslation("home");
  return (
    <Frame>
      <p role="alert" className="rounded-xl border bg-card p-8 text-center text-muted-foreground">
        {t("upcoming.failed")}
      </p>
    </Frame>
  );
}
