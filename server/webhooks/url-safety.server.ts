// Webhook URLs are URLs the server will call (docs/webhooks.md#ssrf): only https to public hosts. Checked when the
// webhook is created (every address the name resolves to must be public) and again on every delivery, on the very
// address the connection uses (the `lookup` below), so a name re-pointed at 127.0.0.1 after creation (DNS rebinding)
// is refused too. WEBHOOK_TEST_ORIGIN (a loopback origin, tests only) is the one exception.
import dns from "node:dns";
import net from "node:net";
import { settings } from "../env.server.ts";

/** Why a URL is refused: an i18n key of `admin:webhooks.refused.*`. */
export type UrlRefusal = "invalid" | "scheme" | "credentials" | "private" | "unresolved";

export class WebhookUrlRefused extends Error {
  readonly reason: UrlRefusal;
  constructor(reason: UrlRefusal, detail: string) {
    super(`webhook URL refused (${reason}): ${detail}`);
    this.reason = reason;
  }
}

/** Addresses no webhook may reach: this host, private networks, link-local (cloud metadata), CGNAT, reserved. */
const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT (and Alibaba's metadata 100.100.100.200)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local: 169.254.169.254 is the cloud metadata service
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
] as const)
  BLOCKED.addSubnet(prefix, bits, "ipv4");
for (const [prefix, bits] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["64:ff9b::", 96], // NAT64: checked again as the IPv4 address it carries
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local (AWS's metadata fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  BLOCKED.addSubnet(prefix, bits, "ipv6");

/** The IPv4 address an IPv6 address carries (`::ffff:127.0.0.1`, `::127.0.0.1`, `64:ff9b::7f00:1`), if any. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const high = groups.slice(0, 6);
  const isMapped = high.slice(0, 5).every((group) => group === 0) && (high[5] === 0xffff || high[5] === 0);
  const isNat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!isMapped && !isNat64) return null;
  return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
}

/** `::ffff:1.2.3.4` → eight 16-bit groups; null when not an IPv6 address. */
function expandIpv6(address: string): number[] | null {
  if (net.isIPv6(address) === false) return null;
  let text = address.toLowerCase().replace(/%.*$/, "");
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number);
    text = text.replace(dotted[1]!, `${((a! << 8) | b!).toString(16)}:${((c! << 8) | d!).toString(16)}`);
  }
  const [head, tail] = text.split("::");
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill(0);
  const groups = [...left, ...fill, ...right];
  return groups.length === 8 ? groups : null;
}

/** Whether an IP address is one a webhook may reach. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !BLOCKED.check(address, "ipv4");
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== null) return isPublicAddress(v4);
  return !BLOCKED.check(address, "ipv6");
}

/** The test-only exception: a URL on WEBHOOK_TEST_ORIGIN (a loopback origin) is let through. */
export const isTestOrigin = (url: URL) =>
  settings.WEBHOOK_TEST_ORIGIN !== undefined && url.origin === new URL(settings.WEBHOOK_TEST_ORIGIN).origin;

/** How names are resolved (tests replace it: this machine may have no DNS). */
export const webhookResolver: { lookup(hostname: string): Promise<{ address: string; family: number }[]> } = {
  lookup: (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true }),
};

/** The host of a URL as an IP address (`[::1]` → `::1`), or null for a name. */
function literalAddress(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return net.isIP(host) ? host : null;
}

/** The checks that need no DNS: a parseable https URL without credentials. Throws WebhookUrlRefused. */
export function parseWebhookUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookUrlRefused("invalid", "not a URL");
  }
  if (isTestOrigin(url)) return url;
  if (url.protocol !== "https:") throw new WebhookUrlRefused("scheme", url.protocol);
  if (url.username || url.password) throw new WebhookUrlRefused("credentials", url.host);
  const literal = literalAddress(url);
  if (literal !== null && !isPublicAddress(literal)) throw new WebhookUrlRefused("private", literal);
  return url;
}

/** Every address the URL's host resolves to, each checked; throws WebhookUrlRefused. */
export async function checkWebhookUrl(value: string): Promise<URL> {
  const url = parseWebhookUrl(value);
  if (isTestOrigin(url) || literalAddress(url) !== null) return url;
  await publicAddresses(url.hostname);
  return url;
}

async function publicAddresses(hostname: string) {
  let addresses: { address: string; family: number }[];
  try {
    addresses = await webhookResolver.lookup(hostname);
  } catch (error) {
    throw new WebhookUrlRefused("unresolved", `${hostname}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  if (addresses.length === 0) throw new WebhookUrlRefused("unresolved", hostname);
  const refused = addresses.find((entry) => !isPublicAddress(entry.address));
  if (refused) throw new WebhookUrlRefused("private", `${hostname} resolves to ${refused.address}`);
  return addresses;
}

type LookupCallback = (
  error: Error | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/**
 * The `lookup` of a delivery's connection: resolves the name, refuses it unless every address is public, and hands
 * the checked addresses to the socket, so the address connected to is the address checked.
 */
export function safeLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback) {
  publicAddresses(hostname).then(
    (addresses) =>
      options.all ? callback(null, addresses) : callback(null, addresses[0]!.address, addresses[0]!.family),
    (error: Error) => callback(error, ""),
  );
}
