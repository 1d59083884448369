import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import { tournamentLiveCard } from "~/components/deferred-parts";
import { constrainedConnection } from "~/components/site/localized-link";
import { eventState, type EventFacts } from "~/lib/event-state";
import { cn } from "~/lib/cn";

/**
 * The event's phase (app/lib/event-state.ts: the status as set, live while a bout is on the mat). Live pulses, unless
 * the visitor asked for reduced motion.
 */
export function StatusBadge({ event, className }: { event: EventFacts; className?: string }) {
  const { t } = useTranslation();
  const status = eventState(event).phase;
  // A page that shows a live event loads the live card's code a second later, once the page has settled: a click into
  // the event then shows the card with the page, where it would otherwise come in a later render that React holds back
  // about 300 ms. (Loading twice is harmless: the load is shared. A plain timeout: this code counts against every
  // page's initial JavaScript, and the idle-callback fallback for Safari took the home page over its 150 KB.)
  useEffect(() => {
    if (status === "live" && !constrainedConnection())
      setTimeout(() => void tournamentLiveCard.preload().catch(() => undefined), 1_000);
  }, [status]);
  return (
    <Badge
      variant={status}
      data-status={status}
      className={cn(status === "live" && "motion-safe:animate-live", className)}
    >
      {status === "live" && <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
