import { LogOut } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { useNavigate, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { announceSessionChange } from "~/components/auth/use-session-appears";
import { useLocalizePath } from "./localized-link";

/** `labelClassName` lets a tight bar show the icon alone while the label still names the button. */
export function SignOutButton({ className, labelClassName }: { className?: string; labelClassName?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const localize = useLocalizePath();
  async function signOut() {
    // The spec ignores 401/403/404 on sign-out: the user is signed out either way.
    await fetch("/api/auth/sign-out", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }).catch(() => undefined);
    announceSessionChange("signed-out");
    await navigate(localize("/"));
    await revalidator.revalidate();
  }
  return (
    <Button type="button" variant="outline" size="sm" className={className} onClick={signOut}>
      <LogOut aria-hidden="true" />
      <span className={labelClassName}>{t("nav.signOut")}</span>
    </Button>
  );
}
