// How long a page that shows live scores may be kept: never by the browser (it reloads the page's data when a bout
// starts or ends, and a kept copy would answer that reload with the old picture), 5 s by a shared cache, which every
// write clears. No stale-while-revalidate: the browser would show the stale copy first.
export const LIVE_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5";
