import { useTranslation } from "~/i18n/react";
import { LocalizedLink } from "~/components/site/localized-link";
import { VenueTime } from "~/components/site/venue-time";
import type { LiveMatchView } from "../../routes/live.server";
import { percent, SIDE_TEXT } from "./side-colors";

/** The next scheduled team matches, with the venue's clock and the pre-match win chance. */
export function NextMatches({ matches }: { matches: LiveMatchView[] }) {
  const { t } = useTranslation("live");
  return (
    <section aria-labelledby="next-matches-title" className="rounded-2xl border bg-card p-4 sm:p-6">
      <h2 id="next-matches-title" className="text-xl font-bold uppercase">
        {t("nextMatches")}
      </h2>
      {matches.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t("noNextMatches")}</p>
      ) : (
        <ul className="mt-3 divide-y">
          {matches.map((match) => (
            <li
              key={match.id}
              data-testid="next-match"
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
            >
              <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                <span className={SIDE_TEXT[0]}>{match.home.name}</span>{" "}
                <span className="text-muted-foreground">{t("vs")}</span>{" "}
                <span className={SIDE_TEXT[1]}>{match.away.name}</span>
                <span className="ml-2 text-xs text-muted-foreground">
                  {t("winChance")}: {percent(match.pre_match_probability.home)} –{" "}
                  {percent(match.pre_match_probability.away)}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">
                {match.scheduled_at && (
                  <VenueTime
                    value={match.scheduled_at}
                    timeZone={match.tournament.time_zone}
                    zone={match.zone_label}
                    ns="live"
                    withDate
                  />
                )}
                {" · "}
                <LocalizedLink to={`/tournament/${match.tournament.id}`} className="hover:underline">
                  {match.tournament.title}
                </LocalizedLink>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
