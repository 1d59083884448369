import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { useLocation, useNavigationType } from "react-router";

const neverChanges = () => () => {};

/**
 * Whether a page's parts below its first screen render now. After a click to a new page they wait one commit: the
 * first screen paints without waiting for them, and they follow in a transition right after (a finished
 * tournament's hundreds of bouts took about 30 ms of the click's render). The server, hydration (the HTML has them),
 * back and forward (scroll restoration needs the whole page) and a link to an anchor (#…) render them at once.
 */
export function useBelowTheFold(): boolean {
  // True on the server and while hydrating, false for a page mounted by a client navigation.
  const hydrating = useSyncExternalStore(neverChanges, () => false, () => true);
  const navigationType = useNavigationType();
  const { hash } = useLocation();
  const [waiting, setWaiting] = useState(() => !hydrating && navigationType !== "POP" && hash === "");
  useEffect(() => {
    if (waiting) startTransition(() => setWaiting(false));
  }, [waiting]);
  return !waiting;
}
