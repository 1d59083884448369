import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { LiveMatchView } from "../../routes/live.server";
import { LiveMatchCard } from "./live-match-card";
import { useLiveUpdates } from "./use-live-updates";

/** The live team matches, kept current over the event stream (on /live and on a live tournament's page). */
export function LiveMatches({
  matches,
  position,
  empty,
}: {
  matches: LiveMatchView[];
  position: number;
  empty?: ReactNode;
}) {
  const { t } = useTranslation("live");
  const { stateOf, offsetMs, connected } = useLiveUpdates(
    position,
    matches.flatMap((match) => match.bouts.map((bout) => ({ ...bout, team_match_id: match.id }))),
  );
  return (
    <div className="space-y-6">
      <output
        data-testid="stream-status"
        data-connected={connected ?? undefined}
        className="flex min-h-4 items-center gap-2 text-xs text-muted-foreground"
      >
        {connected !== null && (
          <span
            aria-hidden="true"
            className={connected ? "size-2 rounded-full bg-emerald-500" : "size-2 rounded-full bg-muted-foreground"}
          />
        )}
        {connected === true && t("connection.live")}
        {connected === false && t("connection.reconnecting")}
      </output>
      {matches.length === 0
        ? empty
        : matches.map((match) => <LiveMatchCard key={match.id} match={match} stateOf={stateOf} offsetMs={offsetMs} />)}
    </div>
  );
}
