import { Menu, X } from "lucide-react";
import { lazy, memo, Suspense, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { SiteData } from "./use-site";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BrandMark } from "./brand-mark";
import { LanguageToggle } from "./language-toggle";

// Only a signed-in reader sees Account, Score, Admin and "Sign out": their code is not in every anonymous visitor's initial JavaScript.
const SignedInActions = lazy(() =>
  import("./signed-in-actions").then((module) => ({ default: module.SignedInActions })),
);
import { LocalizedLink, LocalizedNavLink, useLang } from "./localized-link";

export const NAV_ITEMS = [
  { to: "/", key: "home" },
  { to: "/events", key: "events" },
  { to: "/athletes", key: "athletes" },
  { to: "/rules", key: "rules" },
  { to: "/analytics", key: "analytics" },
  { to: "/teams", key: "teams" },
  { to: "/live", key: "live" },
  { to: "/news", key: "news" },
] as const;

// Eight sections, the language toggle and the account actions share the desktop bar, which starts at xl (1280 px; the
// menu serves narrower screens); its links are tight, and signed-in people get icon-only actions and the short brand
// name (the full name stays the link's accessible text). Russian labels are longer: the sections alone take 864 px,
// so a signed-in person's Russian bar (1,300–1,400 px) starts at 2xl (1536 px) and the menu serves below it.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold uppercase tracking-wide transition-colors hover:text-foreground xl:px-2 xl:tracking-normal",
    isActive ? "text-foreground bg-accent" : "text-muted-foreground",
  );

function AccountActions({
  site,
  className,
  compact = false,
}: {
  site: SiteData | undefined;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!site?.user) {
    return (
      <Button asChild size="sm" className={className}>
        <LocalizedLink to="/auth">{t("nav.signIn")}</LocalizedLink>
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInActions user={site.user} className={className} compact={compact} />
    </Suspense>
  );
}

/**
 * The site data comes as a prop (not from the router's state), so the header does not re-render when a navigation
 * starts or lands: only its location-aware links do.
 */
export const SiteHeader = memo(function SiteHeader({ site }: { site: SiteData | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const lang = useLang();
  // Where the bar takes over from the menu: a signed-in person's Russian bar is wider, so it waits for 2xl.
  const bar =
    site?.user && lang === "ru"
      ? { nav: "2xl:ml-2 2xl:flex", show: "2xl:flex", hide: "2xl:hidden" }
      : { nav: "xl:ml-2 xl:flex", show: "xl:flex", hide: "xl:hidden" };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        {/* The link is named by its text (short name, then the full name, visible from 2xl to visitors: eight sections fill the bar below that), so speech input matches what is seen. */}
        <LocalizedLink to="/" className="flex items-center gap-2.5">
          <BrandMark className="size-9" />
          <span className="font-display text-xl font-bold uppercase tracking-wider">{site?.brand.shortName}</span>
          <span
            className={cn(
              "sr-only text-xs font-medium uppercase leading-tight text-muted-foreground",
              !site?.user && "2xl:not-sr-only 2xl:block 2xl:max-w-40",
            )}
          >
            {site?.brand.name}
          </span>
        </LocalizedLink>
        {/* Aligned left, after the brand, so its place never depends on what follows it: a browser may paint the page
            before the rest of the bar has arrived (a slow link), and a right-aligned bar moved 200 px when the language
            toggle and account actions came in (e2e/layout-shift.spec.ts). */}
        <nav aria-label={t("nav.mainNavigation")} className={cn("hidden items-center gap-0.5", bar.nav)}>
          {NAV_ITEMS.map((item) => (
            <LocalizedNavLink key={item.key} to={item.to} end={item.to === "/"} className={navLinkClass}>
              {t(`nav.${item.key}`)}
            </LocalizedNavLink>
          ))}
        </nav>
        <div className={cn("ml-auto hidden items-center gap-2", bar.show)}>
          <LanguageToggle />
          <AccountActions site={site} compact />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={cn("ml-auto", bar.hide)}
          aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? <X className="size-6!" /> : <Menu className="size-6!" />}
        </Button>
      </div>
      <div className={cn("border-t", bar.hide, !open && "hidden")} id="mobile-menu">
        <nav aria-label={t("nav.mainNavigation")} className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {NAV_ITEMS.map((item) => (
            <LocalizedNavLink
              key={item.key}
              to={item.to}
              end={item.to === "/"}
              className={navLinkClass}
              onClick={() => setOpen(false)}
            >
              {t(`nav.${item.key}`)}
            </LocalizedNavLink>
          ))}
          <div className="mt-2 flex flex-wrap items-center gap-2 border-t pt-3">
            <LanguageToggle />
            <AccountActions site={site} />
          </div>
        </nav>
      </div>
    </header>
  );
});
