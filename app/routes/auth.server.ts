import { data, redirect } from "react-router";
import type { AuthActionData, AuthIntent } from "~/components/auth/auth-result";
import { CredentialsSchema } from "~/lib/schemas/credentials";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { sameSitePath } from "~/lib/safe-redirect";
import { enabledProviders, getSessionUser, handleAuthRequest, requireSameOrigin } from "../../server/auth.server.ts";

export function signInProviders() {
  return enabledProviders();
}

/** A visitor who already has a session goes back where `?next=` says, or to the admin panel (which sends non-admins home). */
export async function redirectWithSession(request: Request, lang: Lang) {
  if (!(await getSessionUser(request))) return;
  const next = new URL(request.url).searchParams.get("next");
  throw redirect(next ? sameSitePath(next) : localizePath("/admin", lang));
}

/** Validates with the form's schema, then lets better-auth sign in or up; its session cookie is passed on. */
export async function authenticate(request: Request) {
  requireSameOrigin(request);
  // A body that is not a form (JSON, garbage) is a client error, not a 500.
  const form = await request.formData().catch(() => {
    throw new Response("Bad request: expected a form", { status: 400 });
  });
  const intent: AuthIntent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const parsed = CredentialsSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
    return data<AuthActionData>({ ok: false, intent, fields }, { status: 400 });
  }
  const { email, password } = parsed.data;
  const home = langFromPath(new URL(request.url).pathname) === "ru" ? "/ru" : "/";
  const next = form.get("next");
  const response = await handleAuthRequest(
    authApiRequest(
      request,
      intent === "sign-in" ? "/sign-in/email" : "/sign-up/email",
      // The confirmation link (sent on sign-up, and again on signing in unconfirmed) returns to the page the reader came
      // from (a Follow button's) or else the home page, in the reader's language; the mail is written in it
      // (server/auth.server.ts mailLang).
      intent === "sign-in"
        ? { email, password, callbackURL: home }
        : {
            email,
            password,
            name: email.split("@")[0]!,
            callbackURL: typeof next === "string" && next ? sameSitePath(next) : home,
          },
    ),
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    const code = response.status === 429 ? "TOO_MANY_REQUESTS" : body?.code;
    const retryAfter = response.headers.get("Retry-After");
    return data<AuthActionData>(
      { ok: false, intent, code, message: body?.message },
      { status: response.status, headers: retryAfter ? { "Retry-After": retryAfter } : undefined },
    );
  }
  const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  // With two-factor on, the password step only sets a short-lived challenge cookie; the form asks for the code next.
  return data<AuthActionData>({ ok: true, intent, twoFactor: body?.twoFactorRedirect === true }, { headers });
}

/**
 * The form's sign-in and sign-up go through better-auth's HTTP handler (not `auth.api`), so its rate limits,
 * hooks and origin checks apply exactly as they do to /api/auth callers.
 */
function authApiRequest(request: Request, path: string, body: Record<string, string>): Request {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/json");
  return new Request(new URL(`/api/auth${path}`, request.url), { method: "POST", headers, body: JSON.stringify(body) });
}
