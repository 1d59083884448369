import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { isOriginMismatch, logError } from "../server/error-log.server.ts";
import { nonceContext } from "../server/security.server.ts";
import { NonceProvider } from "./lib/nonce";
import { INLINE_STRINGS_ID, inlineStrings } from "./i18n/i18n";
import { CORE_NAMESPACES, type Namespace } from "./i18n/namespaces";
import { UsedNamespacesProvider } from "./i18n/react";
import { langFromPath } from "./lib/language";

export const streamTimeout = 5_000;

/** A loader's or action's unexpected error: logged once per cause (server/error-log.server.ts), not once per request. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error) || error instanceof Response) return;
  const fields = { method: request.method, path: new URL(request.url).pathname };
  if (isOriginMismatch(error))
    return logError(
      error,
      { ...fields, origin: request.headers.get("origin") },
      "page: post refused, Origin is not this host (400)",
      "warn",
    );
  logError(error, fields, "page: unexpected error");
};

const END_OF_BODY = "</body>";

/**
 * Writes the strings the page's render used (its namespaces, in its language) into the document just before
 * `</body>`, as `<script type="application/json">`: the browser reads them before hydration (app/i18n/i18n.ts) instead
 * of fetching them as JavaScript modules after its route's module ran — one request less in the chain to the first
 * interactive page, and no JavaScript for them (docs/performance.md#initial-javascript). The set is complete once React
 * wrote the whole document, so the script goes at its very end; if the end is not a `</body>` the page's strings load
 * as on a navigation.
 */
function withPageStrings(
  lang: ReturnType<typeof langFromPath>,
  used: Set<Namespace>,
  nonce: string | undefined,
  onEnd: () => void,
): Transform {
  let held = "";
  // Data, not code (CSP does not apply to it), but it carries the page's nonce like every other script tag.
  const script = () =>
    `<script type="application/json" id="${INLINE_STRINGS_ID}"${nonce ? ` nonce="${nonce}"` : ""}>${inlineStrings(lang, [...CORE_NAMESPACES, ...used])}</script>`;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (held) {
        this.push(held);
        held = "";
      }
      const text = chunk.toString("latin1");
      const at = text.lastIndexOf(END_OF_BODY);
      // React ends the document with `</body></html>`, in one write or two.
      if (at !== -1 && /^<\/body>(<\/html>)?$/.test(text.slice(at))) {
        if (at > 0) this.push(chunk.subarray(0, at));
        held = text.slice(at);
      } else this.push(chunk);
      callback();
    },
    flush(callback) {
      onEnd();
      if (held) this.push(script() + held);
      callback();
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.get(nonceContext);
  const lang = langFromPath(new URL(request.url).pathname);
  const usedNamespaces = new Set<Namespace>();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and link previews get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <UsedNamespacesProvider value={usedNamespaces}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </UsedNamespacesProvider>
      </NonceProvider>,
      {
        nonce,
        // A part of the page that is ready when the first bytes go out goes out in place, however big. By default React
        // sends a ready boundary of over 12,800 bytes (a finished tournament's bouts, a profile's fights) as a
        // fallback ("Loading…") plus a hidden copy that an inline script swaps in at least 300 ms after the first
        // paint: the bouts appeared late, pushed the page down, and never appeared without JavaScript. Our pages are
        // 7–15 KB gzip, so there is nothing to gain from sending their first screen a few kilobytes earlier. Parts
        // still loading (the home page's streamed upcoming events) stream as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = withPageStrings(lang, usedNamespaces, nonce, () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
