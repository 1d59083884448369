import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import type { TournamentStatus } from "~/lib/league-constants";
import { cn } from "~/lib/cn";

/** Live pulses, unless the visitor asked for reduced motion. */
export function StatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant={status} data-status={status} className={cn(status === "live" && "motion-safe:animate-pulse", className)}>
      {status === "live" && <span aria-hidden="true" className="size-1.5 rounded-full bg-white" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
