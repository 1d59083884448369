import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { AdminActionData, AdminIntent } from "./admin-action";

/** Toasts per intent; `null` means the tab shows the outcome itself (CSV preview and export). */
const MESSAGES: Record<AdminIntent, { ok: string | null; failed: string }> = {
  "create-tournament": { ok: "tournaments.added", failed: "form.operationFailed" },
  "update-tournament": { ok: "tournaments.updated", failed: "form.operationFailed" },
  "delete-tournament": { ok: "tournaments.deleted", failed: "tournaments.deleteFailed" },
  "create-news": { ok: "news.added", failed: "form.operationFailed" },
  "update-news": { ok: "news.updated", failed: "form.operationFailed" },
  "delete-news": { ok: "news.deleted", failed: "news.deleteFailed" },
  "create-team": { ok: "teams.added", failed: "form.operationFailed" },
  "update-team": { ok: "teams.updated", failed: "form.operationFailed" },
  "delete-team": { ok: "teams.deleted", failed: "teams.deleteFailed" },
  "create-athlete": { ok: "athletes.added", failed: "form.operationFailed" },
  "update-athlete": { ok: "athletes.updated", failed: "form.operationFailed" },
  "delete-athlete": { ok: "athletes.deleted", failed: "athletes.deleteFailed" },
  "create-sponsor": { ok: "sponsors.added", failed: "form.operationFailed" },
  "update-sponsor": { ok: "sponsors.updated", failed: "form.operationFailed" },
  "delete-sponsor": { ok: "sponsors.deleted", failed: "sponsors.deleteFailed" },
  "move-sponsor": { ok: "sponsors.moved", failed: "form.operationFailed" },
  "preview-csv": { ok: null, failed: "csv.previewFailed" },
  "import-csv": { ok: "csv.imported", failed: "csv.importFailed" },
  "export-csv": { ok: null, failed: "form.operationFailed" },
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
    if (result.ok && messages.ok) toast.success(t(messages.ok as never, { count: result.imported ?? 0 }));
    else if (!result.ok) toast.error(t(messages.failed as never));
  }, [result, t]);
  return {
    busy,
    result,
    submit: (mutation: AdminMutation) => fetcher.submit({ ...mutation } as never, { method: "post", encType: "application/json" }),
  };
}
