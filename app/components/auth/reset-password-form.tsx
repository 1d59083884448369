import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { LocalizedLink, useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { authClient } from "~/lib/auth-client";
import { CredentialsSchema } from "~/lib/schemas/credentials";
import { authErrorMessage, type Translate } from "./auth-error-message";
import { FormError } from "./form-error";

const PasswordSchema = CredentialsSchema.pick({ password: true });

/** Sets the new password with the mailed token (better-auth uses it once, then it is gone). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation("auth") as unknown as { t: Translate };
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!token) {
    return (
      <>
        <h1 className="font-display text-3xl font-bold uppercase">{t("resetTitle")}</h1>
        <div className="mt-6">
          <FormError message={t("resetLinkInvalid")} />
        </div>
        <Button asChild variant="link" className="mt-4 w-full">
          <LocalizedLink to="/auth">{t("requestNewLink")}</LocalizedLink>
        </Button>
      </>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = PasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message));
    setBusy(true);
    setError(null);
    const { error: failure } = await authClient.resetPassword({ newPassword: parsed.data.password, token: token! });
    setBusy(false);
    if (failure) return setError(authErrorMessage(failure, t));
    toast.success(t("passwordReset"));
    void navigate(localize("/auth"));
  }

  return (
    <>
      <h1 className="font-display text-3xl font-bold uppercase">{t("resetTitle")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("resetSubtitle")}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-label={t("resetTitle")}>
        <FormError message={error} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="reset-password">{t("newPassword")}</Label>
          <Input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("savePassword")}
        </Button>
      </form>
    </>
  );
}
