// One webhook POST (docs/webhooks.md#delivery): through the SSRF-safe lookup, no redirects followed (a 3xx is a
// failure), a hard timeout, and no more of the answer kept than a short excerpt.
import http from "node:http";
import https from "node:https";
import { safeLookup, isTestOrigin, parseWebhookUrl } from "./url-safety.server.ts";

/** The whole attempt (connect, send, the answer's status line) must end within this. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of the answer's body is kept, for the deliveries listing. */
export const EXCERPT_CHARS = 200;

export interface PostOutcome {
  /** The answer's status, or null when none came (refused, unreachable, timed out). */
  status: number | null;
  durationMs: number;
  error: string | null;
  excerpt: string | null;
}

export async function postWebhook(
  urlText: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    // An IP literal is checked here (a socket does not look it up); a name by `safeLookup` as it connects.
    url = parseWebhookUrl(urlText);
  } catch (error) {
    return { status: null, durationMs: elapsed(), error: (error as Error).message, excerpt: null };
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: "POST",
        agent: false,
        ...(isTestOrigin(url) ? {} : { lookup: safeLookup as never }),
        headers: {
          ...headers,
          "Content-Type": "application/json",
          "Content-Length": String(Buffer.byteLength(body)),
          "User-Agent": "League-Webhooks/1.0",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        let excerpt = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          excerpt += chunk;
          if (excerpt.length >= EXCERPT_CHARS) response.destroy();
        });
        const done = () =>
          finish({
            status,
            error:
              status >= 200 && status < 300
                ? null
                : status >= 300 && status < 400
                  ? `redirect to ${response.headers.location ?? "?"} not followed`
                  : `HTTP ${status}`,
            excerpt: excerpt.slice(0, EXCERPT_CHARS) || null,
          });
        response.on("end", done);
        response.on("close", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    request.on("error", (error) => finish({ status: null, error: error.message, excerpt: null }));
    request.end(body);
  });
}
