import type { Context } from "hono";
import { verifyApiJwt, looksLikeJwt } from "../auth-jwt.server.ts";
import { authorizeStaff, getSession, isCrossOriginWrite, type SessionUser, type StaffNeed } from "../auth.server.ts";
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

const REFUSALS = {
  role: {
    admin: "Admin role required",
    scorekeeper: "Scorekeeper role required",
    team_manager: "Team manager role required",
  },
  scope: "Not your team",
  "second-factor": "Two-factor sign-in required",
} as const;

/** The API side of the one staff policy (`authorizeStaff`): 401 without a caller, 403 with the policy's reason. */
export async function requireApiStaff(c: Context, need: StaffNeed): Promise<SessionUser | Response> {
  const caller = await resolveCaller(c);
  if (caller instanceof Response) return caller;
  const decision = await authorizeStaff(caller && { userId: caller.user.id, aal: caller.aal }, need, {
    write: c.req.method !== "GET" && c.req.method !== "HEAD",
  });
  if (decision.ok) return caller!.user as SessionUser;
  if (decision.status === 401) return apiError(c, 401, "Not authenticated");
  return apiError(c, 403, decision.reason === "role" ? REFUSALS.role[need] : REFUSALS[decision.reason]);
}

/** 401 without a session or valid token; any signed-in user otherwise (operations on the caller's own data). */
export async function requireApiUser(c: Context): Promise<SessionUser | Response> {
  const caller = await resolveCaller(c);
  if (caller instanceof Response) return caller;
  if (!caller) return apiError(c, 401, "Not authenticated");
  return caller.user as SessionUser;
}
