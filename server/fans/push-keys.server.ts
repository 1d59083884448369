// The site's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated into
// $DATA_DIR/vapid-keys.json on first use (as `npm start` keeps the auth secret in $DATA_DIR/auth-secret), so browsers'
// subscriptions survive restarts. An in-memory database (tests) gets a pair for the process.
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { dataDir, settings } from "../env.server.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

let keys: VapidKeys | null = null;

function readOrCreate(file: string): VapidKeys {
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch {
    // Not made yet (or unreadable): make it below.
  }
  const fresh = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // `wx`: two instances starting at once on one DATA_DIR keep the first pair written.
    fs.writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: "wx" });
    return fresh;
  } catch {
    return readOrCreate(file);
  }
}

export function vapidKeys(): VapidKeys {
  if (keys) return keys;
  if (settings.VAPID_PUBLIC_KEY && settings.VAPID_PRIVATE_KEY)
    keys = { publicKey: settings.VAPID_PUBLIC_KEY, privateKey: settings.VAPID_PRIVATE_KEY };
  else if (settings.DATA_DIR === ":memory:") keys = webpush.generateVAPIDKeys();
  else keys = readOrCreate(path.join(dataDir, "vapid-keys.json"));
  return keys;
}

/** Who push services may contact about this sender (the JWT's `sub`). */
export const vapidSubject = () => settings.VAPID_SUBJECT ?? `mailto:${settings.LEAGUE_EMAIL}`;
