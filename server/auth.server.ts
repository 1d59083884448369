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

export const auth = betterAuth({
  baseURL: publicUrl,
  secret: authSecret,
  database: drizzleAdapter(db, { provider: "pg", schema }),
  trustedOrigins: [publicUrl, `http://localhost:${settings.PORT}`, `http://127.0.0.1:${settings.PORT}`],
  emailAndPassword: {
    enabled: true,
    minPasswordLength: PASSWORD_MIN_LENGTH,
    requireEmailVerification: true,
  },
  emailVerification: {
    sendOnSignUp: true,
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
