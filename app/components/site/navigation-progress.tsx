import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/i18n/react";

/** Navigations shorter than this show nothing: a bar that flashes on every fast click is noise. */
export const PROGRESS_DELAY_MS = 150;

/**
 * A slim bar across the top while a navigation takes longer than 150 ms (a slow phone on stadium Wi-Fi): the
 * visitor sees that the click was taken. It fills slowly towards the end and stays still with reduced motion.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state === "idle" ? null : (navigation.location?.key ?? navigation.state);
  // The navigation that has been pending for PROGRESS_DELAY_MS; the bar shows while it still is.
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (pending === null) return;
    const timer = setTimeout(() => setSlow(pending), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (pending === null || slow !== pending) return null;
  return (
    <div
      data-testid="navigation-progress"
      className="fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-primary/20"
    >
      <progress aria-label={t("loadingPage")} className="sr-only" />
      <div
        aria-hidden="true"
        className="h-full w-full origin-left animate-[navigation-progress_8s_cubic-bezier(0.1,0.7,0.2,1)_forwards] bg-primary motion-reduce:w-2/3 motion-reduce:animate-none"
      />
    </div>
  );
}
