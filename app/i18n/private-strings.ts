import { langFromPath } from "~/lib/language";
import { loadPrivateStrings } from "./i18n";

// Imported for its effect by the sign-in, password reset, account and admin route modules: their strings load with
// the route module, before it renders, whether the page was opened there (before hydration) or reached by a link.
// The document's language is the page's: switching language reloads the document.
if (!import.meta.env.SSR) await loadPrivateStrings(langFromPath(window.location.pathname));
