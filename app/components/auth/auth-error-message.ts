export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** better-auth's error (code, status, message) in the reader's language, falling back to its own words. */
export function authErrorMessage(error: { code?: string; status?: number; message?: string } | object | null | undefined, t: Translate): string {
  const failure = (error ?? {}) as { code?: string; status?: number; message?: string };
  const code = failure.status === 429 ? "TOO_MANY_REQUESTS" : failure.code;
  if (code) {
    const known = t(`errors.${code}`, { defaultValue: "" });
    if (known) return known;
  }
  return failure.message || t("genericError");
}
