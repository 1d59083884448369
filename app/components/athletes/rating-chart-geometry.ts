// The rating chart's geometry, kept pure so it is tested without a browser: bouts evenly spaced left to right in
// the order they were fought (several bouts share a date at a tournament), ratings on a padded vertical scale. With
// deviations, the band rating ± deviation after each bout is an area, and the scale holds all of it: a wide band that
// flattens the line is the truth about a new athlete's rating.

export const CHART = { width: 960, height: 240, left: 10, right: 10, top: 12, bottom: 12 } as const;

export interface ChartPoint {
  x: number;
  y: number;
  rating: number;
}

export function ratingChartGeometry(ratings: readonly number[], deviations: readonly number[] = []) {
  const spread = (index: number) => deviations[index] ?? 0;
  const low = Math.floor((Math.min(...ratings.map((rating, index) => rating - spread(index))) - 10) / 25) * 25;
  const high = Math.ceil((Math.max(...ratings.map((rating, index) => rating + spread(index))) + 10) / 25) * 25;
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const y = (rating: number) => CHART.top + ((high - rating) / (high - low)) * plotHeight;
  const step = ratings.length > 1 ? plotWidth / (ratings.length - 1) : 0;
  const points: ChartPoint[] = ratings.map((rating, index) => ({
    x: ratings.length > 1 ? CHART.left + index * step : CHART.left + plotWidth / 2,
    y: y(rating),
    rating,
  }));
  const path = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${point.x.toFixed(1)},${point.y.toFixed(1)}`)
    .join(" ");
  const ticks = [low, Math.round((low + high) / 2), high].map((value) => ({ value, y: y(value) }));
  // The band: along the upper edge left to right, back along the lower edge; a single bout is a short bar.
  let band: string | null = null;
  if (deviations.length === ratings.length && ratings.length > 0) {
    const at = (point: ChartPoint, offset: number) => `${point.x.toFixed(1)},${y(point.rating + offset).toFixed(1)}`;
    const upper = points.map((point, index) => at(point, spread(index)));
    const lower = points.map((point, index) => at(point, -spread(index))).toReversed();
    if (points.length === 1) {
      const [point] = points as [ChartPoint];
      const half = 12;
      const top = y(point.rating + spread(0)).toFixed(1);
      const bottom = y(point.rating - spread(0)).toFixed(1);
      band = `M${(point.x - half).toFixed(1)},${top} H${(point.x + half).toFixed(1)} V${bottom} H${(point.x - half).toFixed(1)} Z`;
    } else band = `M${upper.join(" L")} L${lower.join(" L")} Z`;
  }
  return { points, path, ticks, band };
}
