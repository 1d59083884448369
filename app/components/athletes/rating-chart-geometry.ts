// The rating chart's geometry, kept pure so it is tested without a browser: bouts evenly spaced left to right in
// the order they were fought (several bouts share a date at a tournament), ratings on a padded vertical scale.

export const CHART = { width: 960, height: 240, left: 10, right: 10, top: 12, bottom: 12 } as const;

export interface ChartPoint {
  x: number;
  y: number;
  rating: number;
}

export function ratingChartGeometry(ratings: readonly number[]) {
  const low = Math.floor((Math.min(...ratings) - 10) / 25) * 25;
  const high = Math.ceil((Math.max(...ratings) + 10) / 25) * 25;
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
  return { points, path, ticks };
}
