import { useLang } from "~/components/site/localized-link";
import { useTranslation } from "~/i18n/react";
import type { BoutMethod } from "~/lib/results/constants";
import { isKnownTechnique, techniqueName } from "~/lib/results/techniques";
import { formatBoutTime } from "./fight-format";

/** "Submission · Heel hook" — the method in the page's language, then the hold (techniques.ts names it in Russian). A
 * Russian page names a known hold alone («Ущемление пятки» says it was a submission); an unknown one as staff typed it. */
export function FightMethod({ method, technique }: { method: BoutMethod | null; technique: string | null }) {
  const { t } = useTranslation("athlete");
  const lang = useLang();
  if (!method) return <span className="text-muted-foreground">—</span>;
  if (technique && lang === "ru" && isKnownTechnique(technique)) return <span>{techniqueName(technique, lang)}</span>;
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
  return (
    <span className="tabular-nums">
      {t("roundTime", { round, time: timeSeconds === null ? "" : formatBoutTime(timeSeconds) })}
    </span>
  );
}
