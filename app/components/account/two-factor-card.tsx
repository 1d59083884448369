import { useState } from "react";
import { toast } from "sonner";
import { renderSVG } from "uqr";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { authClient } from "~/lib/auth-client";
import { SectionCard } from "./section-card";
import { accountErrorMessage, useAccountAction } from "./use-account-action";

type Enrolment = { totpURI: string; backupCodes: string[] };

/** The QR code as an image (a data: URL), so no script or inline markup is needed under the CSP. */
function qrDataUrl(text: string) {
  return `data:image/svg+xml;base64,${btoa(renderSVG(text, { border: 2 }))}`;
}

/** TOTP: enrol with the password, scan, confirm with a first code; backup codes are shown this once. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { busy, run, t } = useAccountAction();
  const [stage, setStage] = useState<"idle" | "password" | "scan" | "disable">("idle");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);

  function reset() {
    setStage("idle");
    setPassword("");
    setCode("");
    setEnrolment(null);
  }

  async function start(event: React.FormEvent) {
    event.preventDefault();
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !("totpURI" in data)) return void toast.error(accountErrorMessage(error, t));
    setEnrolment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    setPassword("");
    setStage("scan");
  }

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    const done = await run(() => authClient.twoFactor.verifyTotp({ code: code.trim() }), t("twoFactor.enabled"));
    if (done !== undefined) reset();
  }

  async function disable(event: React.FormEvent) {
    event.preventDefault();
    // A code from the app proves the factor is at hand; the password proves it is the owner.
    const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
    if (error) return void toast.error(accountErrorMessage(error, t));
    const done = await run(() => authClient.twoFactor.disable({ password }), t("twoFactor.disabled"));
    if (done !== undefined) reset();
  }

  const secret = enrolment ? (new URL(enrolment.totpURI).searchParams.get("secret") ?? "") : "";
  const status = (
    <Badge variant={enabled ? "default" : "secondary"}>{enabled ? t("twoFactor.on") : t("twoFactor.off")}</Badge>
  );

  return (
    <SectionCard id="two-factor" title={t("twoFactor.title")} description={t("twoFactor.description")} aside={status}>
      {stage === "idle" && (
        <Button
          type="button"
          variant={enabled ? "outline" : "default"}
          onClick={() => setStage(enabled ? "disable" : "password")}
        >
          {enabled ? t("twoFactor.disable") : t("twoFactor.enable")}
        </Button>
      )}
      {stage === "password" && (
        <form onSubmit={start} className="flex flex-col gap-3 sm:max-w-sm">
          <Label htmlFor="two-factor-password">{t("twoFactor.password")}</Label>
          <Input
            id="two-factor-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy || !password}>
              {t("twoFactor.continue")}
            </Button>
            <Button type="button" variant="ghost" onClick={reset}>
              {t("twoFactor.cancel")}
            </Button>
          </div>
        </form>
      )}
      {stage === "scan" && enrolment && (
        <div className="grid gap-6 md:grid-cols-[auto_1fr]">
          <img
            src={qrDataUrl(enrolment.totpURI)}
            alt={t("twoFactor.qrAlt")}
            width={192}
            height={192}
            className="size-48 rounded-md bg-white p-1"
          />
          <div className="flex min-w-0 flex-col gap-4">
            <p className="text-sm text-muted-foreground">{t("twoFactor.scan")}</p>
            <div>
              <p className="text-sm font-medium">{t("twoFactor.secret")}</p>
              <code
                data-testid="totp-secret"
                className="mt-1 block break-all rounded bg-muted px-2 py-1 font-mono text-sm"
              >
                {secret}
              </code>
            </div>
            <div>
              <p className="text-sm font-medium">{t("twoFactor.backupCodes")}</p>
              <p className="text-sm text-muted-foreground">{t("twoFactor.backupHint")}</p>
              <ul data-testid="backup-codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-3">
                {enrolment.backupCodes.map((backup) => (
                  <li key={backup} className="rounded bg-muted px-2 py-1">
                    {backup}
                  </li>
                ))}
              </ul>
            </div>
            <form onSubmit={confirm} className="flex flex-col gap-2 sm:max-w-sm">
              <Label htmlFor="two-factor-confirm">{t("twoFactor.code")}</Label>
              <Input
                id="two-factor-confirm"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                className="font-mono tracking-widest"
              />
              <div className="flex gap-2">
                <Button type="submit" disabled={busy || !code.trim()}>
                  {t("twoFactor.confirm")}
                </Button>
                <Button type="button" variant="ghost" onClick={reset}>
                  {t("twoFactor.cancel")}
                </Button>
              </div>
            </form>
          </div>
        </div>
      )}
      {stage === "disable" && (
        <form onSubmit={disable} className="flex flex-col gap-3 sm:max-w-sm">
          <p className="text-sm text-muted-foreground">{t("twoFactor.disableHint")}</p>
          <Label htmlFor="two-factor-off-code">{t("twoFactor.code")}</Label>
          <Input
            id="two-factor-off-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Label htmlFor="two-factor-off-password">{t("twoFactor.password")}</Label>
          <Input
            id="two-factor-off-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={busy || !code.trim() || !password}>
              {t("twoFactor.disable")}
            </Button>
            <Button type="button" variant="ghost" onClick={reset}>
              {t("twoFactor.cancel")}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
