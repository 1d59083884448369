// The standings table's sortable columns, read from the URL (`?sort=&dir=`) so sorting works without JavaScript.
export const STANDINGS_SORTS = ["team", "wins", "losses", "boutsWon", "boutsLost", "submissions", "rating"] as const;
export type StandingsSort = (typeof STANDINGS_SORTS)[number];
export type SortDir = "asc" | "desc";

export function parseStandingsSort(params: URLSearchParams): { sort: StandingsSort | undefined; dir: SortDir } {
  const raw = params.get("sort");
  const sort = STANDINGS_SORTS.find((key) => key === raw);
  const dir: SortDir =
    params.get("dir") === "asc"
      ? "asc"
      : params.get("dir") === "desc"
        ? "desc"
        : sort === "team" || sort === "losses" || sort === "boutsLost"
          ? "asc"
          : "desc";
  return { sort, dir };
}

/** This year's season when it has team matches, else the latest past one (a future season has only fixtures). */
export function defaultSeason(seasons: number[], year: number): number | null {
  return seasons.find((season) => season <= year) ?? seasons.at(-1) ?? null;
}
