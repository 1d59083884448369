import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { authClient } from "~/lib/auth-client";
import type { AccountData } from "../../routes/account.server";
import { SectionCard } from "./section-card";
import { useAccountAction } from "./use-account-action";

/** WebAuthn credentials: add one (named), rename, remove. */
export function PasskeysCard({ passkeys }: { passkeys: AccountData["passkeys"] }) {
  const { busy, run, t } = useAccountAction();
  const [name, setName] = useState("");
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const done = await run(
      async () => (await authClient.passkey.addPasskey({ name: name.trim() || undefined })) ?? { data: null },
      t("passkeys.added"),
    );
    if (done !== undefined) setName("");
  }

  async function rename(event: React.FormEvent) {
    event.preventDefault();
    if (!editing) return;
    const done = await run(
      () => authClient.passkey.updatePasskey({ id: editing.id, name: editing.name.trim() }),
      t("passkeys.renamed"),
    );
    if (done !== undefined) setEditing(null);
  }

  return (
    <SectionCard id="passkeys" title={t("passkeys.title")} description={t("passkeys.description")}>
      {passkeys.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("passkeys.empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {passkeys.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="passkey">
              <KeyRound aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              {editing?.id === item.id ? (
                <form onSubmit={rename} className="flex min-w-0 flex-1 flex-wrap gap-2">
                  <Input
                    aria-label={t("passkeys.rename")}
                    value={editing.name}
                    onChange={(event) => setEditing({ ...editing, name: event.target.value })}
                    className="min-w-0 flex-1 sm:max-w-xs"
                  />
                  <Button type="submit" size="sm" disabled={busy || !editing.name.trim()}>
                    {t("passkeys.save")}
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(null)}>
                    {t("passkeys.cancel")}
                  </Button>
                </form>
              ) : (
                <>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{item.name ?? t("passkeys.unnamed")}</p>
                    {item.createdAt && (
                      <p className="text-sm text-muted-foreground">{t("passkeys.addedOn", { when: item.createdAt })}</p>
                    )}
                  </div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => setEditing({ id: item.id, name: item.name ?? "" })}
                  >
                    {t("passkeys.rename")}
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void run(() => authClient.passkey.deletePasskey({ id: item.id }), t("passkeys.removed"))
                    }
                  >
                    {t("passkeys.remove")}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label={t("passkeys.namePlaceholder")}
          placeholder={t("passkeys.namePlaceholder")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="sm:max-w-xs"
        />
        <Button type="submit" disabled={busy}>
          <KeyRound aria-hidden="true" />
          {t("passkeys.add")}
        </Button>
      </form>
    </SectionCard>
  );
}
