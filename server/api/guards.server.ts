import type { Context } from "hono";
import { getSessionUser, isAdmin, isCrossOriginWrite, type SessionUser } from "../auth.server.ts";
import { apiError } from "./errors.server.ts";

export function crossOriginRejection(c: Context): Response | null {
  return isCrossOriginWrite(c.req.raw) ? apiError(c, 403, "Cross-origin request rejected") : null;
}

/** 401 without a session, 403 without the admin role; otherwise the admin. */
export async function requireApiAdmin(c: Context): Promise<SessionUser | Response> {
  const user = await getSessionUser(c.req.raw);
  if (!user) return apiError(c, 401, "Not authenticated");
  if (!(await isAdmin(user.id))) return apiError(c, 403, "Admin role required");
  return user;
}
