import { useTranslation } from "~/i18n/react";
import { useLang } from "~/components/site/localized-link";
import { formatDate } from "~/lib/format";
import { formatRating } from "./fight-format";
import { CHART, ratingChartGeometry } from "./rating-chart-geometry";

export interface RatingChartPoint {
  fought_at: Date | string;
  /** The bout's event's zone: a point is dated as its event is. */
  time_zone: string;
  rating_after: number;
  /** The rating's deviation right after the bout (app/lib/ratings/deviation.ts): the band is rating ± deviation. */
  deviation?: number;
}

/**
 * The rating after each rated bout, drawn on the server as an inline SVG (no chart library in the bundle). The SVG
 * is decorative to screen readers; a visually hidden table carries the same numbers.
 */
export function RatingChart({ points }: { points: RatingChartPoint[] }) {
  const { t } = useTranslation("athlete");
  const lang = useLang();
  if (points.length === 0) return <p className="text-sm text-muted-foreground">{t("chart.empty")}</p>;
  const deviations = points.every((point) => point.deviation !== undefined)
    ? points.map((point) => point.deviation!)
    : [];
  const {
    points: dots,
    path,
    ticks,
    band,
  } = ratingChartGeometry(
    points.map((point) => point.rating_after),
    deviations,
  );
  const first = formatDate(points[0]!.fought_at, lang, points[0]!.time_zone);
  const last = formatDate(points.at(-1)!.fought_at, lang, points.at(-1)!.time_zone);
  return (
    <figure className="rounded-lg border bg-card p-4" data-testid="rating-chart">
      <figcaption className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
        {t("chart.title")}
      </figcaption>
      {band && <p className="mt-1 text-xs text-muted-foreground">{t("chart.band")}</p>}
      {/* The plot stretches to the card (preserveAspectRatio none, strokes that do not scale); labels are HTML so they stay readable on a phone. */}
      <div className="mt-3 grid grid-cols-[auto_1fr] gap-2">
        <div className="relative w-10 text-xs tabular-nums text-muted-foreground">
          {ticks.map((tick) => (
            <span
              key={tick.value}
              className="absolute right-0 -translate-y-1/2"
              style={{ top: `${(tick.y / CHART.height) * 100}%` }}
            >
              {tick.value}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${CHART.width} ${CHART.height}`}
          preserveAspectRatio="none"
          className="h-48 w-full sm:h-64"
          aria-hidden="true"
          focusable="false"
        >
          {ticks.map((tick) => (
            <line
              key={tick.value}
              x1={0}
              x2={CHART.width}
              y1={tick.y}
              y2={tick.y}
              className="stroke-border"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {band && (
            <path data-testid="rating-band" d={band} fill="currentColor" fillOpacity={0.15} className="text-primary" />
          )}
          <path
            d={path}
            fill="none"
            className="stroke-primary"
            strokeWidth={2.5}
            strokeLinejoin="round"
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
          {/* A zero-length round-capped stroke is a dot that stays round when the plot stretches. */}
          {dots.map((dot, index) => (
            <path
              key={index}
              data-testid="rating-dot"
              d={`M${dot.x},${dot.y}h0`}
              className="stroke-primary"
              strokeWidth={8}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
      </div>
      <div className="ml-12 mt-1 flex justify-between text-xs text-muted-foreground">
        <span>{first}</span>
        <span>{last}</span>
      </div>
      {/* sr-only on the wrapper: a table is never narrower than its content, so on the table itself it widened the page. */}
      <div className="sr-only">
        <table>
          <caption>{t("chart.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("chart.date")}</th>
              <th scope="col">{t("chart.rating")}</th>
              {band && <th scope="col">{t("chart.deviation")}</th>}
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={index}>
                <td>{formatDate(point.fought_at, lang, point.time_zone)}</td>
                <td>{formatRating(point.rating_after)}</td>
                {band && <td>±{Math.round(point.deviation ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
