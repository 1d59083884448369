import type { DateInput } from "./format";

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  /** True once the target time has been reached: the banner then shows "Event Completed". */
  completed: boolean;
}

const MINUTE = 60_000;

/**
 * Time left until `target`, in whole days, hours and minutes. Minutes round up, so the display reads
 * 0d 0h 1m in the last minute and only shows zeros together with `completed`. Never negative.
 */
export function getCountdown(target: DateInput, now: DateInput): Countdown {
  const remaining = toTime(target) - toTime(now);
  if (!(remaining > 0)) return { days: 0, hours: 0, minutes: 0, completed: true };
  const totalMinutes = Math.ceil(remaining / MINUTE);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    completed: false,
  };
}

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}
