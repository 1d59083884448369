/** Shipped with the site: shown for any event without an image of its own. */
export const EVENT_FALLBACK_IMAGE = "/images/event-fallback.webp";

export function eventImage(url: string | null | undefined): string {
  return url || EVENT_FALLBACK_IMAGE;
}
