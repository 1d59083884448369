export type AuthIntent = "sign-in" | "sign-up";

/** What the /auth action answers; field messages and codes are turned into words by the form. */
export type AuthActionData =
  | { ok: true; intent: AuthIntent; twoFactor?: boolean }
  | { ok: false; intent: AuthIntent; code?: string; message?: string; fields?: Record<string, string> };
