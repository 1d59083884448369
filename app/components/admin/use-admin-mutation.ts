import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { ADMIN_MESSAGES } from "~/lib/entities/registry";
import type { AdminActionData, AdminIntent } from "./admin-action";

export interface AdminMutation {
  intent: AdminIntent;
  id?: string;
  values?: unknown;
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
    if (result.ok && messages.ok) toast.success(t(messages.ok as never, { count: result.imported ?? 0 }));
    else if (!result.ok) toast.error(t(messages.failed as never));
  }, [result, t]);
  return {
    busy,
    result,
    submit: (mutation: AdminMutation) => fetcher.submit({ ...mutation } as never, { method: "post", encType: "application/json" }),
  };
}
