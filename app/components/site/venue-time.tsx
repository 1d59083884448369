// A time on the venue's clock with its zone ("7:00 PM JST"), and after hydration the viewer's own time when their
// clock differs ("· 11:00 AM your time"): the server cannot know the viewer's zone, so the first render leaves it out.
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatDate, formatTime, safeTimeZone, type DateInput } from "~/lib/format";
import { whenIdle } from "~/lib/when-idle";
import { zoneOffsetMinutes } from "~/lib/zone-offset";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The browser's zone once read: parts mounted after that (a click to another page) need not wait for an idle moment. */
let knownZone: string | null = null;

/**
 * The browser's zone: null on the server and in the hydrating render, then read at the browser's first idle moment
 * and set in a transition (time-sliced). Read at once, as a store's snapshot, it re-rendered every time on the page in
 * one task right after hydration, which Lighthouse counts four times over as blocking time (docs/performance.md).
 */
function useBrowserZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const show = () => {
      knownZone ??= browserZone();
      startTransition(() => setZone(knownZone));
    };
    if (!knownZone) return whenIdle(show);
    show();
  }, []);
  return zone;
}

/**
 * The browser's zone when its clock at `value` differs from the venue's; null on the server, in the hydrating render
 * (until the browser's first idle moment) and where the clocks agree.
 */
function useViewerZone(value: DateInput, venueZone: string) {
  const own = useBrowserZone();
  if (!own) return null;
  const zone = safeTimeZone(own);
  return zoneOffsetMinutes(value, zone) === zoneOffsetMinutes(value, venueZone) ? null : zone;
}

/** The viewer's own time of `value` ("11:00 AM", with the date when it is another day than the venue's), or null. */
function useViewerTime(value: DateInput, timeZone: string): string | null {
  const lang = useLang();
  const viewer = useViewerZone(value, timeZone);
  if (!viewer) return null;
  return formatDate(value, lang, viewer) === formatDate(value, lang, timeZone)
    ? formatTime(value, lang, viewer)
    : `${formatDate(value, lang, viewer)}, ${formatTime(value, lang, viewer)}`;
}

/**
 * The viewer's time alone ("11:00 AM your time"), for a line the page keeps for it from the first paint (empty where
 * the clocks agree): it arrives after hydration and moves nothing (the tournament's hero, above the fold).
 */
export function ViewerTime({ value, timeZone, ns }: { value: DateInput; timeZone: string; ns: "tournament" }) {
  const { t } = useTranslation(ns);
  const viewerText = useViewerTime(value, timeZone);
  return viewerText && <span data-testid="viewer-time">{t("venueTime.yours", { time: viewerText })}</span>;
}

/**
 * `zone` is the venue zone's label, computed by the loader (app/lib/zone-label.ts: its table stays off the page's
 * JavaScript). `withDate` adds the venue's date before the time. The strings come from the page's namespace (`venueTime.at`,
 * `venueTime.yours` in tournament.json, live.json and manage.json).
 */
export function VenueTime({
  value,
  timeZone,
  zone,
  ns,
  withDate = false,
  viewer = true,
}: {
  value: DateInput;
  timeZone: string;
  zone: string;
  ns: "tournament" | "live" | "manage" | "teams" | "fans";
  withDate?: boolean;
  /** False where the page shows the viewer's time apart, in space kept for it (`ViewerTime`). */
  viewer?: boolean;
}) {
  const { t } = useTranslation(ns);
  const lang = useLang();
  const viewerText = useViewerTime(value, timeZone);
  const when = (clock: string) =>
    (withDate ? `${formatDate(value, lang, clock)}, ` : "") + formatTime(value, lang, clock);
  return (
    <>
      <time dateTime={new Date(value).toISOString()} data-testid="venue-time">
        {t("venueTime.at", { time: when(timeZone), zone })}
      </time>
      {viewer && viewerText && (
        <span data-testid="viewer-time" className="text-muted-foreground">
          {" · "}
          {t("venueTime.yours", { time: viewerText })}
        </span>
      )}
    </>
  );
}
