import { memo } from "react";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { useTranslation } from "~/i18n/react";
import { LocalizedLink, StretchedLink } from "~/components/site/localized-link";
import { Badge } from "~/components/ui/badge";
import { grapplingStyles, styleKey } from "~/lib/styles";
import { formatControlTime, formatRecord, submissionPercent, takedownDefense } from "~/lib/stats";
import type { AthleteCardData } from "./athlete-view";
import { AthleteAvatar } from "./athlete-avatar";
import { CountryFlag } from "./country-flag";
import { ProvisionalBadge, RatingDeviation } from "./rating-uncertainty";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-0.5 rounded-md bg-muted/60 px-1 py-2">
      <dt className="text-[10px] font-semibold uppercase tracking-wider text-muted-foreground">{label}</dt>
      <dd className="font-display text-base font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** `firstRow`: the card is on the first screen, so its flag is not lazy. */
// Memoized: a directory's cards do not re-render while a navigation away from it is under way.
export const AthleteCard = memo(function AthleteCard({
  athlete,
  firstRow = false,
}: {
  athlete: AthleteCardData;
  firstRow?: boolean;
}) {
  const { t } = useTranslation("athletes");
  const { t: tc } = useTranslation("common");
  const styleLabel = (tag: string) => {
    const key = styleKey(tag);
    return key ? tc(`style.${key}`) : tag;
  };
  return (
    <article
      data-testid="athlete-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-colors hover:border-primary/60"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <AthleteAvatar
          id={athlete.id}
          name={athlete.full_name}
          photoUrl={athlete.photo_url}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="size-full transition-transform duration-300 group-hover:scale-105"
          letterClassName="text-7xl"
          priority={firstRow}
        />
        <div className="absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-card to-transparent" />
        <Badge variant="secondary" className="absolute left-3 top-3 bg-background/80 backdrop-blur">
          <CountryFlag code={athlete.country} name={athlete.countryName} eager={firstRow} />
        </Badge>
        <div className="absolute right-3 top-3 rounded-md bg-primary px-2 py-1 text-center leading-none text-primary-foreground">
          <span className="block text-[10px] font-semibold uppercase tracking-wider">{t("card.elo")}</span>
          <span data-testid="athlete-elo" className="font-display text-lg font-bold tabular-nums">
            {athlete.rating_elo}
          </span>
          <RatingDeviation value={athlete.rating_deviation} className="block text-[11px] font-semibold" />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p
              data-testid="athlete-weight"
              className="text-xs font-semibold uppercase tracking-wider text-primary-text"
            >
              {t(`common:weightClass.${athlete.weight_class}`)}
            </p>
            {athlete.provisional && <ProvisionalBadge />}
            <LazyFollowButton
              kind="athlete"
              id={athlete.id}
              name={athlete.full_name}
              compact
              className="-my-1.5 ml-auto"
            />
          </div>
          <h2 className="mt-1 text-xl font-bold uppercase leading-tight">
            <StretchedLink data-testid="athlete-name" to={`/athlete/${athlete.id}`}>
              {athlete.full_name}
            </StretchedLink>
          </h2>
          <p data-testid="athlete-team" className="mt-0.5 truncate text-sm text-muted-foreground">
            {athlete.team ? (
              // Above the card's stretched name link, so the team name opens the team's page; at least 24 px tall and wide
              // (WCAG 2.2 target size), truncated inside its line.
              <LocalizedLink
                to={`/team/${athlete.team.id}`}
                className="relative z-10 inline-block min-w-6 max-w-full truncate py-0.5 align-top hover:text-foreground hover:underline"
              >
                {athlete.team.name}
              </LocalizedLink>
            ) : (
              t("card.noTeam")
            )}
          </p>
        </div>
        <dl className="grid grid-cols-4 gap-1.5">
          <Stat label={t("card.record")} value={formatRecord(athlete)} />
          <Stat label={t("card.sub")} value={String(submissionPercent(athlete))} />
          <Stat label={t("card.td")} value={String(takedownDefense(athlete.takedown_defense_percent))} />
          <Stat label={t("card.ctrl")} value={formatControlTime(athlete.control_time_total)} />
        </dl>
        {/* The spec's filter, as the profile applies it: only grappling styles are shown. */}
        {grapplingStyles(athlete.style_background).length > 0 && (
          <ul data-testid="athlete-styles" className="mt-auto flex flex-wrap gap-1.5" aria-label={t("card.styles")}>
            {grapplingStyles(athlete.style_background).map((style) => (
              <li key={style}>
                <Badge variant="outline" className="font-medium normal-case tracking-normal text-muted-foreground">
                  {styleLabel(style)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});
