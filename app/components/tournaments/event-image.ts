/**
 * Shipped with the site: the home hero's backdrop, and the share image (og:image, a raster, as social sites want) of an
 * event without an image of its own. Pages show such an event's own generated art instead (eventPicture in
 * app/lib/generated-art.ts).
 */
export const EVENT_FALLBACK_IMAGE = "/images/event-fallback.webp";

export function eventImage(url: string | null | undefined): string {
  return url || EVENT_FALLBACK_IMAGE;
}
