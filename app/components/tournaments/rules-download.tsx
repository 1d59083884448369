import { Check, FileDown } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { LEAGUE_RULES_PDF } from "~/lib/league-constants";

const HIGHLIGHTS = ["rounds", "takedowns", "teams"] as const;

export function RulesDownload({ rulesPdfUrl }: { rulesPdfUrl: string | null }) {
  const { t } = useTranslation("tournament");
  const own = typeof rulesPdfUrl === "string" && /^(https?:\/\/|\/)/i.test(rulesPdfUrl) ? rulesPdfUrl : null;
  return (
    <section aria-labelledby="rules-title" className="rounded-xl border bg-card p-6">
      <h2 id="rules-title" className="text-xl font-bold uppercase">
        {t("officialRules")}
      </h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {HIGHLIGHTS.map((key) => (
          <li key={key} className="flex gap-2.5">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {t(`highlights.${key}`)}
          </li>
        ))}
      </ul>
      <Button asChild className="mt-6 w-full">
        {own ? (
          <a href={own} target="_blank" rel="noopener noreferrer">
            <FileDown aria-hidden="true" />
            {t("downloadRules")}
          </a>
        ) : (
          <a href={LEAGUE_RULES_PDF} download>
            <FileDown aria-hidden="true" />
            {t("downloadRules")}
          </a>
        )}
      </Button>
      <p className="mt-2 text-center text-xs text-muted-foreground">
        {own ? t("rulesSource.event") : t("rulesSource.league")}
      </p>
    </section>
  );
}
