import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { dynamicKey, type DynamicT } from "~/i18n/keys";

type Failure = { code?: string; status?: number; message?: string } | null | undefined;

export function accountErrorMessage(error: Failure, t: DynamicT): string {
  const code = error?.status === 429 ? "TOO_MANY_REQUESTS" : error?.code;
  if (code) {
    const known = t(dynamicKey(`errors.${code}`), { defaultValue: "" });
    if (known) return known;
  }
  return error?.message || t(dynamicKey("errors.generic"));
}

/**
 * Runs one better-auth client call: busy flag, a toast for the outcome, and fresh loader data afterwards
 * (the page's lists come from the server).
 */
export function useAccountAction() {
  const { t } = useTranslation("account");
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  async function run<T>(
    call: () => Promise<{ data?: T | null; error?: Failure }>,
    success?: string,
  ): Promise<T | null | undefined> {
    setBusy(true);
    try {
      const { data, error } = await call();
      if (error) {
        toast.error(accountErrorMessage(error, t));
        return undefined;
      }
      if (success) toast.success(success);
      await revalidate();
      return data ?? null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run, t };
}
