// The days of a month grid, as `yyyy-MM-dd` keys. Pure calendar arithmetic in UTC, so it never
// depends on the machine's time zone; events are placed by their venue-local day (format.ts).

export interface CalendarDay {
  key: string;
  day: number;
  inMonth: boolean;
}

/** Whole weeks covering `month` (`yyyy-MM`); weeks start on Sunday (0) or Monday (1). */
export function monthGrid(month: string, weekStartsOn: 0 | 1): CalendarDay[][] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const first = Date.UTC(year, monthNumber - 1, 1);
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (new Date(first).getUTCDay() - weekStartsOn + 7) % 7;
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < cells; index++) {
    const date = new Date(first + (index - lead) * 86_400_000);
    const day: CalendarDay = {
      key: date.toISOString().slice(0, 10),
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === monthNumber - 1,
    };
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  }
  return weeks;
}

/** Weekday indexes (0 = Sunday) in column order. */
export function weekdayOrder(weekStartsOn: 0 | 1): number[] {
  return Array.from({ length: 7 }, (_, index) => (index + weekStartsOn) % 7);
}
