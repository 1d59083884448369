import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSite } from "~/root";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BrandMark } from "./brand-mark";
import { LanguageToggle } from "./language-toggle";
import { LocalizedLink, LocalizedNavLink } from "./localized-link";
import { SignOutButton } from "./sign-out-button";

export const NAV_ITEMS = [
  { to: "/", key: "home" },
  { to: "/events", key: "events" },
  { to: "/athletes", key: "athletes" },
  { to: "/rules", key: "rules" },
  { to: "/analytics", key: "analytics" },
  { to: "/live", key: "live" },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-semibold uppercase tracking-wide transition-colors hover:text-foreground",
    isActive ? "text-foreground bg-accent" : "text-muted-foreground",
  );

function AccountActions({ className }: { className?: string }) {
  const { t } = useTranslation();
  const site = useSite();
  if (!site?.user) {
    return (
      <Button asChild size="sm" className={className}>
        <LocalizedLink to="/auth">{t("nav.signIn")}</LocalizedLink>
      </Button>
    );
  }
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button asChild variant="ghost" size="sm">
        <LocalizedLink to="/account">{t("nav.account")}</LocalizedLink>
      </Button>
      {site.user.isAdmin && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/admin">{t("nav.admin")}</LocalizedLink>
        </Button>
      )}
      <SignOutButton />
    </div>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const site = useSite();
  const [open, setOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2">
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
          {/* The link is named by its text (short name, then the full name, visible from xl), so speech input matches what is seen. */}
          <LocalizedLink to="/" className="flex items-center gap-2.5">
            <BrandMark className="size-9" />
            <span className="font-display text-xl font-bold uppercase tracking-wider">{site?.brand.shortName}</span>
            <span className="sr-only text-xs font-medium uppercase leading-tight text-muted-foreground xl:not-sr-only xl:block xl:max-w-40">{site?.brand.name}</span>
          </LocalizedLink>
          <nav aria-label={t("nav.mainNavigation")} className="ml-auto hidden items-center gap-1 lg:flex">
            {NAV_ITEMS.map((item) => (
              <LocalizedNavLink key={item.key} to={item.to} end={item.to === "/"} className={navLinkClass}>
                {t(`nav.${item.key}`)}
              </LocalizedNavLink>
            ))}
          </nav>
          <div className="ml-auto hidden items-center gap-2 lg:ml-4 lg:flex">
            <LanguageToggle />
            <AccountActions />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto lg:hidden"
            aria-label={open ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(!open)}
          >
            {open ? <X className="size-6!" /> : <Menu className="size-6!" />}
          </Button>
        </div>
        <div className={cn("border-t lg:hidden", !open && "hidden")} id="mobile-menu">
          <nav aria-label={t("nav.mainNavigation")} className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {NAV_ITEMS.map((item) => (
              <LocalizedNavLink key={item.key} to={item.to} end={item.to === "/"} className={navLinkClass} onClick={() => setOpen(false)}>
                {t(`nav.${item.key}`)}
              </LocalizedNavLink>
            ))}
            <div className="mt-2 flex flex-wrap items-center gap-2 border-t pt-3">
              <LanguageToggle />
              <AccountActions />
            </div>
          </nav>
      </div>
    </header>
  );
}
