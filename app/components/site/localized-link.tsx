import { cn } from "~/lib/cn";
import { useEffect, useState, type ComponentProps } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, NavLink, type PrefetchBehavior } from "react-router";
import { localizePath, type Lang } from "~/lib/language";
import { whenIdle } from "~/lib/when-idle";

export function useLang(): Lang {
  return useTranslation().i18n.language === "ru" ? "ru" : "en";
}

/** Turns an English path into the current language's URL: `/events` → `/ru/events` on Russian pages. */
export function useLocalizePath() {
  const lang = useLang();
  return (path: string) => localizePath(path, lang);
}

type Connection = { saveData?: boolean; effectiveType?: string };

/** A visitor who asked to save data, or on a slow connection (Network Information API): no prefetching for them. */
export function constrainedConnection(): boolean {
  if (typeof navigator === "undefined") return false;
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return connection?.saveData === true || ["slow-2g", "2g", "3g"].includes(connection?.effectiveType ?? "");
}

/**
 * How a link prefetches the next page (its route's modules and imports, and its data). "intent" (hover, focus, touch)
 * by default; nothing at all on a constrained connection. "render" waits for the browser's first idle moment after
 * the link mounted (after hydration, on the first page), so that it never competes with the page's own load; until
 * then the link prefetches on intent.
 *
 * The behaviour changes no HTML (only the link's event handlers and the prefetch links React Router adds after
 * hydration), so it is decided in the first render itself. A hydration check here (useSyncExternalStore) made every
 * link on the page render again, all at once, the moment hydration ended: one long task of the size of the page.
 */
function usePrefetch(wanted: PrefetchBehavior = "intent"): PrefetchBehavior {
  const idle = useIdleSinceMount(wanted === "render");
  if (wanted === "none" || constrainedConnection()) return "none";
  if (wanted === "render") return idle ? "render" : "intent";
  return wanted;
}

/** False until the browser's first idle moment after this component mounted (only when `wanted`; else always false). */
function useIdleSinceMount(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (wanted ? whenIdle(() => setIdle(true)) : undefined), [wanted]);
  return idle;
}

export function LocalizedLink({ to, prefetch, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const localize = useLocalizePath();
  return <Link to={localize(to)} prefetch={usePrefetch(prefetch)} {...props} />;
}

/**
 * A card's title link that opens from anywhere on the card: its `::after` covers the nearest positioned ancestor
 * (the card, `relative`). Focused from the keyboard, that cover shows the ring inside the card's edge (a card clips
 * what passes its edge). A block, so the link is as tall as its line whatever the font (WCAG 2.2 target size: the
 * inline link was 22 px tall with the stand-in font). Controls that must stay clickable on the card sit above it
 * (`relative z-10`).
 */
export function StretchedLink({ className, ...props }: ComponentProps<typeof Link> & { to: string }) {
  return (
    <LocalizedLink
      className={cn(
        "block focus-visible:outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:inset-ring-2 focus-visible:after:inset-ring-ring",
        className,
      )}
      {...props}
    />
  );
}

export function LocalizedNavLink({ to, prefetch, ...props }: ComponentProps<typeof NavLink> & { to: string }) {
  const localize = useLocalizePath();
  return <NavLink to={localize(to)} prefetch={usePrefetch(prefetch)} {...props} />;
}
