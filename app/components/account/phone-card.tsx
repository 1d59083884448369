import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { authClient } from "~/lib/auth-client";
import { SectionCard } from "./section-card";
import { useAccountAction } from "./use-account-action";

/** A phone number verified by SMS; with two-factor on, sign-in can send its code there. */
export function PhoneCard({ phoneNumber, verified }: { phoneNumber: string | null; verified: boolean }) {
  const { busy, run, t } = useAccountAction();
  const [number, setNumber] = useState(phoneNumber ?? "");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const to = number.replace(/[\s()-]/g, "");
    const done = await run(() => authClient.phoneNumber.sendOtp({ phoneNumber: to }));
    if (done !== undefined) setSentTo(to);
  }

  async function verify(event: React.FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    // updatePhoneNumber: the verified number is stored on this signed-in user.
    const done = await run(
      () => authClient.phoneNumber.verify({ phoneNumber: sentTo, code: code.trim(), updatePhoneNumber: true }),
      t("phone.saved"),
    );
    if (done !== undefined) {
      setSentTo(null);
      setCode("");
    }
  }

  const status = phoneNumber ? (
    <Badge variant={verified ? "default" : "secondary"}>
      {verified ? t("phone.verified") : t("phone.notVerified")}
    </Badge>
  ) : undefined;
  return (
    <SectionCard id="phone" title={t("phone.title")} description={t("phone.description")} aside={status}>
      <form onSubmit={send} className="flex flex-col gap-2 sm:max-w-md">
        <Label htmlFor="phone-number">{t("phone.number")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="phone-number"
            type="tel"
            autoComplete="tel"
            placeholder={t("phone.placeholder")}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
          <Button type="submit" variant="outline" disabled={busy || !number.trim()}>
            {t("phone.sendCode")}
          </Button>
        </div>
      </form>
      {sentTo && (
        <form onSubmit={verify} className="mt-4 flex flex-col gap-2 sm:max-w-md">
          <Label htmlFor="phone-code">{t("phone.code")}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="phone-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" disabled={busy || !code.trim()}>
              {t("phone.verify")}
            </Button>
          </div>
        </form>
      )}
    </SectionCard>
  );
}
