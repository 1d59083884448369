// better-auth's browser client with the plugins' client parts. Only /auth and /account import it, so public
// pages never ship it.
import { passkeyClient } from "@better-auth/passkey/client";
import { jwtClient, phoneNumberClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";

export const authClient = createAuthClient({
  // Same origin as the page; the base path is better-auth's default /api/auth.
  plugins: [twoFactorClient(), passkeyClient(), jwtClient(), phoneNumberClient()],
});
