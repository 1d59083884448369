import { useTranslation } from "~/i18n/react";
import type { LiveData } from "../../routes/live.server";
import { LiveMatches } from "./live-matches";

/** A live tournament's page: the same live card as /live, above its results. */
export function TournamentLiveCard({ live }: { live: Pick<LiveData, "live" | "position"> | null }) {
  const { t } = useTranslation("live");
  if (!live) return null;
  return (
    <section aria-label={t("title")} data-testid="tournament-live">
      <LiveMatches matches={live.live} position={live.position} />
    </section>
  );
}
