// Tokens for API clients: JWTs minted by better-auth's jwt plugin (GET /api/auth/token), checked against its
// published keys (the same ones /api/auth/jwks serves).
import { and, eq, gt } from "drizzle-orm";
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { auth } from "./auth.server.ts";
import { db } from "./db/database.server.ts";
import { session } from "./db/schema.ts";
import { publicUrl } from "./env.server.ts";

export type JwtCheck =
  | { ok: true; payload: JWTPayload & { sub: string; aal?: string } }
  | { ok: false; message: string };

/** A compact JWS has three dot-separated parts; better-auth's opaque session tokens (bearer plugin) do not. */
export function looksLikeJwt(token: string): boolean {
  return token.split(".").length === 3;
}

async function sessionAlive(id: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, id), eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

export async function verifyApiJwt(token: string): Promise<JwtCheck> {
  const keys = createLocalJWKSet(await auth.api.getJwks());
  try {
    // better-auth issues with its base URL as issuer and audience.
    const { payload } = await jwtVerify(token, keys, { issuer: publicUrl, audience: publicUrl });
    if (!payload.sub) return { ok: false, message: "Invalid JWT" };
    // A token lives only as long as the session it was issued from: "sign out everywhere" (or a password reset) ends both.
    if (typeof payload.sid !== "string" || !(await sessionAlive(payload.sid, payload.sub)))
      return { ok: false, message: "Session revoked" };
    return { ok: true, payload: payload as JWTPayload & { sub: string; aal?: string } };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, message: "Invalid JWT signature" };
    if (error instanceof errors.JWTExpired) return { ok: false, message: "JWT expired" };
    return { ok: false, message: "Invalid JWT" };
  }
}
