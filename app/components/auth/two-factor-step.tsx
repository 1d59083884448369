import { Loader2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { toast } from "~/components/site/lazy-toaster";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { loadAuthClient } from "~/lib/auth-client-lazy";
import { authErrorMessage } from "./auth-error-message";
import { FormError } from "./form-error";
import { useSignedIn } from "./use-signed-in";

type Method = "totp" | "backup" | "sms";

/** The second step of a sign-in with two-factor on: a code from the app, a backup code, or one sent by SMS. */
export function TwoFactorStep({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation("auth");
  const signedIn = useSignedIn();
  const [method, setMethod] = useState<Method>("totp");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const value = code.trim();
    const { error: failure } =
      method === "totp"
        ? await (await loadAuthClient()).twoFactor.verifyTotp({ code: value })
        : method === "backup"
          ? await (await loadAuthClient()).twoFactor.verifyBackupCode({ code: value })
          : await (await loadAuthClient()).twoFactor.verifyOtp({ code: value });
    setBusy(false);
    if (failure) {
      const message = authErrorMessage(failure, t);
      setError(message);
      toast.error(message);
      return;
    }
    signedIn();
  }

  async function sendSms() {
    setError(null);
    const { error: failure } = await (await loadAuthClient()).twoFactor.sendOtp();
    if (failure) return setError(authErrorMessage(failure, t));
    setMethod("sms");
    setCode("");
    toast.success(t("smsSent"));
  }

  const subtitle =
    method === "totp" ? t("twoFactorSubtitle") : method === "backup" ? t("backupSubtitle") : t("smsSubtitle");
  return (
    <>
      <h1 className="font-display text-3xl font-bold uppercase">{t("twoFactorTitle")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-label={t("twoFactorTitle")}>
        <FormError message={error} />
        <div className="flex flex-col gap-2">
          <Label htmlFor="two-factor-code">{t("code")}</Label>
          <Input
            id="two-factor-code"
            inputMode={method === "backup" ? "text" : "numeric"}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className="font-mono tracking-widest"
          />
        </div>
        <Button type="submit" size="lg" disabled={busy || !code.trim()}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          {busy ? t("verifying") : t("verify")}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-1">
        <Button
          type="button"
          variant="link"
          onClick={() => (setMethod(method === "backup" ? "totp" : "backup"), setCode(""))}
        >
          {method === "backup" ? t("useAuthenticator") : t("useBackupCode")}
        </Button>
        <Button type="button" variant="link" onClick={() => void sendSms()}>
          {t("sendSmsCode")}
        </Button>
        <Button type="button" variant="link" onClick={onBack}>
          {t("backToSignIn")}
        </Button>
      </div>
    </>
  );
}
