// The header's actions for a signed-in person: My league, Account, Lineups (team managers), Score (scorekeepers and
// admins), Admin (admins), Sign out. In the desktop bar (compact) each is an icon, named for screen readers and in its
// tooltip.
// Loaded only for them (lazily, from the header), so none of it is in an anonymous visitor's initial JavaScript.
import { BellRing, CircleUser, ClipboardList, Settings, Timer } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { LocalizedLink } from "./localized-link";
import { SignOutButton } from "./sign-out-button";
import type { SiteData } from "./use-site";

export function SignedInActions({
  user,
  className,
  compact = false,
}: {
  user: NonNullable<SiteData["user"]>;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    // Wraps in the phone's menu: an admin's six actions are wider than 390 px.
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Button asChild variant="ghost" size="sm">
        <LocalizedLink to="/me" title={compact ? t("nav.myLeague") : undefined}>
          <BellRing aria-hidden="true" />
          <span className={compact ? "sr-only" : undefined}>{t("nav.myLeague")}</span>
        </LocalizedLink>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <LocalizedLink to="/account" title={compact ? t("nav.account") : undefined}>
          {compact && <CircleUser aria-hidden="true" />}
          <span className={compact ? "sr-only" : undefined}>{t("nav.account")}</span>
        </LocalizedLink>
      </Button>
      {user.managedTeamId && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/manage" title={compact ? t("nav.manage") : undefined}>
            <ClipboardList aria-hidden="true" />
            <span className={compact ? "sr-only" : undefined}>{t("nav.manage")}</span>
          </LocalizedLink>
        </Button>
      )}
      {user.canScore && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/score" title={compact ? t("nav.score") : undefined}>
            {compact && <Timer aria-hidden="true" />}
            <span className={compact ? "sr-only" : undefined}>{t("nav.score")}</span>
          </LocalizedLink>
        </Button>
      )}
      {user.isAdmin && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/admin" title={compact ? t("nav.admin") : undefined}>
            {compact && <Settings aria-hidden="true" />}
            <span className={compact ? "sr-only" : undefined}>{t("nav.admin")}</span>
          </LocalizedLink>
        </Button>
      )}
      <SignOutButton labelClassName={compact ? "sr-only" : undefined} />
    </div>
  );
}
