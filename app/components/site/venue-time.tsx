// A time on the venue's clock with its zone ("7:00 PM JST"), and after hydration the viewer's own time when their
// clock differs ("· 11:00 AM your time"): the server cannot know the viewer's zone, so the first render leaves it out.
import { useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatDate, formatTime, safeTimeZone, type DateInput } from "~/lib/format";
import { zoneLabel, zoneOffsetMinutes } from "~/lib/zone-label";

const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The browser's zone when its clock at `value` differs from the venue's; null on the server, in the hydrating render
 * (React renders the server's snapshot first, then the browser's) and where the clocks agree.
 */
function useViewerZone(value: DateInput, venueZone: string) {
  const own = useSyncExternalStore(never, browserZone, () => null);
  if (!own) return null;
  const zone = safeTimeZone(own);
  return zoneOffsetMinutes(value, zone) === zoneOffsetMinutes(value, venueZone) ? null : zone;
}

/**
 * `withDate` adds the venue's date before the time. The strings come from the page's namespace (`venueTime.at`,
 * `venueTime.yours` in tournament.json and live.json).
 */
export function VenueTime({ value, timeZone, ns, withDate = false }: { value: DateInput; timeZone: string; ns: "tournament" | "live"; withDate?: boolean }) {
  const { t } = useTranslation(ns);
  const lang = useLang();
  const viewer = useViewerZone(value, timeZone);
  const when = (zone: string) => (withDate ? `${formatDate(value, lang, zone)}, ` : "") + formatTime(value, lang, zone);
  // The viewer's date is shown only when it is another day than the venue's.
  const viewerText = viewer && (formatDate(value, lang, viewer) === formatDate(value, lang, timeZone) ? formatTime(value, lang, viewer) : `${formatDate(value, lang, viewer)}, ${formatTime(value, lang, viewer)}`);
  return (
    <>
      <time dateTime={new Date(value).toISOString()} data-testid="venue-time">
        {t("venueTime.at", { time: when(timeZone), zone: zoneLabel(value, timeZone, lang) })}
      </time>
      {viewerText && (
        <span data-testid="viewer-time" className="text-muted-foreground">
          {" · "}
          {t("venueTime.yours", { time: viewerText })}
        </span>
      )}
    </>
  );
}
