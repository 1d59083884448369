// A stand-in for Google's and Apple's ID-token issuers on loopback: an RSA key pair made per run, its public
// half served as a JWKS, and tokens signed the way the providers sign them (RS256, with a `kid`). The app under
// test is pointed at it with ID_TOKEN_TEST_ISSUER / ID_TOKEN_TEST_JWKS_URL.
import http from "node:http";
import crypto from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";
import { freePort } from "./spawned-server";

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  email_verified?: boolean | string;
  name?: string;
  nonce?: string;
}

export interface FakeIdTokenIssuer {
  issuer: string;
  jwksUrl: string;
  /** Signs `claims` with the published key; `aud`, `iss`, `iat` and `exp` (an hour) unless given. */
  sign(
    claims: IdTokenClaims & { aud: string },
    options?: { key?: CryptoKey; expiresIn?: string | number; issuedAt?: number },
  ): Promise<string>;
  /** A key pair that is not in the published set, with the same `kid`: its signatures must be refused. */
  foreignKey(): Promise<CryptoKey>;
  close(): Promise<void>;
}

const KID = "e2e-key-1";

export async function startFakeIdTokenIssuer(): Promise<FakeIdTokenIssuer> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: KID, alg: "RS256", use: "sig" };
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const server = http.createServer((request, response) => {
    if (request.url === "/jwks")
      return void response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ keys: [jwk] }));
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    async sign(claims, options = {}) {
      const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
        .setIssuedAt(issuedAt)
        .setExpirationTime(options.expiresIn ?? issuedAt + 3600)
        .sign(options.key ?? privateKey);
    },
    async foreignKey() {
      return (await generateKeyPair("RS256")).privateKey;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Apple puts the SHA-256 (hex) of the app's raw nonce in the token; the app sends the raw one. */
export function sha256Hex(value: string) {
  return crypto.createHash("sha256").update(value).digest("hex");
}
