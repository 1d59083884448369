// How bouts read on every page: time in the round as m:ss, ratings as whole numbers (they are kept as doubles).

export function formatBoutTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

export const formatRating = (rating: number) => String(Math.round(rating));
