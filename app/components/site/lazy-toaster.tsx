import { lazy, Suspense } from "react";
import { useTranslation } from "~/i18n/react";

// Toasts follow user actions, so the toaster's code need not be in a public page's initial JavaScript:
// the server renders it, and the browser hydrates it once its chunk has arrived.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={null}>
      {/* Screen readers name the toasts' region in the page's language (sonner adds the shortcut, "alt+T"). */}
      <Toaster theme="dark" richColors position="top-center" containerAriaLabel={t("notifications")} />
    </Suspense>
  );
}

/**
 * sonner's `toast.success` / `toast.error` for pages that toast only after an action (sign-in, reset password):
 * importing `toast` from sonner would put its 9 KB gzip into the page's initial JavaScript. The lazy Toaster above
 * has loaded the same module by the time a reader acts, so the toast shows at once.
 */
export const toast = {
  success: (message: string) => void import("sonner").then((module) => module.toast.success(message)),
  error: (message: string) => void import("sonner").then((module) => module.toast.error(message)),
};
