import { RefreshCw } from "lucide-react";
import { useTranslation } from "~/i18n/react";

/** Shown while the ratings job replays the ratings after a correction far back (issue 31): the figures may move. */
export function RatingsUpdatingNotice({ show }: { show: boolean }) {
  const { t } = useTranslation();
  if (!show) return null;
  return (
    <output
      data-testid="ratings-updating"
      className="mb-6 flex w-full items-center gap-2 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
      {t("common:ratingsUpdating")}
    </output>
  );
}
