import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "~/components/site/lazy-toaster";
import { useLocalizePath } from "~/components/site/localized-link";
import { announceSessionChange } from "./use-session-appears";

/** What every finished sign-in does, whatever the factor: welcome, tell the other tabs, move on. */
export function useSignedIn() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const localize = useLocalizePath();
  return () => {
    toast.success(t("welcomeBack"));
    announceSessionChange("signed-in");
    void navigate(localize("/admin"));
  };
}
