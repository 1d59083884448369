// Unexpected errors reach the log once per cause: a repeat of the same error (same name, message and place)
// within the window is counted, not written again, so one bad request sent 200 times writes one stack, not 200.
import { logger } from "./logger.server.ts";

export interface ErrorSink {
  error(fields: Record<string, unknown>, message: string): void;
  warn?(fields: Record<string, unknown>, message: string): void;
}

const WINDOW_MS = 60_000;
const MAX_CAUSES = 1_000;

/** The cause of an error: its name, message and the first line of its stack that names a place. */
export function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return `thrown:${String(error).slice(0, 200)}`;
  const place = error.stack?.split("\n").find((line) => line.trimStart().startsWith("at ")) ?? "";
  return `${error.name}:${error.message.slice(0, 300)}:${place.trim()}`;
}

export function createErrorLog(sink: ErrorSink, windowMs = WINDOW_MS, now = () => Date.now()) {
  const seen = new Map<string, { since: number; repeats: number }>();
  return function logError(
    error: unknown,
    fields: Record<string, unknown>,
    message: string,
    level: "error" | "warn" = "error",
  ) {
    const cause = causeOf(error);
    const entry = seen.get(cause);
    const at = now();
    if (entry && at - entry.since < windowMs) {
      entry.repeats += 1;
      return;
    }
    const repeats = entry?.repeats ?? 0;
    seen.delete(cause);
    // The oldest causes go first when many distinct ones arrive (a Map keeps insertion order).
    if (seen.size >= MAX_CAUSES) seen.delete(seen.keys().next().value!);
    seen.set(cause, { since: at, repeats: 0 });
    (level === "warn" && sink.warn ? sink.warn.bind(sink) : sink.error.bind(sink))(
      repeats > 0 ? { err: error, ...fields, repeatsSinceLastLogged: repeats } : { err: error, ...fields },
      message,
    );
  };
}

/** The app's log of unexpected errors (API, pages, auth): once per cause per minute, with a count of the repeats. */
export const logError = createErrorLog(logger);

/**
 * React Router's own refusal of a form post whose Origin header names another host than the request's (its CSRF
 * check, answered 400): a client's mistake or a forged post, not a fault of ours — a warning, not an error.
 */
export function isOriginMismatch(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.message.startsWith("The `request.url` origin does not match `origin` header") ||
      error.message.startsWith("`origin` header is not a valid URL"))
  );
}
