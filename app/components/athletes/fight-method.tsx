import { useTranslation } from "~/i18n/react";
import type { BoutMethod } from "~/lib/results/constants";
import { formatBoutTime } from "./fight-format";

/** "Submission · Heel hook" — the method in the page's language, the technique as staff typed it. */
export function FightMethod({ method, technique }: { method: BoutMethod | null; technique: string | null }) {
  const { t } = useTranslation("athlete");
  if (!method) return <span className="text-muted-foreground">—</span>;
  return (
    <span>
      {t(`method.${method}`)}
      {technique && <span className="text-muted-foreground"> · {technique}</span>}
    </span>
  );
}

/** "R2 1:35", or a dash when the bout has no round recorded. */
export function FightRoundTime({ round, timeSeconds }: { round: number | null; timeSeconds: number | null }) {
  const { t } = useTranslation("athlete");
  if (round === null) return <span className="text-muted-foreground">—</span>;
  return <span className="tabular-nums">{t("roundTime", { round, time: timeSeconds === null ? "" : formatBoutTime(timeSeconds) })}</span>;
}
