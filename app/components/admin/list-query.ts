// A paged admin list's state lives in its URL (`q`, `sort`, `dir`, `page`): the server reads it to build one
// page in SQL, and the links and the search form write it, so lists work without JavaScript and survive a reload.

import { ENTITIES } from "~/lib/entities/registry";
import type { EntityTab } from "./admin-tabs";

export const ADMIN_PAGE_SIZE = 25;

export type SortDir = "asc" | "desc";

/** The columns a list sorts by, each with the direction it starts in; the first is the default. */
export type SortSpec = Readonly<Record<string, SortDir>>;

export interface ListState<Sort extends string = string> {
  q: string;
  sort: Sort;
  dir: SortDir;
  page: number;
}

/** One page of a list, counted in SQL. */
export interface ListPage<Row, Sort extends string = string> {
  items: Row[];
  total: number;
  page: number;
  pageCount: number;
  state: ListState<Sort>;
}

type Entity = (typeof ENTITIES)[keyof typeof ENTITIES];
type ListEntity = Extract<Entity, { sorts: SortSpec }>;

/** Each admin list's sorts, by its plural: the `sorts` of the registry's top-level entities (app/lib/entities/). */
export const LIST_SORTS = Object.fromEntries(
  Object.values(ENTITIES)
    .filter((entity): entity is ListEntity => "sorts" in entity)
    .map((entity) => [entity.plural, entity.sorts]),
) as { [List in ListEntity as List["plural"]]: List["sorts"] };
// Every admin section of an entity has a list: a top-level entity without `sorts` does not compile.
LIST_SORTS satisfies Record<EntityTab, SortSpec>;

export type ListName = keyof typeof LIST_SORTS;
export type SortOf<List extends ListName> = keyof (typeof LIST_SORTS)[List] & string;

const MAX_QUERY = 100;

/** Reads a list's state from its URL; anything unknown falls back to the default (a search is trimmed and capped). */
export function readListState<List extends ListName>(list: List, params: URLSearchParams): ListState<SortOf<List>> {
  const sorts: SortSpec = LIST_SORTS[list];
  const first = Object.keys(sorts)[0]!;
  const sort = Object.hasOwn(sorts, params.get("sort") ?? "") ? params.get("sort")! : first;
  const dirParam = params.get("dir");
  const dir: SortDir = dirParam === "asc" || dirParam === "desc" ? dirParam : sorts[sort]!;
  const page = Math.floor(Number(params.get("page")));
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY),
    sort: sort as SortOf<List>,
    dir,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The search string for a state: defaults are left out, so the plain list is the bare path. */
export function listSearch(list: ListName, state: ListState): string {
  const sorts: SortSpec = LIST_SORTS[list];
  const params = new URLSearchParams();
  if (state.q) params.set("q", state.q);
  if (state.sort !== Object.keys(sorts)[0]) params.set("sort", state.sort);
  if (state.dir !== sorts[state.sort]) params.set("dir", state.dir);
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "?";
}

/** Where a sort header leads: the same column flips its direction, another starts in its own; paging restarts. */
export function sortSearch(list: ListName, state: ListState, sort: string): string {
  const sorts: SortSpec = LIST_SORTS[list];
  const flipped: SortDir = state.dir === "asc" ? "desc" : "asc";
  return listSearch(list, { ...state, sort, dir: sort === state.sort ? flipped : sorts[sort]!, page: 1 });
}
