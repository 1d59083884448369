import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/react";
import { whenIdle } from "~/lib/when-idle";

// Toasts follow user actions, so the toaster's code need not be in a public page's initial JavaScript, nor in its
// hydration: evaluating sonner and injecting its stylesheet was a 36 ms task there (docs/performance.md). The toaster
// mounts at the browser's first idle moment, or at once when a toast is asked for before that; sonner shows a toast
// made before its Toaster subscribed as soon as it does.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
function onWanted(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function LazyToaster() {
  const { t } = useTranslation();
  // False on the server and while hydrating (the browser has not been idle yet), so hydration renders nothing twice.
  const shown = useSyncExternalStore(
    onWanted,
    () => wanted,
    () => false,
  );
  useEffect(() => whenIdle(wantToaster), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      {/* Screen readers name the toasts' region in the page's language (sonner adds the shortcut, "alt+T"). */}
      <Toaster theme="dark" richColors position="top-center" containerAriaLabel={t("notifications")} />
    </Suspense>
  );
}

function showToast(kind: "success" | "error") {
  return (message: string) => {
    wantToaster();
    void import("sonner").then((module) => module.toast[kind](message));
  };
}

/**
 * sonner's `toast.success` / `toast.error` for pages that toast only after an action (sign-in, reset password):
 * importing `toast` from sonner would put its 9 KB gzip into the page's initial JavaScript. They mount the toaster if
 * the browser has not been idle yet.
 */
export const toast = { success: showToast("success"), error: showToast("error") };
