import { lazy, Suspense } from "react";

// Toasts follow user actions, so the toaster's code need not be in a public page's initial JavaScript:
// the server renders it, and the browser hydrates it once its chunk has arrived.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster theme="dark" richColors position="top-center" />
    </Suspense>
  );
}
