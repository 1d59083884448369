import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLanguage } from "./i18n/i18n";
import { langFromPath } from "./lib/language";

// The page's strings must be in place before hydration, or the first render would not match the server's.
void loadLanguage(langFromPath(window.location.pathname)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
