import { Languages } from "lucide-react";
import { useTranslation } from "~/i18n/react";
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
    <Form
      method="post"
      action="/lang"
      className={className}
      reloadDocument
      // The `#` part stays too (the server never sees it, and the first render must match the server's, so it is added
      // as the form leaves).
      onSubmit={(event) => {
        const target = event.currentTarget.elements.namedItem("redirectTo");
        if (target instanceof HTMLInputElement)
          target.value = stripLang(location.pathname) + location.search + window.location.hash;
      }}
    >
      <input type="hidden" name="lang" value={other} />
      <input type="hidden" name="redirectTo" value={stripLang(location.pathname) + location.search} />
      {/* Named by its visible text (in the other language, marked so) plus a hint in the page's language. */}
      <Button type="submit" variant="outline" size="sm" data-testid="language-toggle">
        <Languages />
        <span lang={other}>{t("language.switchTo")}</span>
        <span className="sr-only">{t("language.switchLabel")}</span>
      </Button>
    </Form>
  );
}
