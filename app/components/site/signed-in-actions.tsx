// The header's actions for a signed-in person: Account, Lineups (team managers), Score (scorekeepers and admins),
// Admin (admins), Sign out.
// Loaded only for them (lazily, from the header), so none of it is in an anonymous visitor's initial JavaScript.
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
        <LocalizedLink to="/account">{t("nav.account")}</LocalizedLink>
      </Button>
      {user.managedTeamId && (
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to="/manage">{t("nav.manage")}</LocalizedLink>
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
