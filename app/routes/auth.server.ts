import { data, redirect } from "react-router";
import type { AuthActionData, AuthIntent } from "~/components/auth/auth-result";
import { CredentialsSchema } from "~/lib/schemas/credentials";
import { langFromPath, localizePath } from "~/lib/language";
import { auth, getSessionUser, requireSameOrigin } from "../../server/auth.server.ts";


/** A visitor who already has a session goes to the admin panel (which sends non-admins home). */
export async function redirectWithSession(request: Request) {
  if (await getSessionUser(request)) throw redirect(localizePath("/admin", langFromPath(new URL(request.url).pathname)));
}

/** Validates with the form's schema, then lets better-auth sign in or up; its session cookie is passed on. */
export async function authenticate(request: Request) {
  requireSameOrigin(request);
  const form = await request.formData();
  const intent: AuthIntent = form.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const parsed = CredentialsSchema.safeParse({ email: form.get("email") ?? "", password: form.get("password") ?? "" });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join(".")] ??= issue.message;
    return data<AuthActionData>({ ok: false, intent, fields }, { status: 400 });
  }
  const { email, password } = parsed.data;
  const response =
    intent === "sign-in"
      ? await auth.api.signInEmail({ body: { email, password }, headers: request.headers, asResponse: true })
      : await auth.api.signUpEmail({
          // The confirmation link brings the reader back to the site root.
          body: { email, password, name: email.split("@")[0]!, callbackURL: "/" },
          headers: request.headers,
          asResponse: true,
        });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    return data<AuthActionData>({ ok: false, intent, code: body?.code, message: body?.message }, { status: response.status });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data<AuthActionData>({ ok: true, intent }, { headers });
}
