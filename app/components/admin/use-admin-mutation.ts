import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher, type SubmitTarget } from "react-router";
import { toast } from "sonner";
import { ADMIN_MESSAGES } from "~/lib/entities/registry";
import type { AdminActionData, AdminIntent } from "./admin-action";
import { dynamicKey } from "~/i18n/keys";

/** What `fetcher.submit` sends as JSON: a submit target that is not a form, form data or search params. */
export type JsonValue = Exclude<SubmitTarget, HTMLElement | FormData | URLSearchParams | null>;

export interface AdminMutation {
  intent: AdminIntent;
  id?: string;
  values?: JsonValue;
}

/** Sends one write to the /admin action and toasts its outcome (spec §8's exact messages). */
export function useAdminMutation() {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<AdminActionData>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const handled = useRef<AdminActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    const messages = ADMIN_MESSAGES[result.intent];
    if (result.ok && messages.ok) toast.success(t(dynamicKey(messages.ok), { count: result.imported ?? 0 }));
    else if (!result.ok) toast.error(t(result.error === "busy" ? "form.busy" : dynamicKey(messages.failed)));
  }, [result, t]);
  return {
    busy,
    result,
    submit: (mutation: AdminMutation) =>
      fetcher.submit({ ...mutation }, { method: "post", encType: "application/json" }),
  };
}
