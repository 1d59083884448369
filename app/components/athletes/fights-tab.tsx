import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { CompareForm } from "./compare-form";
import { FightsTable, type FightRow } from "./fights-table";
import { RatingChart, type RatingChartPoint } from "./rating-chart";

export interface FightsPage {
  items: FightRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** The profile's Fights tab: the rating chart, the bouts a page at a time (`?fights=N`), and "Compare with…". */
export function FightsTab({
  athleteId,
  fights,
  ratings,
}: {
  athleteId: string;
  fights: FightsPage;
  ratings: RatingChartPoint[];
}) {
  const { t } = useTranslation("athlete");
  return (
    <div className="flex flex-col gap-6">
      <RatingChart points={ratings} />
      {fights.items.length === 0 ? (
        <p className="text-muted-foreground">{t("fights.empty")}</p>
      ) : (
        <>
          <FightsTable fights={fights.items} />
          {fights.pageCount > 1 && (
            <nav aria-label={t("fights.caption")} className="flex items-center justify-between gap-4 text-sm">
              {fights.page > 1 ? (
                <Link to={`?fights=${fights.page - 1}`} preventScrollReset className="font-semibold hover:underline">
                  ← {t("fights.newer")}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-muted-foreground">
                {t("fights.pageOf", { page: fights.page, pages: fights.pageCount })}
              </span>
              {fights.page < fights.pageCount ? (
                <Link to={`?fights=${fights.page + 1}`} preventScrollReset className="font-semibold hover:underline">
                  {t("fights.older")} →
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
      <CompareForm athleteId={athleteId} />
    </div>
  );
}
