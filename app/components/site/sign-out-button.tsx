import { LogOut } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { announceSessionChange } from "~/components/auth/use-session-appears";
import { useLocalizePath } from "./localized-link";

/** `labelClassName` lets a tight bar show the icon alone while the label still names the button. */
export function SignOutButton({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  async function signOut() {
    // The spec ignores 401/403/404 on sign-out: the user is signed out either way.
    await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    }).catch(() => undefined);
    announceSessionChange("signed-out");
    // A new page load, not a client navigation and a revalidation: nothing the signed-in page held (its loaders' data,
    // prefetched pages) outlives the session, and no request of the old page is left in flight to fail as it unloads.
    window.location.assign(localize("/"));
  }
  return (
    <Button type="button" variant="outline" size="sm" className={className} onClick={signOut}>
      <LogOut aria-hidden="true" />
      <span className={labelClassName}>{t("nav.signOut")}</span>
    </Button>
  );
}
