import type { Context } from "hono";
import { verifyApiJwt, looksLikeJwt } from "../auth-jwt.server.ts";
import {
  adminAssuranceMet,
  canScore,
  getSession,
  isAdmin,
  isCrossOriginWrite,
  staffRoles,
  type SessionUser,
} from "../auth.server.ts";
import { apiError } from "./errors.server.ts";

export function crossOriginRejection(c: Context): Response | null {
  return isCrossOriginWrite(c.req.raw) ? apiError(c, 403, "Cross-origin request rejected") : null;
}

type Caller = { user: Pick<SessionUser, "id" | "email">; aal: string | undefined };

/** The caller: `Authorization: Bearer <jwt>` from /api/auth/token, or a session (cookie or bearer session token). */
async function resolveCaller(c: Context): Promise<Caller | Response | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  if (token && looksLikeJwt(token)) {
    const check = await verifyApiJwt(token);
    if (!check.ok) return apiError(c, 401, check.message);
    return { user: { id: check.payload.sub, email: String(check.payload.email ?? "") }, aal: check.payload.aal };
  }
  const session = await getSession(c.req.raw);
  return session ? { user: session.user, aal: (session.session as { aal?: string }).aal } : null;
}

/** 401 without a session or valid token, 403 without the admin role (or, with REQUIRE_ADMIN_2FA, without aal2). */
export async function requireApiAdmin(c: Context): Promise<SessionUser | Response> {
  const caller = await resolveCaller(c);
  if (caller instanceof Response) return caller;
  if (!caller) return apiError(c, 401, "Not authenticated");
  if (!(await isAdmin(caller.user.id))) return apiError(c, 403, "Admin role required");
  if (!adminAssuranceMet(caller.aal)) return apiError(c, 403, "Two-factor sign-in required");
  return caller.user as SessionUser;
}

/** 401 without a session or valid token, 403 unless scorekeeper or admin (staff writes need aal2 like admin ones). */
export async function requireApiScorekeeper(c: Context): Promise<SessionUser | Response> {
  const caller = await resolveCaller(c);
  if (caller instanceof Response) return caller;
  if (!caller) return apiError(c, 401, "Not authenticated");
  if (!(await canScore(caller.user.id))) return apiError(c, 403, "Scorekeeper role required");
  if (!adminAssuranceMet(caller.aal)) return apiError(c, 403, "Two-factor sign-in required");
  return caller.user as SessionUser;
}

/** 401 without a session or valid token, 403 unless a team's manager or an admin (the handler then scopes the team). */
export async function requireApiTeamManager(c: Context): Promise<SessionUser | Response> {
  const caller = await resolveCaller(c);
  if (caller instanceof Response) return caller;
  if (!caller) return apiError(c, 401, "Not authenticated");
  const roles = await staffRoles(caller.user.id);
  if (!roles.isAdmin && !roles.managedTeamId) return apiError(c, 403, "Team manager role required");
  if (!adminAssuranceMet(caller.aal)) return apiError(c, 403, "Two-factor sign-in required");
  return caller.user as SessionUser;
}

/** 401 without a session or valid token; any signed-in user otherwise (operations on the caller's own data). */
export async function requireApiUser(c: Context): Promise<SessionUser | Response> {
  const caller = await resolveCaller(c);
  if (caller instanceof Response) return caller;
  if (!caller) return apiError(c, 401, "Not authenticated");
  return caller.user as SessionUser;
}
