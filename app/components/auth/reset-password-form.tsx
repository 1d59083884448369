import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "~/components/site/lazy-toaster";
import { LocalizedLink, useLocalizePath } from "~/components/site/localized-link";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { loadAuthClient, warmAuthClient } from "~/lib/auth-client-lazy";
import { loadCredentialsSchema, warmCredentialsSchema } from "~/lib/schemas/credentials-lazy";
import { authErrorMessage } from "./auth-error-message";
import { FormError } from "./form-error";
import { dynamicKey } from "~/i18n/keys";

/** Sets the new password with the mailed token (better-auth uses it once, then it is gone). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    warmAuthClient();
    warmCredentialsSchema();
  }, []);

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
    const parsed = (await loadCredentialsSchema()).CredentialsSchema.pick({ password: true }).safeParse({ password });
    if (!parsed.success) return setError(t(dynamicKey(parsed.error.issues[0]!.message)));
    setBusy(true);
    setError(null);
    const { error: failure } = await (await loadAuthClient()).resetPassword({
      newPassword: parsed.data.password,
      token: token!,
    });
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
          <Input
            id="reset-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {t("savePassword")}
        </Button>
      </form>
    </>
  );
}
