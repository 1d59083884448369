import { useTranslation } from "~/i18n/react";
import { CountryFlag } from "~/components/athletes/country-flag";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { TeamLink } from "~/components/teams/team-link";
import { cn } from "~/lib/cn";
import { formatEventDate } from "~/lib/format";
import type { AthleteBout, BoutOutcome } from "../../../server/league/results/athlete-bouts.server.ts";
import { formatRating } from "./fight-format";
import { FightMethod, FightRoundTime } from "./fight-method";

export type FightRow = Omit<AthleteBout, "tournament" | "opponent" | "broadcast_synced"> & {
  tournament: { id: string; title: string; event_date: Date | string; time_zone: string };
  /** The broadcast at the finish (minus 10 s), when the tournament's broadcast was synced. */
  replay_url?: string | null;
  opponent: AthleteBout["opponent"] & { countryName: string | null };
};

const OUTCOME_STYLE: Record<BoutOutcome, string> = {
  W: "bg-emerald-500/15 text-emerald-400",
  L: "bg-red-500/15 text-red-400",
  D: "bg-muted text-muted-foreground",
  NC: "bg-muted text-muted-foreground",
};

// The translated "vs {{team}}" with the team's link where its name goes, in whatever word order the language has.
const TEAM_SLOT = "\u0000";
function OpponentTeam({ text, team }: { text: string; team: { id: string; name: string } }) {
  const [before, after] = text.split(TEAM_SLOT);
  return (
    <>
      {before}
      <TeamLink team={team} />
      {after}
    </>
  );
}

export function OutcomeBadge({ outcome }: { outcome: BoutOutcome }) {
  const { t } = useTranslation("athlete");
  return (
    <abbr
      title={t(`fights.outcomeName.${outcome}`)}
      className={cn(
        "inline-block min-w-9 rounded px-1.5 py-0.5 text-center text-xs font-bold no-underline",
        OUTCOME_STYLE[outcome],
      )}
    >
      {t(`fights.outcome.${outcome}`)}
    </abbr>
  );
}

/**
 * Every league bout from the athlete's side, newest first. On a phone each row is a small card (result and opponent
 * first) rather than a wide table that hides them off-screen.
 */
export function FightsTable({ fights }: { fights: FightRow[] }) {
  const { t } = useTranslation("athlete");
  const lang = useLang();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm sm:min-w-[52rem]" data-testid="fights-table">
        <caption className="sr-only">{t("fights.caption")}</caption>
        <thead className="bg-muted/40 text-xs max-sm:sr-only uppercase tracking-wider text-muted-foreground">
          <tr>
            {(["date", "event", "opponent", "team", "result", "method", "roundTime", "rating"] as const).map((key) => (
              <th key={key} scope="col" className="px-3 py-2 font-semibold">
                {t(`fights.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {fights.map((fight) => (
            <tr
              key={fight.id}
              className="border-t align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:px-1 max-sm:py-2 max-sm:first:border-t-0"
              data-testid="fight-row"
            >
              <td
                className="whitespace-nowrap px-3 py-2 tabular-nums max-sm:order-1 max-sm:py-1 max-sm:text-muted-foreground"
                data-testid="event-date"
              >
                {formatEventDate(fight.tournament, lang)}
              </td>
              <td className="px-3 py-2 max-sm:order-6 max-sm:py-1">
                <LocalizedLink to={`/tournament/${fight.tournament.id}`} className="hover:underline">
                  {fight.tournament.title}
                </LocalizedLink>
              </td>
              <td className="px-3 py-2 max-sm:order-3 max-sm:col-span-2 max-sm:py-1">
                <span className="flex items-center gap-2">
                  <CountryFlag code={fight.opponent.country} name={fight.opponent.countryName} showCode={false} />
                  <LocalizedLink to={`/athlete/${fight.opponent.id}`} className="font-semibold hover:underline">
                    {fight.opponent.full_name}
                  </LocalizedLink>
                </span>
              </td>
              <td className="px-3 py-2 max-sm:order-8 max-sm:col-span-2 max-sm:py-1 max-sm:text-xs max-sm:text-muted-foreground">
                <TeamLink team={fight.team} />
                <span className="block text-xs text-muted-foreground max-sm:ml-1 max-sm:inline">
                  <OpponentTeam text={t("fights.vs", { team: TEAM_SLOT })} team={fight.opponent_team} />
                </span>
              </td>
              <td className="whitespace-nowrap px-3 py-2 max-sm:order-2 max-sm:py-1 max-sm:text-right">
                <OutcomeBadge outcome={fight.result} />
                <span className="ml-2 tabular-nums text-muted-foreground">{`${fight.score[0]}–${fight.score[1]}`}</span>
              </td>
              <td className="px-3 py-2 max-sm:order-4 max-sm:py-1">
                <FightMethod method={fight.method} technique={fight.technique} />
                {fight.exhibition && (
                  <span className="block text-xs text-muted-foreground">{t("fights.exhibition")}</span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2 max-sm:order-5 max-sm:py-1 max-sm:text-right">
                <FightRoundTime round={fight.round} timeSeconds={fight.time_seconds} />
                {fight.replay_url && (
                  <a
                    href={fight.replay_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="watch"
                    className="block font-semibold text-primary-text hover:underline"
                  >
                    {t("fights.watch")}
                  </a>
                )}
              </td>
              <td
                className="whitespace-nowrap px-3 py-2 tabular-nums max-sm:order-7 max-sm:py-1 max-sm:text-right"
                data-testid="fight-rating"
              >
                {fight.rating_before !== null && fight.rating_after !== null
                  ? `${formatRating(fight.rating_before)} → ${formatRating(fight.rating_after)}`
                  : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
