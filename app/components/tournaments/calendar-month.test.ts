import { describe, expect, it } from "vitest";
import { monthGrid, weekdayOrder } from "./calendar-month";
import { eventsSearch, parseEventsQuery, shiftMonth } from "./events-query";

describe("month grid", () => {
  it("starts weeks on Sunday in English and Monday in Russian", () => {
    // 1 December 2026 is a Tuesday.
    const sunday = monthGrid("2026-12", 0);
    expect(sunday[0]!.map((d) => d.key)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    const monday = monthGrid("2026-12", 1);
    expect(monday[0]![0]!.key).toBe("2026-11-30");
    expect(monday[0]![1]).toEqual({ key: "2026-12-01", day: 1, inMonth: true });
    expect(monday.at(-1)!.at(-1)!.key).toBe("2027-01-03");
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it("covers every day of the month in whole weeks", () => {
    for (const month of ["2026-02", "2027-02", "2028-02", "2026-03", "2026-08", "2027-01"]) {
      for (const start of [0, 1] as const) {
        const weeks = monthGrid(month, start);
        const days = weeks.flat();
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        const inMonth = days.filter((d) => d.inMonth);
        expect(inMonth[0]!.day).toBe(1);
        expect(inMonth.every((d) => d.key.startsWith(month))).toBe(true);
        expect(new Date(`${days[0]!.key}T00:00:00Z`).getUTCDay()).toBe(start);
      }
    }
    // February 2026 starts on a Sunday: exactly four Sunday-first weeks.
    expect(monthGrid("2026-02", 0)).toHaveLength(4);
  });
});

describe("events URL state", () => {
  it("reads search, tab, view, month and page, ignoring bad values", () => {
    expect(parseEventsQuery(new URLSearchParams("q=%20Tokyo%20&tab=past&view=month&month=2026-12&page=2"))).toEqual({
      q: "Tokyo",
      tab: "past",
      view: "month",
      month: "2026-12",
      page: 2,
    });
    expect(parseEventsQuery(new URLSearchParams("tab=soon&view=grid&month=2026-13&page=-1"))).toEqual({
      q: "",
      tab: "all",
      view: "list",
      month: "",
      page: 1,
    });
    expect(parseEventsQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("writes short URLs, dropping defaults and the page when the filter changes", () => {
    const query = parseEventsQuery(new URLSearchParams("q=rio&tab=upcoming&page=3"));
    expect(eventsSearch(query)).toBe("?q=rio&tab=upcoming&page=3");
    expect(eventsSearch(query, { tab: "all", page: 1 })).toBe("?q=rio");
    expect(eventsSearch(query, { view: "month", month: "2027-01" })).toBe(
      "?q=rio&tab=upcoming&view=month&month=2027-01",
    );
    expect(eventsSearch(parseEventsQuery(new URLSearchParams("")))).toBe("");
  });

  it("moves between months across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-06", 0)).toBe("2026-06");
  });
});
