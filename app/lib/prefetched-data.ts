/**
 * The next page's data, held in memory from the link's prefetch to the click.
 *
 * A link prefetches the data of the page it points to (`<link rel="prefetch" href="/athlete/….data">`, React Router's
 * `prefetch="intent"`). That puts the answer in the browser's HTTP cache, and the click's own fetch of it then still
 * waits on a cache read (about 12 ms on the benchmark machine), during which React renders a "loading" state. Read back
 * from the cache once, as the prefetch lands, the answer is ready in memory: the click's fetch resolves at once and the
 * new page renders in one pass (docs/decisions/034).
 */

/** How long a prefetched answer stays usable: the browser's own reuse window for a prefetch (5 minutes). */
export const REUSE_MS = 5 * 60_000;
/** A visitor hovering down a list prefetches many pages; only the last few are likely to be clicked. */
export const MAX_KEPT = 8;

interface KeptAnswer {
  keptAt: number;
  body: ArrayBuffer;
  init: ResponseInit;
}

export class PrefetchedData {
  readonly #answers = new Map<string, KeptAnswer>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  keep(url: string, body: ArrayBuffer, init: ResponseInit): void {
    this.#answers.delete(url);
    this.#answers.set(url, { keptAt: this.#now(), body, init });
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= MAX_KEPT) break;
      this.#answers.delete(oldest);
    }
  }

  /** The answer kept for this URL, once: a second navigation to the page fetches it afresh. */
  take(url: string): Response | undefined {
    const answer = this.#answers.get(url);
    if (!answer) return undefined;
    this.#answers.delete(url);
    if (this.#now() - answer.keptAt > REUSE_MS) return undefined;
    return new Response(answer.body, answer.init);
  }

  /** After a write (any request that is not a GET), no page is shown from data fetched before it. */
  forgetAll(): void {
    this.#answers.clear();
  }

  get size(): number {
    return this.#answers.size;
  }
}

function requestUrl(input: RequestInfo | URL, base: string): string {
  if (typeof input === "string") return new URL(input, base).href;
  return input instanceof URL ? input.href : input.url;
}

/**
 * In the browser, once the page is idle: keeps each prefetched page's data as its `<link rel="prefetch">` loads, and
 * answers the navigation's fetch of the same URL from it. React Router 8.5 offers this hook as
 * `<HydratedRouter unstable_fetch>`; the registry here carries React Router's build tools only up to 8.4, so the page's
 * `fetch` is wrapped instead, and passes every other request through unchanged.
 */
export function keepPrefetchedData(page: Window & typeof globalThis): void {
  const kept = new PrefetchedData();
  const networkFetch = page.fetch.bind(page);
  // A signed-in reader's pages are `private, no-store` (server/http-cache.server.ts): the browser keeps none, so reading
  // one back asks the server again. The first such answer (kept: it is fresh) stops the reading back on this page.
  let cacheKeepsPages = true;
  page.document.addEventListener(
    "load",
    (event) => {
      const link = event.target;
      if (!cacheKeepsPages || !(link instanceof page.HTMLLinkElement) || link.rel !== "prefetch" || link.as !== "fetch")
        return;
      // From the HTTP cache the prefetch has just filled. ("only-if-cached" would log a failed load to the console
      // where the cache is off, as with the developer tools open; there this asks the server a second time instead.)
      networkFetch(link.href, { cache: "force-cache" }).then(
        async (answer) => {
          if (answer.headers.get("cache-control")?.includes("no-store")) cacheKeepsPages = false;
          if (answer.status === 200)
            kept.keep(link.href, await answer.arrayBuffer(), { status: 200, headers: answer.headers });
        },
        () => undefined,
      );
    },
    // `load` does not bubble; the capture phase sees it on every element.
    true,
  );
  page.fetch = (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    if (method !== "GET") {
      kept.forgetAll();
      return networkFetch(input, init);
    }
    const answer = kept.take(requestUrl(input, page.location.href));
    return answer ? Promise.resolve(answer) : networkFetch(input, init);
  };
}
