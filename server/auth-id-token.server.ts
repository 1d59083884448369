// Native apps sign in with a Google or Apple ID token (better-auth's ID-token sign-in). better-auth verifies
// those tokens against Google's and Apple's published keys; the e2e tests have no internet, so with
// ID_TOKEN_TEST_ISSUER / ID_TOKEN_TEST_JWKS_URL (loopback only) the same verification runs against a fake
// issuer on this machine. Unset, nothing here is used and better-auth's defaults apply unchanged.
import { verifyProviderIdToken } from "better-auth/oauth2";
import { apple, google, type AppleOptions, type GoogleOptions } from "better-auth/social-providers";
import { createRemoteJWKSet } from "jose";
import { settings } from "./env.server.ts";

type ProviderOptions = { google: GoogleOptions; apple: AppleOptions };
type VerifyIdToken = NonNullable<GoogleOptions["verifyIdToken"]>;

const testKeys = settings.ID_TOKEN_TEST_JWKS_URL
  ? createRemoteJWKSet(new URL(settings.ID_TOKEN_TEST_JWKS_URL))
  : undefined;

/**
 * A `verifyIdToken` override for the provider's options when the test issuer is configured, else nothing.
 * Only the key set and the expected issuer change: the audience, algorithms, maximum age, required claims,
 * clock tolerance and nonce rule are the provider's own, checked by better-auth's own verifier.
 */
export function testIdTokenVerification<P extends keyof ProviderOptions>(
  id: P,
  options: ProviderOptions[P],
): { verifyIdToken?: VerifyIdToken } {
  const issuer = settings.ID_TOKEN_TEST_ISSUER;
  if (!testKeys || !issuer) return {};
  const provider = id === "google" ? google(options as GoogleOptions) : apple(options as AppleOptions);
  if (!provider.idToken || "verify" in provider.idToken) return {};
  const verifying = { ...provider, idToken: { ...provider.idToken, jwks: testKeys, issuer } };
  return { verifyIdToken: (token, nonce, ctx) => verifyProviderIdToken(verifying, token, nonce, ctx) };
}
