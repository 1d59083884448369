// The header's actions for a signed-in person: Account, Lineups (team managers), Score (scorekeepers and admins),
// Admin (admins), Sign out.
// Loaded only for them (lazily, from the header), so none of it is in an anonymous visitor's initial JavaScript.
import { BellRing, ClipboardList } from "lucide-react";
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
    <div className={cn("flex items-center gap-2", className)}>
      <Button asChild variant="ghost" size="sm">
        <LocalizedLink to="/me" title={compact ? t("nav.myLeague") : undefined}>
          <BellRing aria-hidden="true" />
          <span className={compact ? "sr-only" : undefined}>{t("nav.myLeague")}</span>
        </LocalizedLink>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <LocalizedLink to="/account">{t("nav.account")}</LocalizedLink>
      </Button>
      {user.managedTeamId && (
        // In the desktop header (compact) an icon, its name for screen readers: the row is full at 1280 px in Russian.
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/manage" title={compact ? t("nav.manage") : undefined}>
            <ClipboardList aria-hidden="true" />
            <span className={compact ? "sr-only" : undefined}>{t("nav.manage")}</span>
          </LocalizedLink>
        </Button>
      )}
      {user.canScore && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/score">{t("nav.score")}</LocalizedLink>
        </Button>
      )}
      {user.isAdmin && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/admin">{t("nav.admin")}</LocalizedLink>
        </Button>
      )}
      <SignOutButton labelClassName={compact ? "sr-only" : undefined} />
    </div>
  );
}
