import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { PASSWORD_MIN_LENGTH } from "../app/lib/league-constants.ts";
import { db } from "./db/database.server.ts";
import { user_roles } from "./db/schema.ts";
import * as schema from "./db/schema.ts";
import { authSecret, publicUrl, settings } from "./env.server.ts";
import { sendMail } from "./mail.server.ts";

/** Origins whose cookie-bearing writes we accept: the public URL and this port on localhost. */
export const TRUSTED_ORIGINS = [...new Set([new URL(publicUrl).origin, `http://localhost:${settings.PORT}`, `http://127.0.0.1:${settings.PORT}`])];

export const auth = betterAuth({
  baseURL: publicUrl,
  secret: authSecret,
  database: drizzleAdapter(db, { provider: "pg", schema }),
  trustedOrigins: TRUSTED_ORIGINS,
  emailAndPassword: {
    enabled: true,
    minPasswordLength: PASSWORD_MIN_LENGTH,
    requireEmailVerification: true,
  },
  emailVerification: {
    sendOnSignUp: true,
    // An unconfirmed user who tries to sign in gets a fresh link (the form says so).
    sendOnSignIn: true,
    autoSignInAfterVerification: true,
    sendVerificationEmail: async ({ user, url }) => {
      await sendMail({
        to: user.email,
        subject: "Confirm your email",
        text: `Confirm your email address by opening this link:\n\n${url}\n`,
        link: url,
      });
    },
  },
  advanced: {
    useSecureCookies: settings.NODE_ENV === "production" && publicUrl.startsWith("https:"),
    database: { generateId: () => crypto.randomUUID() },
  },
});

export type SessionUser = typeof auth.$Infer.Session.user;

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: request.headers });
  return session?.user ?? null;
}

export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await db
    .select({ role: user_roles.role })
    .from(user_roles)
    .where(and(eq(user_roles.user_id, userId), eq(user_roles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

/** Throws a redirect: no session → /auth, a session without the admin role → home. */
export async function requireAdmin(request: Request, lang: "en" | "ru" = "en"): Promise<SessionUser> {
  const prefix = lang === "ru" ? "/ru" : "";
  const user = await getSessionUser(request);
  if (!user) throw redirect(`${prefix}/auth`);
  if (!(await isAdmin(user.id))) throw redirect(prefix || "/");
  return user;
}

/**
 * CSRF defence for our own writes (route actions, /api/v1): browsers send Origin on every cross-origin
 * POST/PUT/DELETE, so a foreign Origin is refused, and a request carrying cookies must name a trusted one.
 */
export function isCrossOriginWrite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin) return !TRUSTED_ORIGINS.includes(origin);
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") return true;
  return request.headers.has("Cookie");
}

/** For route actions: throws 403 on a cross-origin write. */
export function requireSameOrigin(request: Request) {
  if (isCrossOriginWrite(request)) throw new Response("Cross-origin request rejected", { status: 403 });
}
