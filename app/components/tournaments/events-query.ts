// The events page's state lives in the URL (`?q=&tab=&view=&month=&page=`), so results can be shared and Back works.

export const EVENT_TABS = ["all", "upcoming", "past"] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENT_VIEWS = ["list", "month"] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

export interface EventsQuery {
  q: string;
  tab: EventTab;
  view: EventView;
  /** `yyyy-MM`; empty means "the current month" (the loader decides which that is). */
  month: string;
  page: number;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const MAX_SEARCH_LENGTH = 100;

export function parseEventsQuery(params: URLSearchParams): EventsQuery {
  const tab = params.get("tab");
  const view = params.get("view");
  const month = params.get("month") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    tab: EVENT_TABS.includes(tab as EventTab) ? (tab as EventTab) : "all",
    view: EVENT_VIEWS.includes(view as EventView) ? (view as EventView) : "list",
    month: MONTH.test(month) ? month : "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The query string for `query` with `changes`, leaving defaults out so URLs stay short. */
export function eventsSearch(query: EventsQuery, changes: Partial<EventsQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.tab !== "all") params.set("tab", next.tab);
  if (next.view !== "list") params.set("view", next.view);
  if (next.view === "month" && next.month) params.set("month", next.month);
  if (next.view === "list" && next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** `2026-12` → `2027-01` (delta 1) or `2026-11` (delta -1). */
export function shiftMonth(month: string, delta: number): string {
  const match = MONTH.exec(month);
  if (!match) return month;
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + delta;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}
