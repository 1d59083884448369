import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { authClient } from "~/lib/auth-client";
import { SectionCard } from "./section-card";
import { accountErrorMessage, useAccountAction } from "./use-account-action";

/** A short-lived JWT from better-auth's /token endpoint, for scripts calling /api/v1. */
export function ApiTokenCard() {
  const { t } = useAccountAction();
  const [token, setToken] = useState<string | null>(null);

  async function create() {
    const { data, error } = await authClient.token();
    if (error || !data) return void toast.error(accountErrorMessage(error, t));
    setToken(data.token);
  }

  async function copy() {
    if (!token) return;
    await navigator.clipboard?.writeText(token);
    toast.success(t("tokens.copied"));
  }

  return (
    <SectionCard id="api-token" title={t("tokens.title")} description={t("tokens.description")}>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void create()}>
          {t("tokens.create")}
        </Button>
        {token && (
          <Button type="button" variant="ghost" onClick={() => void copy()}>
            {t("tokens.copy")}
          </Button>
        )}
      </div>
      {token && (
        <code
          data-testid="api-token"
          className="mt-3 block max-h-32 overflow-auto break-all rounded bg-muted p-2 font-mono text-xs"
        >
          {token}
        </code>
      )}
    </SectionCard>
  );
}
