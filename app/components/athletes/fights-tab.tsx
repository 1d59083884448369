import { useTranslation } from "~/i18n/react";
import { NewerOlderNav } from "~/components/site/newer-older-nav";
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
            <NewerOlderNav
              label={t("fights.caption")}
              current={t("fights.pageOf", { page: fights.page, pages: fights.pageCount })}
              newer={fights.page > 1 ? { to: `?fights=${fights.page - 1}`, text: t("fights.newer") } : null}
              older={
                fights.page < fights.pageCount ? { to: `?fights=${fights.page + 1}`, text: t("fights.older") } : null
              }
            />
          )}
        </>
      )}
      <CompareForm athleteId={athleteId} />
    </div>
  );
}
