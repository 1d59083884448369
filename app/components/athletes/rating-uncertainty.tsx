import { useTranslation } from "~/i18n/react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";

/** "Provisional" / «Предварительный» as text (not a colour), with why in its title and for screen readers. */
export function ProvisionalBadge({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <Badge
      variant="outline"
      data-testid="provisional-badge"
      title={t("rating.provisionalExplained")}
      className={cn("border-dashed normal-case tracking-normal", className)}
    >
      {t("rating.provisional")}
      <span className="sr-only"> — {t("rating.provisionalExplained")}</span>
    </Badge>
  );
}

/** The rating's band half-width, "±142", read out as "Uncertainty: plus or minus 142 rating points". */
export function RatingDeviation({ value, className }: { value: number; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <span
      data-testid="rating-deviation"
      className={cn("tabular-nums", className)}
      title={t("rating.deviationLabel", { value })}
    >
      <span aria-hidden="true">{t("rating.deviation", { value })}</span>
      <span className="sr-only">{t("rating.deviationLabel", { value })}</span>
    </span>
  );
}
