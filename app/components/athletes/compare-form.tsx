import { Search } from "lucide-react";
import { useTranslation } from "~/i18n/react";
import { Form } from "react-router";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/** "Compare with…": a plain GET form, so it works before the page's script has loaded; the compare page lists matches. */
export function CompareForm({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation("athlete");
  const localize = useLocalizePath();
  return (
    <search>
      <Form
        method="get"
        action={localize("/athletes/compare")}
        className="flex flex-col gap-2 rounded-lg border bg-card p-4"
      >
        <label htmlFor="compare-q" className="text-sm font-semibold uppercase tracking-wider">
          {t("compare.title")}
        </label>
        <input type="hidden" name="a" value={athleteId} />
        <div className="flex gap-2">
          <Input
            id="compare-q"
            name="q"
            type="search"
            required
            maxLength={100}
            placeholder={t("compare.placeholder")}
            aria-label={t("compare.label")}
          />
          <Button type="submit">
            <Search aria-hidden="true" />
            {t("compare.submit")}
          </Button>
        </div>
      </Form>
    </search>
  );
}
