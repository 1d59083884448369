import { Building2, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { AddToCalendar } from "~/components/calendar/add-to-calendar";
import { useTranslation } from "~/i18n/react";
import { eventState, type EventFacts } from "~/lib/event-state";
import { RulesDownload } from "./rules-download";

function InfoCard({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-6">
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold uppercase">
        {icon}
        {title}
      </h2>
      <div className="mt-3 text-muted-foreground">{children}</div>
    </section>
  );
}

export interface TournamentAsideData extends EventFacts {
  id: string;
  prize_pool: string | null;
  venue_details: string | null;
  location_city: string;
  location_country: string;
  rules_pdf_url: string | null;
}

/** A tournament page's side column: prize pool, venue, rules and "Add to calendar" (loaded after hydration:
 * tournament-aside-lazy.tsx). */
export function TournamentAside({ tournament }: { tournament: TournamentAsideData }) {
  const { t } = useTranslation("tournament");
  const state = eventState(tournament);
  return (
    <>
      <InfoCard
        id="prize-title"
        title={t("prizePool")}
        icon={<Trophy aria-hidden="true" className="size-5 text-primary" />}
      >
        <p className={tournament.prize_pool ? "font-display text-3xl font-bold text-foreground" : undefined}>
          {tournament.prize_pool || t("toBeAnnounced")}
        </p>
      </InfoCard>
      <InfoCard
        id="venue-title"
        title={t("venue")}
        icon={<Building2 aria-hidden="true" className="size-5 text-primary" />}
      >
        <p className="whitespace-pre-line">
          {/* Without details, a finished event names its city; only an event to come has a venue to announce. */}
          {tournament.venue_details ||
            (state.phase === "completed"
              ? `${tournament.location_city}, ${tournament.location_country}`
              : t("toBeAnnounced"))}
        </p>
      </InfoCard>
      <RulesDownload rulesPdfUrl={tournament.rules_pdf_url} />
      <AddToCalendar tournamentId={tournament.id} />
    </>
  );
}
