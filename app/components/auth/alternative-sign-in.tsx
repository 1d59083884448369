import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/site/lazy-toaster";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { loadAuthClient } from "~/lib/auth-client-lazy";
import { authErrorMessage } from "./auth-error-message";
import { useSignedIn } from "./use-signed-in";

export interface Provider {
  id: string;
  name: string;
}

/** A full-width button whose label wraps on a narrow phone rather than run past its edges. */
const WRAPPING = "h-auto min-h-12 whitespace-normal py-2 text-center";

/** Passkey and social sign-in, under the password form. */
export function AlternativeSignIn({ providers }: { providers: Provider[] }) {
  const { t } = useTranslation("auth");
  const localize = useLocalizePath();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState(false);

  async function withPasskey() {
    setBusy(true);
    const result = await (await loadAuthClient()).signIn.passkey();
    setBusy(false);
    if (result?.error) {
      // Closing the browser's own dialog is not an error worth shouting about.
      if (!("code" in result.error) || result.error.code !== "AUTH_CANCELLED")
        toast.error(authErrorMessage(result.error, t));
      return;
    }
    signedIn();
  }

  async function withProvider(provider: string) {
    setBusy(true);
    const { error } = await (await loadAuthClient()).signIn.social({
      provider,
      callbackURL: localize("/admin"),
      errorCallbackURL: localize("/auth"),
    });
    if (error) {
      setBusy(false);
      toast.error(authErrorMessage(error, t));
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t("or")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className={WRAPPING}
        disabled={busy}
        onClick={() => void withPasskey()}
      >
        <KeyRound aria-hidden="true" />
        {t("withPasskey")}
      </Button>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          size="lg"
          className={WRAPPING}
          disabled={busy}
          onClick={() => void withProvider(provider.id)}
        >
          {t("withProvider", { name: provider.name })}
        </Button>
      ))}
    </div>
  );
}
