import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { LiveData } from "../../routes/live.server";
import { LiveMatches } from "./live-matches";

/**
 * The live card (its code loads apart from the page: tournament-live-lazy.tsx): on a live tournament's page above its
 * results, and on /live as the page's body (`empty` is what /live shows while nothing is live; it keeps listening).
 */
export function TournamentLiveCard({
  live,
  empty,
}: {
  live: Pick<LiveData, "live" | "position"> | null;
  empty?: ReactNode;
}) {
  const { t } = useTranslation("live");
  if (!live) return null;
  if (empty !== undefined) return <LiveMatches matches={live.live} position={live.position} empty={empty} />;
  return (
    <section aria-label={t("title")} data-testid="tournament-live">
      <LiveMatches matches={live.live} position={live.position} />
    </section>
  );
}
