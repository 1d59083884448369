import { dynamicKey, type DynamicT } from "~/i18n/keys";

/** better-auth's error (code, status, message) in the reader's language, falling back to its own words. */
export function authErrorMessage(
  error: { code?: string; status?: number; message?: string } | object | null | undefined,
  t: DynamicT,
): string {
  const failure = (error ?? {}) as { code?: string; status?: number; message?: string };
  const code = failure.status === 429 ? "TOO_MANY_REQUESTS" : failure.code;
  if (code) {
    const known = t(dynamicKey(`errors.${code}`), { defaultValue: "" });
    if (known) return known;
  }
  return failure.message || t(dynamicKey("genericError"));
}
