// better-auth's browser client with the plugins' client parts. Only /auth and /account import it, so public
// pages never ship it.
import { passkeyClient } from "@better-auth/passkey/client";
import { jwtClient, phoneNumberClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  // Same origin as the page; the base path is better-auth's default /api/auth.
  plugins: [twoFactorClient(), passkeyClient(), jwtClient(), phoneNumberClient()],
});

/** better-auth's error codes become words in the `auth`/`account` namespaces; otherwise its own message. */
export function authErrorKey(error: { code?: string; status?: number } | null | undefined): string | undefined {
  if (!error) return undefined;
  if (error.status === 429) return "TOO_MANY_REQUESTS";
  return error.code;
}
