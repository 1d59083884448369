// A local push service for the tests (RFC 8030 on 127.0.0.1): it hands out subscriptions whose keys it made itself
// (a P-256 key pair and an auth secret per browser, with node:crypto), checks each push's VAPID signature (RFC 8292),
// DECRYPTS its aes128gcm payload (RFC 8188, keys per RFC 8291) and keeps it; each subscription's next answers can be
// scripted (410, 429 with Retry-After, 413…). Test code only: nothing in the server imports it.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  subscription: string;
  headers: { ttl: string; urgency?: string; topic?: string; encoding?: string };
  /** The decrypted payload, parsed. */
  payload: { kind: string; title: string; body: string; url: string; tag: string };
  bytes: number;
}

interface Browser {
  ecdh: crypto.ECDH;
  auth: Buffer;
  answers: { status: number; headers?: Record<string, string> }[];
}

const b64 = (buffer: Buffer) => buffer.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 8291 §3.4 + RFC 8188 §2: decrypts one aes128gcm push message with the browser's private key and auth secret. */
export function decryptPush(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record");
  const receiverPublic = ecdh.getPublicKey();
  const ecdhSecret = ecdh.computeSecret(senderPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** Tokens whose signature was checked already (a sender reuses one for hours): the claims are still checked each time. */
const verifiedTokens = new Set<string>();

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT ES256-signed by that key for this origin, not expired. */
function checkVapid(authorization: string | undefined, origin: string, publicKey: string | null) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) return "no VAPID authorization";
  const [, jwt, key] = match;
  if (publicKey && key !== publicKey) return "another VAPID key";
  const [header, claims, signature] = jwt!.split(".");
  if (!verifiedTokens.has(`${jwt} ${key}`)) {
    const problem = checkSignature(header!, claims!, signature!, key!);
    if (problem) return problem;
    if (verifiedTokens.size > 1000) verifiedTokens.clear();
    verifiedTokens.add(`${jwt} ${key}`);
  }
  const body = JSON.parse(Buffer.from(claims!, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== origin) return "VAPID audience is not this origin";
  if (body.exp * 1000 < Date.now()) return "VAPID token expired";
  return null;
}

function checkSignature(header: string, claims: string, signature: string, key: string) {
  const point = Buffer.from(key, "base64url");
  const verifier = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const ok = crypto.verify(
    "sha256",
    signed,
    { key: verifier, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  return ok ? null : "bad VAPID signature";
}

export async function startPushService(options: { vapidPublicKey?: string; port?: number } = {}) {
  const browsers = new Map<string, Browser>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  let origin = "";
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const browser = id ? browsers.get(id) : undefined;
      if (!browser || request.method !== "POST") return void response.writeHead(404).end();
      const scripted = browser.answers.shift();
      if (scripted) return void response.writeHead(scripted.status, scripted.headers).end();
      const problem = checkVapid(request.headers.authorization, origin, options.vapidPublicKey ?? null);
      if (problem) {
        errors.push(problem);
        return void response.writeHead(403).end(problem);
      }
      try {
        const body = Buffer.concat(chunks);
        const plain = decryptPush(body, browser.ecdh, browser.auth);
        received.push({
          subscription: id!,
          headers: {
            ttl: String(request.headers.ttl),
            urgency: request.headers.urgency as string | undefined,
            topic: request.headers.topic as string | undefined,
            encoding: request.headers["content-encoding"],
          },
          payload: JSON.parse(plain.toString("utf8")) as ReceivedPush["payload"],
          bytes: body.length,
        });
        response.writeHead(201, { Location: `${origin}/message/${received.length}` }).end();
      } catch (error) {
        errors.push(`could not decrypt: ${String(error)}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** VAPID or decryption failures seen (a test expects none). */
    errors,
    /** A new browser: its PushSubscription JSON. */
    subscribe(id: string = crypto.randomUUID()) {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      browsers.set(id, { ecdh, auth, answers: [] });
      return { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
    },
    /** The browser's next answers, in order (then 201 again). */
    answer(id: string, ...answers: Browser["answers"]) {
      browsers.get(id)!.answers.push(...answers);
    },
    /** The push service forgets a browser: its endpoint answers 404 from now on. */
    forget(id: string) {
      browsers.delete(id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
