// Tokens for API clients: JWTs minted by better-auth's jwt plugin (GET /api/auth/token), checked against its
// published keys (the same ones /api/auth/jwks serves).
import { createLocalJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { auth } from "./auth.server.ts";
import { publicUrl } from "./env.server.ts";

export type JwtCheck = { ok: true; payload: JWTPayload & { sub: string; aal?: string } } | { ok: false; message: string };

/** A compact JWS has three dot-separated parts; better-auth's opaque session tokens (bearer plugin) do not. */
export function looksLikeJwt(token: string): boolean {
  return token.split(".").length === 3;
}

export async function verifyApiJwt(token: string): Promise<JwtCheck> {
  const keys = createLocalJWKSet(await auth.api.getJwks());
  try {
    // better-auth issues with its base URL as issuer and audience.
    const { payload } = await jwtVerify(token, keys, { issuer: publicUrl, audience: publicUrl });
    if (!payload.sub) return { ok: false, message: "Invalid JWT" };
    return { ok: true, payload: payload as JWTPayload & { sub: string; aal?: string } };
  } catch (error) {
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, message: "Invalid JWT signature" };
    if (error instanceof errors.JWTExpired) return { ok: false, message: "JWT expired" };
    return { ok: false, message: "Invalid JWT" };
  }
}
