import { useTranslation } from "~/i18n/react";
import { LazyFollowButton } from "~/components/fans/follow-button-lazy";
import { LocalizedLink } from "~/components/site/localized-link";
import { Badge } from "~/components/ui/badge";
import { formatRecord } from "~/lib/stats";
import { grapplingStyles, styleKey } from "~/lib/styles";
import { AthleteAvatar } from "./athlete-avatar";
import type { AthleteProfileData } from "./athlete-view";
import { CountryFlag } from "./country-flag";
import { ProvisionalBadge, RatingDeviation } from "./rating-uncertainty";

export function ProfileHeader({ athlete }: { athlete: AthleteProfileData }) {
  const { t } = useTranslation("athlete");
  const styles = grapplingStyles(athlete.style_background);
  const styleLabel = (tag: string) => {
    const key = styleKey(tag);
    return key ? t(`common:style.${key}`) : tag;
  };
  return (
    <div className="grid gap-6 overflow-hidden rounded-xl border bg-card sm:grid-cols-[minmax(0,16rem)_1fr] md:grid-cols-[minmax(0,20rem)_1fr]">
      <AthleteAvatar
        id={athlete.id}
        name={athlete.full_name}
        photoUrl={athlete.photo_url}
        sizes="(min-width: 768px) 20rem, (min-width: 640px) 16rem, 100vw"
        className="aspect-[16/10] h-auto w-full sm:aspect-square"
        letterClassName="text-8xl sm:text-9xl"
        priority
      />
      <div className="flex flex-col gap-4 p-5 sm:py-6 sm:pl-0 sm:pr-6">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary" className="text-sm">
            <CountryFlag code={athlete.country} name={athlete.countryName} eager />
          </Badge>
          <Badge>{t(`common:weightClass.${athlete.weight_class}`)}</Badge>
          {athlete.countryName && <span className="text-sm text-muted-foreground">{athlete.countryName}</span>}
        </div>
        <div>
          <h1 className="text-4xl font-bold uppercase leading-none tracking-wide sm:text-5xl">{athlete.full_name}</h1>
          <p className="mt-2 text-lg text-muted-foreground">
            {athlete.team ? (
              <LocalizedLink to={`/team/${athlete.team.id}`} className="hover:text-foreground hover:underline">
                {athlete.team.name}
              </LocalizedLink>
            ) : (
              t("noTeam")
            )}
          </p>
          <LazyFollowButton kind="athlete" id={athlete.id} name={athlete.full_name} className="mt-3" />
        </div>
        <dl className="flex flex-wrap gap-3">
          <div className="min-w-28 rounded-lg bg-muted px-4 py-3">
            <dt className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t("record")}</dt>
            <dd data-testid="athlete-record" className="font-display text-3xl font-bold tabular-nums">
              {formatRecord(athlete)}
            </dd>
          </div>
          <div className="min-w-28 rounded-lg bg-primary px-4 py-3 text-primary-foreground">
            <dt className="text-xs font-semibold uppercase tracking-wider">
              <LocalizedLink
                to="/ratings"
                title={t("eloExplained")}
                className="underline decoration-dotted underline-offset-2 hover:decoration-solid"
              >
                {t("elo")}
              </LocalizedLink>
            </dt>
            <dd className="flex items-baseline gap-2">
              <span data-testid="athlete-elo" className="font-display text-3xl font-bold tabular-nums">
                {athlete.rating_elo}
              </span>
              <RatingDeviation value={athlete.rating_deviation} className="text-sm font-semibold" />
            </dd>
            {athlete.provisional && (
              <dd className="mt-1">
                <ProvisionalBadge className="border-primary-foreground/70 text-primary-foreground" />
              </dd>
            )}
          </div>
        </dl>
        {styles.length > 0 && (
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">{t("styles")}</h2>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="athlete-styles">
              {styles.map((style) => (
                <li key={style}>
                  <Badge variant="outline" className="px-2.5 py-1 text-sm font-medium normal-case tracking-normal">
                    {styleLabel(style)}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
