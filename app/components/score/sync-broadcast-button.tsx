// "Sync broadcast" on the console: two taps stamp the moment the tournament's broadcast started (the server's time),
// so replay links on results and timelines seek into the video. Self-contained: the console renders it with one line.
import { Radio } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";

type Status =
  | { kind: "idle" }
  | { kind: "confirming" }
  | { kind: "sending" }
  | { kind: "done"; at: string }
  | { kind: "failed"; status: string };

export function SyncBroadcastButton({ tournamentId }: { tournamentId: string }) {
  const { t } = useTranslation("score");
  const lang = useLang();
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  // An unconfirmed first tap lapses after a few seconds.
  useEffect(() => {
    if (status.kind !== "confirming") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), 5_000);
    return () => clearTimeout(timer);
  }, [status.kind]);

  async function sync() {
    if (status.kind !== "confirming") {
      setStatus({ kind: "confirming" });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      const response = await fetch(`/api/v1/tournaments/${tournamentId}/broadcast-sync`, {
        method: "POST",
        headers: { Accept: "application/json", "Accept-Language": lang },
      });
      if (!response.ok) {
        setStatus({ kind: "failed", status: String(response.status) });
        return;
      }
      const body = (await response.json()) as { broadcast_started_at: string };
      setStatus({
        kind: "done",
        at: new Date(body.broadcast_started_at).toLocaleTimeString(lang === "ru" ? "ru-RU" : "en-GB", {
          hour: "2-digit",
          minute: "2-digit",
          second: "2-digit",
        }),
      });
    } catch {
      setStatus({ kind: "failed", status: "offline" });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        onClick={sync}
        disabled={status.kind === "sending"}
        title={t("broadcastSync.hint")}
        className="flex min-h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold hover:bg-accent disabled:opacity-60 data-[confirming]:border-amber-500 data-[confirming]:bg-amber-500/15"
        data-confirming={status.kind === "confirming" || undefined}
      >
        <Radio aria-hidden="true" className="size-4" />
        {status.kind === "confirming" ? t("broadcastSync.confirm") : t("broadcastSync.button")}
      </button>
      <output data-testid="broadcast-sync-status" className="text-sm text-muted-foreground">
        {status.kind === "done"
          ? t("broadcastSync.done", { time: status.at })
          : status.kind === "failed"
            ? t("broadcastSync.failed", { status: status.status })
            : ""}
      </output>
    </div>
  );
}
