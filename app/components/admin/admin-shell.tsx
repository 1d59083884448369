import {
  Handshake,
  History,
  ListChecks,
  Newspaper,
  Shield,
  Trophy,
  UserCog,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, useLocation } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { SignOutButton } from "~/components/site/sign-out-button";
import { cn } from "~/lib/cn";
import { stripLang } from "~/lib/language";
import { ADMIN_TABS, type AdminTab } from "./admin-tabs";

/** One icon per section: a new entity's section fails to compile until it has one. */
const ICONS: Record<AdminTab, LucideIcon> = {
  tournaments: Trophy,
  news: Newspaper,
  teams: Shield,
  athletes: UsersRound,
  sponsors: Handshake,
  results: ListChecks,
  audit: History,
  staff: UserCog,
};

/** The admin's frame: title, the signed-in admin, and its sections as links (the open one marked `aria-current="page"`). */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const { t } = useTranslation("admin");
  const localize = useLocalizePath();
  // `/admin` opens the first section, so its link is the current one there too.
  const path = stripLang(useLocation().pathname).replace(/\/$/, "");
  const current = path === "/admin" ? ADMIN_TABS[0] : ADMIN_TABS.find((tab) => path === `/admin/${tab}`);
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-bold uppercase">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t("signedInAs", { email })}</p>
        </div>
        <SignOutButton />
      </div>
      <nav
        aria-label={t("list.sections")}
        className="flex w-full flex-wrap gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:w-fit"
      >
        {ADMIN_TABS.map((tab) => {
          const Icon = ICONS[tab];
          const active = tab === current;
          return (
            <Link
              key={tab}
              to={localize(`/admin/${tab}`)}
              aria-current={active ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-4 text-sm font-semibold uppercase tracking-wide transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
                active && "bg-primary text-primary-foreground hover:text-primary-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`tabs.${tab}`)}
            </Link>
          );
        })}
      </nav>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}
