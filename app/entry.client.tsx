import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLanguage } from "./i18n/i18n";
import { loadDateLocale } from "./lib/date-locale";
import { langFromPath } from "./lib/language";

// The page's strings and date locale must be in place before hydration, or the first render would not match the server's.
const lang = langFromPath(window.location.pathname);
void Promise.all([loadLanguage(lang), loadDateLocale(lang)]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
