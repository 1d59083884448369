// /manage: a team manager's upcoming team matches, each with its start and lineup deadline on the venue's clock and
// the lineup form (three bouts, the team's roster). The form checks with the server's schema (LineupSchema) before
// it posts; the server checks again, with the roster, the bout slots' classes and the weigh-ins.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { dynamicKey } from "~/i18n/keys";
import { useTranslation } from "~/i18n/react";
import { Button } from "~/components/ui/button";
import { VenueTime } from "~/components/site/venue-time";
import type { WeightClass } from "~/lib/league-constants";
import { BOUTS_IN_LINEUP, eligibility, type LineupProblem, LineupSchema } from "~/lib/season/lineups";
import { cn } from "~/lib/cn";
import { formatDate, formatKg } from "~/lib/format";
import { useLang } from "~/components/site/localized-link";

interface Athlete {
  id: string;
  full_name: string;
  weight_class: WeightClass;
}
interface ManagedMatch {
  id: string;
  tournament: { id: string; title: string; title_ru: string | null };
  time_zone: string;
  zone_label: string;
  stage: string;
  scheduled_at: string | null;
  deadline: string | null;
  open: boolean;
  revealed: boolean;
  opponent: string | null;
  slot_classes: (WeightClass | null)[] | null;
  own: string[] | null;
  other: string[] | null;
  /** The own lineup's athletes who may not fight their slot now (derived on the server, named there). */
  problems: (LineupProblem & { athlete_name: string })[];
  weights: Record<string, number>;
}
interface Withdrawn {
  team_match_id: string;
  withdrawn_at: string;
  stage: string;
  time_zone: string;
  tournament: { title: string; title_ru: string | null };
}
interface Result {
  team_match_id: string;
  ok: boolean;
  withdrawn?: boolean;
  fields: Record<string, string>;
  params?: Record<string, string | number>;
}

