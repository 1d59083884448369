// The broadcast URL at a moment of the event: YouTube links seek with `?t=<seconds>` (the video id and other parameters
// kept), any other link with the media fragment `#t=<seconds>`. Links start 10 s early, so the viewer sees the lead-up.
export const REPLAY_LEAD_SECONDS = 10;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "www.youtu.be",
]);

/** Seconds into the broadcast to seek to for a moment: `at` minus the lead, never before the start (0). */
export function replaySeconds(startedAt: Date, at: Date, leadSeconds = REPLAY_LEAD_SECONDS): number {
  return Math.max(0, Math.floor((at.getTime() - startedAt.getTime()) / 1000) - leadSeconds);
}

/**
 * The link to watch the moment `at`, or null when the tournament has no broadcast URL or start, or the moment came
 * before the broadcast started (the recording does not have it).
 */
export function replayUrl(
  broadcastUrl: string | null,
  startedAt: Date | null,
  at: Date,
  leadSeconds = REPLAY_LEAD_SECONDS,
): string | null {
  if (!broadcastUrl || !startedAt || at.getTime() < startedAt.getTime()) return null;
  const seconds = replaySeconds(startedAt, at, leadSeconds);
  let url: URL;
  try {
    url = new URL(broadcastUrl, "http://site.invalid");
  } catch {
    return null;
  }
  const relative = url.origin === "http://site.invalid";
  if (!relative && YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) {
    url.searchParams.set("t", String(seconds));
    return url.toString();
  }
  url.hash = `t=${seconds}`;
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
