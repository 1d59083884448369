/** The directory's state as it lives in the URL: `?q=&country=&team=&weight=&page=`. Empty means 'all'. */
export interface DirectoryQuery {
  q: string;
  country: string;
  team: string;
  weight: string;
  page: number;
}

/** A query string without empty parameters or page 1, so shared links stay short. */
export function directorySearch(query: Partial<DirectoryQuery>): string {
  const params = new URLSearchParams();
  for (const key of ["q", "country", "team", "weight"] as const) {
    const value = query[key]?.trim();
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function hasFilters(query: DirectoryQuery): boolean {
  return Boolean(query.q || query.country || query.team || query.weight);
}
