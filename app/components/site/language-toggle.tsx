import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { stripLang } from "~/lib/language";
import { useLang } from "./localized-link";

/**
 * Posts the other language to /lang, which remembers it in a cookie and redirects to the same page.
 * A full document load, so the browser fetches the new language's strings (it holds only one at a time).
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const other = lang === "en" ? "ru" : "en";
  return (
    <Form method="post" action="/lang" className={className} reloadDocument>
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="redirectTo" value={stripLang(location.pathname) + location.search} />
      <Button type="submit" variant="outline" size="sm" aria-label={t("language.switchLabel")} lang={other} data-testid="language-toggle">
        <Languages />
        {t("language.switchTo")}
      </Button>
    </Form>
  );
}
