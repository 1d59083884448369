// /me: how notifications reach the fan — by mail or not, at once or in a daily digest, and spoiler-free (no winners
// or scores in the texts).
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/site/lazy-toaster";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { MailMode } from "~/lib/fans";
import type { MeActionData } from "~/routes/me.server";

export function NotificationSettings({
  settings,
}: {
  settings: { spoiler_free: boolean; mail_enabled: boolean; mail_mode: MailMode };
}) {
  const { t } = useTranslation("fans");
  const fetcher = useFetcher<MeActionData>();
  const handled = useRef<MeActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(t("settings.saved"));
    else toast.error(t("failed"));
  }, [fetcher.state, fetcher.data, t]);
  return (
    <section aria-labelledby="me-settings-title" className="rounded-xl border bg-card p-5 sm:p-6">
      <h2 id="me-settings-title" className="font-display text-2xl font-bold uppercase">
        {t("settings.title")}
      </h2>
      <fetcher.Form method="post" className="mt-4 flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="mail_enabled"
            defaultChecked={settings.mail_enabled}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>{t("settings.mail")}</span>
        </label>
        <fieldset className="ml-6 flex flex-col gap-1.5 text-sm">
          <legend className="mb-1 font-semibold">{t("settings.mailMode")}</legend>
          {(["immediate", "digest"] as const).map((mode) => (
            <label key={mode} className="flex items-start gap-2">
              <input
                type="radio"
                name="mail_mode"
                value={mode}
                defaultChecked={settings.mail_mode === mode}
                className="mt-0.5 size-4 accent-primary"
              />
              <span>
                {t(mode === "digest" ? "settings.mailDigest" : "settings.mailImmediate")}
                {mode === "digest" && (
                  <span className="block text-muted-foreground">{t("settings.mailDigestHint")}</span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        {/* The digest's hour is the fan's own: the browser's time zone goes with the form (filled in the browser). */}
        <input
          type="hidden"
          name="time_zone"
          ref={(input) => {
            if (input) input.value = Intl.DateTimeFormat().resolvedOptions().timeZone;
          }}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="spoiler_free"
            defaultChecked={settings.spoiler_free}
            className="mt-0.5 size-4 accent-primary"
          />
          <span>
            {t("settings.spoilerFree")}
            <span className="block text-muted-foreground">{t("settings.spoilerFreeHint")}</span>
          </span>
        </label>
        <div>
          <Button type="submit" name="intent" value="settings" size="sm" disabled={fetcher.state !== "idle"}>
            {t("save")}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