export function ManagePage({
  overview,
  result,
}: {
  overview: {
    team: { id: string; name: string };
    roster: Athlete[];
    matches: ManagedMatch[];
    withdrawn: Withdrawn[];
  } | null;
  result: Result | null;
}) {
  const { t, i18n } = useTranslation("manage");
  const lang = useLang();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-3xl font-bold uppercase sm:text-4xl">{t("title")}</h1>
        {overview && <p className="mt-2 text-muted-foreground">{t("subtitle", { team: overview.team.name })}</p>}
        {/* Said only while it is true of a match here: announced lineups are public. */}
        {overview?.matches.some((match) => !match.revealed) && (
          <p data-testid="lineups-hidden" className="mt-1 text-muted-foreground">
            {t("hiddenUntilReveal")}
          </p>
        )}
      </header>
      {!overview && <p className="rounded-xl border bg-card p-6 text-muted-foreground">{t("noTeam")}</p>}
      {overview && overview.withdrawn.length > 0 && (
        <section
          aria-labelledby="lineups-withdrawn"
          data-testid="lineups-withdrawn"
          className="rounded-xl border border-amber-500/50 bg-card p-4"
        >
          <h2 id="lineups-withdrawn" className="font-semibold">
            {t("slotWithdrawn.title")}
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {overview.withdrawn.map((row) => (
              <li key={`${row.team_match_id}-${row.withdrawn_at}`}>
                {t("slotWithdrawn.item", {
                  tournament: (i18n.language === "ru" && row.tournament.title_ru) || row.tournament.title,
                  stage: t(dynamicKey(`tournament:stage.${row.stage}`)),
                  date: formatDate(row.withdrawn_at, lang, row.time_zone),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {overview?.matches.length === 0 && (
        <p className="rounded-xl border bg-card p-6 text-muted-foreground">{t("noMatches")}</p>
      )}
      {overview?.matches.map((match) => (
        <MatchLineup
          key={match.id}
          match={match}
          roster={overview.roster}
          result={result?.team_match_id === match.id ? result : null}
        />
      ))}
    </div>
  );
}

function MatchLineup({ match, roster, result }: { match: ManagedMatch; roster: Athlete[]; result: Result | null }) {
  const { t, i18n } = useTranslation("manage");
  const lang = useLang();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const title = (i18n.language === "ru" && match.tournament.title_ru) || match.tournament.title;
  const errors = result && !result.ok ? result.fields : clientErrors;
  const errorOf = (index: number) => errors[`athlete_ids.${index}`] ?? (index === 0 ? errors.athlete_ids : undefined);
  const headingId = `match-${match.id}`;
  const byId = new Map(roster.map((athlete) => [athlete.id, athlete]));
  // The lineup as it stands against the roster, the event's classes and weigh-ins now (they may have changed since).
  const problems = match.own && !match.revealed ? match.problems : [];
  const status = match.revealed
    ? "announced"
    : !match.open
      ? "closed"
      : match.own
        ? problems.length > 0
          ? "needsChange"
          : "submitted"
        : "open";
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span
          data-testid="lineup-status"
          className={cn(
            "rounded-md px-2 py-1 text-xs font-bold uppercase",
            status === "open" && "bg-primary/15 text-primary-text",
            status === "submitted" && "bg-emerald-500/15 text-emerald-700 dark:text-emerald-300",
            status === "needsChange" && "bg-destructive/15 text-destructive",
            status === "closed" && "bg-muted text-muted-foreground",
            status === "announced" && "bg-amber-500/15 text-amber-800 dark:text-amber-300",
          )}
        >
          {t(`status.${status}`)}
        </span>
        <span>{title}</span>
        <span aria-hidden>·</span>
        <span>{t(dynamicKey(`tournament:stage.${match.stage}`))}</span>
      </div>
      <h2 id={headingId} className="text-2xl font-bold uppercase">
        {match.opponent ? t("versus", { team: match.opponent }) : t("toBeDecided")}
      </h2>
      {match.scheduled_at && match.deadline ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">{t("startsAt")}</dt>
          <dd>
            <VenueTime
              value={match.scheduled_at}
              timeZone={match.time_zone}
              zone={match.zone_label}
              ns="manage"
              withDate
            />
          </dd>
          <dt className="font-semibold">{t("deadline")}</dt>
          <dd data-testid="lineup-deadline">
            <VenueTime value={match.deadline} timeZone={match.time_zone} zone={match.zone_label} ns="manage" withDate />
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">{t("noTime")}</p>
      )}
      {problems.length > 0 && (
        <div role="alert" data-testid="lineup-problems" className="rounded-md border border-destructive/50 p-3 text-sm">
          <h3 className="font-semibold text-destructive">{t("problems.title")}</h3>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem.slot}>
                {t(`problems.${problem.reason}`, {
                  n: problem.slot,
                  athlete: problem.athlete_name,
                  athleteClass: problem.athlete_class ? t(`common:weightClass.${problem.athlete_class}`) : "",
                  class: problem.weight_class ? t(`common:weightClass.${problem.weight_class}`) : "",
                  kg: formatKg(problem.weight_kg ?? 0, lang),
                  limit: problem.limit ?? 0,
                })}
              </li>
            ))}
          </ul>
          <p className="mt-1">{t(match.open ? "problems.open" : "problems.closed")}</p>
        </div>
      )}
      {match.revealed ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{t("revealed")}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <LineupList title={t("yourLineup")} names={(match.own ?? []).map((id) => byId.get(id)?.full_name ?? "")} />
            <LineupList title={t("theirLineup", { team: match.opponent ?? "" })} names={match.other ?? []} />
          </div>
        </div>
      ) : match.open ? (
        <Form
          method="post"
          className="space-y-3"
          onSubmit={(event) => {
            const form = new FormData(event.currentTarget);
            const parsed = LineupSchema.safeParse({
              team_id: "00000000-0000-4000-8000-000000000000",
              athlete_ids: [form.get("athlete_1"), form.get("athlete_2"), form.get("athlete_3")],
            });
            if (parsed.success) return setClientErrors({});
            event.preventDefault();
            setClientErrors(
              Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message])),
            );
          }}
        >
          <input type="hidden" name="team_match_id" value={match.id} />
          <div className="grid gap-3 md:grid-cols-3">
            {Array.from({ length: BOUTS_IN_LINEUP }, (_, index) => {
              const slot = match.slot_classes?.[index] ?? null;
              const error = errorOf(index);
              const selectId = `${match.id}-bout-${index + 1}`;
              return (
                <div key={index} className="flex flex-col gap-1">
                  <label htmlFor={selectId} className="text-sm font-semibold">
                    {t("bout", { n: index + 1 })}
                    <span className="block text-xs font-normal text-muted-foreground">
                      {slot ? t("slotClass", { class: t(`common:weightClass.${slot}`) }) : t("openSlot")}
                    </span>
                  </label>
                  <select
                    id={selectId}
                    name={`athlete_${index + 1}`}
                    defaultValue={match.own?.[index] ?? ""}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${selectId}-error` : undefined}
                    className="h-10 w-full min-w-0 rounded-md border bg-background px-2"
                  >
                    <option value="">{t("choose")}</option>
                    {roster.map((athlete) => {
                      const weight = match.weights[athlete.id] ?? null;
                      const refused = eligibility(match.slot_classes, index, { ...athlete, weight_kg: weight });
                      return (
                        <option key={athlete.id} value={athlete.id} disabled={refused !== null}>
                          {athlete.full_name} — {t(`common:weightClass.${athlete.weight_class}`)}
                          {weight !== null ? ` (${t("weighedIn", { kg: formatKg(weight, lang) })})` : ""}
                          {refused ? ` — ${t(`ineligible.${refused}`)}` : ""}
                        </option>
                      );
                    })}
                  </select>
                  {error && (
                    <p id={`${selectId}-error`} role="alert" className="text-sm font-semibold text-destructive">
                      {t(dynamicKey(error), result?.params)}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
          {errors.team_id && (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {t(dynamicKey(errors.team_id))}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={navigation.state === "submitting"}>
              {match.own ? t("resubmit") : t("submit")}
            </Button>
            {result?.ok && (
              <output className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                {t(result.withdrawn ? "withdrawn" : "saved")}
              </output>
            )}
          </div>
          {match.own && <p className="text-sm text-muted-foreground">{t("waiting")}</p>}
        </Form>
      ) : null}
      {match.open && match.own && (
        <Form method="post">
          <input type="hidden" name="team_match_id" value={match.id} />
          <input type="hidden" name="intent" value="withdraw" />
          <Button type="submit" variant="outline" disabled={navigation.state === "submitting"}>
            {t("withdraw")}
          </Button>
        </Form>
      )}
      {match.revealed || match.open ? null : (
        <div className="space-y-2">
          {match.own && (
            <LineupList title={t("yourLineup")} names={match.own.map((id) => byId.get(id)?.full_name ?? "")} />
          )}
          <p className="text-sm text-muted-foreground">{t("waiting")}</p>
        </div>
      )}
    </section>
  );
}

function LineupList({ title, names }: { title: string; names: string[] }) {
  const { t } = useTranslation("manage");
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ol className="mt-1 space-y-1 text-sm">
        {names.map((name, index) => (
          <li key={index}>
            <span className="text-muted-foreground">{t("bout", { n: index + 1 })}:</span> {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
