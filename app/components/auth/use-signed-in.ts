import { useTranslation } from "~/i18n/react";
import { useNavigate, useSearchParams } from "react-router";
import { sameSitePath } from "~/lib/safe-redirect";
import { toast } from "~/components/site/lazy-toaster";
import { useLocalizePath } from "~/components/site/localized-link";
import { announceSessionChange } from "./use-session-appears";

/**
 * What every finished sign-in does, whatever the factor: welcome, tell the other tabs, move on — back to the page
 * that sent the visitor here (`/auth?next=/athlete/…`, e.g. from a Follow button), or to the admin panel (which sends
 * non-admins home).
 */
export function useSignedIn() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [searchParams] = useSearchParams();
  const next = searchParams.get("next");
  return () => {
    toast.success(t("welcomeBack"));
    announceSessionChange("signed-in");
    void navigate(next ? sameSitePath(next) : localize("/admin"));
  };
}
