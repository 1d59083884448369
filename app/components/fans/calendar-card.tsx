// /me: the personal calendar's private link (asked for on a click, not on load), copied, or replaced by a new one.
import { CalendarPlus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "~/components/site/lazy-toaster";
import { useLang } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";

export function CalendarCard() {
  const { t } = useTranslation("fans");
  const lang = useLang();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function call(path: string, method: "GET" | "POST") {
    setBusy(true);
    const response = await fetch(`/api/v1/me/${path}`, {
      method,
      headers: { Accept: "application/json", "Accept-Language": lang },
      credentials: "same-origin",
    }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      toast.error(t("failed"));
      return false;
    }
    setUrl(((await response.json()) as { url: string }).url);
    return true;
  }

  return (
    <section aria-labelledby="me-calendar-title" className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="me-calendar-title" className="font-display text-2xl font-bold uppercase">
        {t("calendar.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("calendar.description")}</p>
      {url ? (
        <div className="mt-4 flex flex-col gap-3">
          <input
            readOnly
            value={url}
            aria-label={t("calendar.title")}
            data-testid="calendar-url"
            className="w-full rounded-md border bg-muted px-3 py-2 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void navigator.clipboard?.writeText(url).then(() => toast.success(t("calendar.copied")))}
            >
              {t("calendar.copy")}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                void call("calendar/rotate", "POST").then((ok) => ok && toast.success(t("calendar.rotated")))
              }
            >
              <RefreshCw aria-hidden="true" />
              {t("calendar.rotate")}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-4"
          disabled={busy}
          onClick={() => void call("calendar", "GET")}
        >
          <CalendarPlus aria-hidden="true" />
          {t("calendar.show")}
        </Button>
      )}
    </section>
  );
}
