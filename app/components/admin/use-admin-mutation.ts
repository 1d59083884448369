import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { AdminActionData, AdminIntent } from "./admin-action";

const MESSAGES: Record<AdminIntent, { ok: string; failed: string }> = {
  "create-tournament": { ok: "tournaments.added", failed: "form.operationFailed" },
  "update-tournament": { ok: "tournaments.updated", failed: "form.operationFailed" },
  "delete-tournament": { ok: "tournaments.deleted", failed: "tournaments.deleteFailed" },
  "create-news": { ok: "news.added", failed: "form.operationFailed" },
  "update-news": { ok: "news.updated", failed: "form.operationFailed" },
  "delete-news": { ok: "news.deleted", failed: "news.deleteFailed" },
};

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
    const messages = MESSAGES[result.intent];
    if (result.ok) toast.success(t(messages.ok as never));
    else toast.error(t(messages.failed as never));
  }, [result, t]);
  return {
    busy,
    result,
    submit: (mutation: AdminMutation) => fetcher.submit({ ...mutation } as never, { method: "post", encType: "application/json" }),
  };
}
