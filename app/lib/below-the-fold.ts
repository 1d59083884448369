import { startTransition, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * Whether a page's parts below its first screen render now. After a click to a new page they wait one commit: the
 * first screen paints without waiting for them, and they follow in a transition right after (a finished
 * tournament's hundreds of bouts took about 30 ms of the click's render). The server, hydration (the HTML has them),
 * back and forward (scroll restoration needs the whole page) and a link to an anchor (#…) render them at once.
 */
export function useBelowTheFold(): boolean {
  // False on the server and while hydrating, true for a page mounted by a client navigation.
  const hydrated = useHydrated();
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [waiting, setWaiting] = useState(() => hydrated && navigationType !== "POP" && hash === "");
  useEffect(() => {
    if (waiting) startTransition(() => setWaiting(false));
  }, [waiting]);
  return !waiting;
}
