import { TeamLink } from "~/components/teams/team-link";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink, useLang } from "~/components/site/localized-link";
import { formatEventDate } from "~/lib/format";
import { formatControlTime, formatRecord, submissionRate, winRate } from "~/lib/stats";
import { AthleteAvatar } from "./athlete-avatar";
import type { AthleteProfileData } from "./athlete-view";
import { CountryFlag } from "./country-flag";
import { FightMethod, FightRoundTime } from "./fight-method";
import type { Meeting } from "../../../server/league/results/head-to-head.server.ts";

/** A meeting with its tournament named in the page's language. */
type LocalizedMeeting = Omit<Meeting, "tournament"> & {
  tournament: Pick<Meeting["tournament"], "id" | "title" | "event_date" | "time_zone">;
};

function Side({ athlete, percent }: { athlete: AthleteProfileData; percent: number }) {
  const { t } = useTranslation("athletes");
  const rows: [string, string][] = [
    [t("compare.record"), formatRecord(athlete)],
    [t("compare.rating"), String(athlete.rating_elo)],
    [t("compare.winRate"), `${winRate(athlete)}%`],
    [t("compare.submissions"), `${athlete.submissions_for} (${submissionRate(athlete)}%)`],
    [t("compare.takedowns"), String(athlete.takedowns_scored)],
    [t("compare.controlTime"), formatControlTime(athlete.control_time_total)],
  ];
  return (
    <section
      aria-labelledby={`side-${athlete.id}`}
      className="flex flex-col gap-4 rounded-xl border bg-card p-5"
      data-testid="compare-side"
    >
      <div className="flex items-center gap-4">
        <AthleteAvatar
          id={athlete.id}
          name={athlete.full_name}
          photoUrl={athlete.photo_url}
          sizes="64px"
          className="size-16 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <h2 id={`side-${athlete.id}`} className="text-xl font-bold uppercase">
            <LocalizedLink to={`/athlete/${athlete.id}`} className="hover:underline">
              {athlete.full_name}
            </LocalizedLink>
          </h2>
          <CountryFlag code={athlete.country} name={athlete.countryName} />
          {athlete.team && (
            <p className="text-sm text-muted-foreground">
              <TeamLink team={athlete.team} />
            </p>
          )}
        </div>
      </div>
      <p className="font-display text-4xl font-bold tabular-nums text-primary" data-testid="compare-probability">
        {percent}%
      </p>
      <dl className="grid grid-cols-2 gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-lg border px-3 py-2">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{label}</dt>
            <dd className="font-display text-xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Both athletes side by side with their Elo win probabilities (rounded so the two add up to 100). */
export function HeadToHeadSides({
  a,
  b,
  probabilityA,
}: {
  a: AthleteProfileData;
  b: AthleteProfileData;
  probabilityA: number;
}) {
  const { t } = useTranslation("athletes");
  const percentA = Math.round(probabilityA * 100);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
        {t("compare.probability")}:{" "}
        <span className="sr-only">
          {t("compare.probabilityOf", { name: a.full_name, percent: percentA })},{" "}
          {t("compare.probabilityOf", { name: b.full_name, percent: 100 - percentA })}
        </span>
      </p>
      <div className="flex h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="bg-primary" style={{ width: `${percentA}%` }} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Side athlete={a} percent={percentA} />
        <Side athlete={b} percent={100 - percentA} />
      </div>
    </div>
  );
}

export function Meetings({
  meetings,
  a,
  b,
}: {
  meetings: LocalizedMeeting[];
  a: AthleteProfileData;
  b: AthleteProfileData;
}) {
  const { t } = useTranslation("athletes");
  const lang = useLang();
  const resultText = (meeting: LocalizedMeeting) => {
    if (meeting.winner_id) return t("compare.won", { name: meeting.winner_id === a.id ? a.full_name : b.full_name });
    return meeting.method === "draw" ? t("compare.drawn") : t("compare.noResult");
  };
  return (
    <section aria-labelledby="meetings-title" className="flex flex-col gap-3">
      <h2 id="meetings-title" className="text-xl font-bold uppercase">
        {t("compare.meetings")}
      </h2>
      {meetings.length === 0 ? (
        <p className="text-muted-foreground">{t("compare.noMeetings")}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {meetings.map((meeting) => (
            <li
              key={meeting.id}
              data-testid="meeting"
              className="grid gap-1 rounded-lg border bg-card px-4 py-3 text-sm sm:grid-cols-[8rem_1fr_auto_auto] sm:items-center sm:gap-4"
            >
              <span className="tabular-nums text-muted-foreground" data-testid="event-date">
                {formatEventDate(meeting.tournament, lang)}
              </span>
              <span>
                <span className="font-semibold">{resultText(meeting)}</span>
                <span className="ml-2 tabular-nums text-muted-foreground">{`${meeting.score[0]}–${meeting.score[1]}`}</span>
                <LocalizedLink
                  to={`/tournament/${meeting.tournament.id}`}
                  className="block text-muted-foreground hover:underline"
                >
                  {meeting.tournament.title}
                </LocalizedLink>
              </span>
              <FightMethod method={meeting.method} technique={meeting.technique} />
              <FightRoundTime round={meeting.round} timeSeconds={meeting.time_seconds} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
