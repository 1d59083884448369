import { lazy, type ComponentType } from "react";

/**
 * A component whose code loads apart from its page (React.lazy), with a `preload` that the page's idle time calls.
 * Once its code is in, it renders at once instead of suspending for a tick: a lazy component that suspends shows its
 * fallback, and React then holds the fallback a few hundred milliseconds before it reveals the content.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed chunk (a deploy, a dropped connection) is tried again by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }));
    const module = { default: loaded };
    // A thenable that answers synchronously: React.lazy reads it as resolved and renders without suspending. It is
    // handed to React alone, never awaited, which is what the rule below guards against.
    // oxlint-disable-next-line unicorn/no-thenable
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
  // The server loads it at start, so not even the first request after a deploy waits for it. A failure here must not
  // end the process (an unhandled rejection would): the first render tries again and reports it.
  if (import.meta.env.SSR) preload().catch(() => undefined);
  return { Component, preload };
}
