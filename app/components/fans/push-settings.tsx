// /me: Web Push on this device (turn on or off; on iPhone/iPad in Safari, the Home Screen hint) and the "Send a test
// notification" button, which sends through every channel the fan has on. The push code loads with this card only,
// and re-sends the browser's subscription on each visit (docs/fans.md#web-push).
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/site/lazy-toaster";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/react";
import type { PushState } from "~/lib/push/push-client";
import type { MeActionData } from "~/routes/me.server";

const pushClient = () => import("~/lib/push/push-client");

function useTestResultToast(fetcher: ReturnType<typeof useFetcher<MeActionData>>) {
  const { t } = useTranslation("fans");
  const handled = useRef<MeActionData | undefined>(undefined);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    const test = result.test;
    if (test === "wait") toast.error(t("push.testWait"));
    else if (!test) toast.error(t("failed"));
    else if (test.mail && test.push > 0) toast.success(t("push.testBoth", { count: test.push }));
    else if (test.push > 0) toast.success(t("push.testDevices", { count: test.push }));
    else if (test.mail) toast.success(t("push.testMail"));
    else toast.error(t("push.testNothing"));
  }, [fetcher.state, fetcher.data, t]);
}

export function PushSettings() {
  const { t } = useTranslation("fans");
  const [state, setState] = useState<PushState | "loading">("loading");
  const [busy, setBusy] = useState(false);
  const fetcher = useFetcher<MeActionData>();
  useTestResultToast(fetcher);

  useEffect(() => {
    let live = true;
    pushClient()
      .then((push) => push.syncPush())
      .catch((): PushState => "unsupported")
      .then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      const push = await pushClient();
      const next = on ? await push.turnPushOn() : await push.turnPushOff();
      setState(next);
      if (on && next !== "on") toast.error(t(next === "off" ? "push.failed" : `push.state.${next}`));
      else toast.success(t(next === "on" ? "push.turnedOn" : "push.turnedOff"));
    } catch {
      toast.error(t("push.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="me-push-title" className="rounded-xl border bg-card p-5 sm:p-6" data-testid="me-push">
      <h2 id="me-push-title" className="font-display text-2xl font-bold uppercase">
        {t("push.title")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("push.description")}</p>
      <output className="mt-3 block text-sm" data-state={state}>
        {t(`push.state.${state}`)}
      </output>
      {state === "ios-home-screen" && <p className="mt-2 text-sm">{t("push.iosHint")}</p>}
      <div className="mt-4 flex flex-wrap gap-2">
        {state === "off" && (
          <Button type="button" size="sm" disabled={busy} onClick={() => void toggle(true)}>
            {t("push.turnOn")}
          </Button>
        )}
        {state === "on" && (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void toggle(false)}>
            {t("push.turnOff")}
          </Button>
        )}
        <fetcher.Form method="post">
          <Button
            type="submit"
            name="intent"
            value="test"
            size="sm"
            variant="secondary"
            disabled={fetcher.state !== "idle"}
            title={t("push.testHint")}
          >
            {t("push.test")}
          </Button>
        </fetcher.Form>
      </div>
    </section>
  );
}
