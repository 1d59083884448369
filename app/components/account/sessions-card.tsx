import { Monitor, Smartphone } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { announceSessionChange } from "~/components/auth/use-session-appears";
import { useLocalizePath } from "~/components/site/localized-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { authClient } from "~/lib/auth-client";
import type { AccountData } from "../../routes/account.server";
import { SectionCard } from "./section-card";
import { useAccountAction } from "./use-account-action";

/** Active sessions, with sign-out of one, of all others, and of everything (this one included). */
export function SessionsCard({ sessions }: { sessions: AccountData["sessions"] }) {
  const { busy, run, t } = useAccountAction();
  const navigate = useNavigate();
  const localize = useLocalizePath();

  async function leave(call: () => Promise<unknown>) {
    await call();
    announceSessionChange("signed-out");
    await navigate(localize("/"));
  }

  function deviceName(device: AccountData["sessions"][number]["device"]) {
    if (device.browser && device.os) return t("sessions.on", { browser: device.browser, os: device.os });
    return device.browser ?? device.os ?? t("sessions.unknownDevice");
  }

  return (
    <SectionCard id="sessions" title={t("sessions.title")} description={t("sessions.description")}>
      <ul className="divide-y rounded-md border">
        {sessions.map((session) => {
          const Icon = session.device.os === "iOS" || session.device.os === "Android" ? Smartphone : Monitor;
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3" data-testid="session">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {deviceName(session.device)}
                  {session.current && <Badge variant="secondary">{t("sessions.thisDevice")}</Badge>}
                </p>
                <p className="text-sm text-muted-foreground">
                  {t("sessions.lastSeen", { when: session.lastSeen })}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ""}
                </p>
              </div>
              {!session.current && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={busy}
                  onClick={() =>
                    void run(() => authClient.revokeSession({ token: session.token }), t("sessions.signedOutOne"))
                  }
                >
                  {t("sessions.signOut")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void leave(() => authClient.signOut())}>
          {t("sessions.signOutThis")}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={busy || sessions.length < 2}
          onClick={() => void run(() => authClient.revokeOtherSessions(), t("sessions.signedOutOthers"))}
        >
          {t("sessions.signOutOthers")}
        </Button>
        <Button
          type="button"
          variant="destructive"
          disabled={busy}
          onClick={() =>
            void leave(async () => {
              const { error } = await authClient.revokeSessions();
              if (error) toast.error(error.message);
              await authClient.signOut();
            })
          }
        >
          {t("sessions.signOutEverywhere")}
        </Button>
      </div>
    </SectionCard>
  );
}
