import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False on the server and in the render that hydrates the server's HTML, true in every render after (and from the
 * first render of anything a client navigation mounts): what may differ from the HTML waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
