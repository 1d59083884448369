import { Link2 } from "lucide-react";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { authClient } from "~/lib/auth-client";
import type { AccountData } from "../../routes/account.server";
import { SectionCard } from "./section-card";
import { useAccountAction } from "./use-account-action";

/** Linked sign-in methods: link another provider, unlink any but the last (better-auth refuses that too). */
export function IdentitiesCard({
  identities,
  providers,
}: {
  identities: AccountData["identities"];
  providers: AccountData["providers"];
}) {
  const { busy, run, t } = useAccountAction();
  const localize = useLocalizePath();
  const names = new Map(providers.map((provider) => [provider.id, provider.name]));
  const linked = new Set(identities.map((identity) => identity.providerId));
  const only = identities.length <= 1;

  async function link(provider: string) {
    await run(() =>
      authClient.linkSocial({ provider, callbackURL: localize("/account"), errorCallbackURL: localize("/account") }),
    );
  }

  return (
    <SectionCard id="identities" title={t("identities.title")} description={t("identities.description")}>
      <ul className="divide-y rounded-md border">
        {identities.map((identity) => (
          <li key={identity.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="identity">
            <Link2 aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <p className="min-w-0 flex-1 font-medium">
              {identity.providerId === "credential"
                ? t("identities.password")
                : (names.get(identity.providerId) ?? identity.providerId)}
            </p>
            {only ? (
              <span className="text-sm text-muted-foreground">{t("identities.lastOne")}</span>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void run(() => authClient.unlinkAccount({ accountId: identity.id }), t("identities.unlinked"))
                }
              >
                {t("identities.unlink")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {providers.some((provider) => !linked.has(provider.id)) && (
        <div className="mt-4 flex flex-wrap gap-2">
          {providers
            .filter((provider) => !linked.has(provider.id))
            .map((provider) => (
              <Button
                key={provider.id}
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => void link(provider.id)}
              >
                {t("identities.link", { name: provider.name })}
              </Button>
            ))}
        </div>
      )}
    </SectionCard>
  );
}
