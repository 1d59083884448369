import { startTransition, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

// Whether the document's first render (the hydration) has committed: the root layout marks it. A plain flag, not a
// store (useSyncExternalStore): that re-renders its component when hydration ends, and a re-render of a page passes
// new props to the parts still waiting for their code (a live card, a tournament's bouts), which makes React drop
// their server HTML and show their fallback until the code comes — the page jumped (issue 34: layout shift 0.6 on a
// live event).
let documentHydrated = false;

/** Called once by the root layout's effect, after the hydration commit. */
export function markDocumentHydrated() {
  documentHydrated = true;
}

/**
 * Whether a page's parts below its first screen render now. After a click to a new page they wait one commit: the
 * first screen paints without waiting for them, and they follow in a transition right after (a finished
 * tournament's hundreds of bouts took about 30 ms of the click's render). The server, hydration (the HTML has them),
 * back and forward (scroll restoration needs the whole page) and a link to an anchor (#…) render them at once.
 */
export function useBelowTheFold(): boolean {
  // False on the server and while hydrating, true for a page mounted by a client navigation.
  const hydrated = !import.meta.env.SSR && documentHydrated;
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [waiting, setWaiting] = useState(() => hydrated && navigationType !== "POP" && hash === "");
  useEffect(() => {
    if (waiting) startTransition(() => setWaiting(false));
  }, [waiting]);
  return !waiting;
}
