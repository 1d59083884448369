import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/site/lazy-toaster";
import { useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { loadAuthClient } from "~/lib/auth-client-lazy";
import { loadCredentialsSchema } from "~/lib/schemas/credentials-lazy";
import { authErrorMessage } from "./auth-error-message";
import { FormError } from "./form-error";
import { dynamicKey } from "~/i18n/keys";

/** Asks better-auth to mail a reset link; the link comes back to our /reset-password page. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t } = useTranslation("auth");
  const localize = useLocalizePath();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = (await loadCredentialsSchema()).CredentialsSchema.pick({ email: true }).safeParse({ email });
    if (!parsed.success) return setError(t(dynamicKey(parsed.error.issues[0]!.message)));
    setBusy(true);
    setError(null);
    const { error: failure } = await (await loadAuthClient()).requestPasswordReset({
      email: parsed.data.email,
      redirectTo: localize("/reset-password"),
    });
    setBusy(false);
    if (failure) return setError(authErrorMessage(failure, t));
    setSent(true);
    toast.success(t("resetLinkSent"));
  }

  return (
    <>
      <h1 className="font-display text-3xl font-bold uppercase">{t("forgotTitle")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("forgotSubtitle")}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-label={t("forgotTitle")}>
        <FormError message={error} />
        {sent && (
          <output className="block rounded-md border border-emerald-500/40 bg-emerald-500/10 p-3 text-sm">
            {t("resetLinkSent")}
          </output>
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor="forgot-email">{t("email")}</Label>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t("emailPlaceholder")}
          />
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("sendResetLink")}
        </Button>
      </form>
      <Button type="button" variant="link" className="mt-4 w-full" onClick={onBack}>
        {t("backToSignIn")}
      </Button>
    </>
  );
}
