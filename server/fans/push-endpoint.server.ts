// A push endpoint is a URL this server will call, so it must be a push service's: https on a public address. Checked
// when a browser subscribes and again (after DNS resolution) before every delivery, and the request then connects to
// the address that was checked, so a name re-pointed at a private address in between (DNS rebinding) reaches nothing.
// PUSH_TEST_ORIGIN (a loopback origin, tests only) is the one exception.
import dns from "node:dns/promises";
import net from "node:net";
import { settings } from "../env.server.ts";

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(address, prefix, "ipv6");

/** Whether an IP address is a public one (not loopback, private, link-local, shared, documentation or multicast). */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4-mapped address (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !blocked.check(address, "ipv6");
}

export interface CheckedEndpoint {
  url: URL;
  /** The address to connect to (checked), and its family. */
  address: string;
  family: 4 | 6;
}

export class EndpointRefused extends Error {
  /** A DNS failure may pass; anything else is what the endpoint is. */
  readonly transient: boolean;
  constructor(message: string, transient = false) {
    super(message);
    this.transient = transient;
  }
}

const testOrigin = () => (settings.PUSH_TEST_ORIGIN ? new URL(settings.PUSH_TEST_ORIGIN).origin : null);

/** The endpoint with the checked address to connect to; throws EndpointRefused for one this server must not call. */
export async function checkPushEndpoint(endpoint: string): Promise<CheckedEndpoint> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefused("not a URL");
  }
  if (url.username || url.password) throw new EndpointRefused("credentials in the URL");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (url.origin === testOrigin()) {
    const family = net.isIP(host);
    return { url, address: family ? host : "127.0.0.1", family: family === 6 ? 6 : 4 };
  }
  if (url.protocol !== "https:") throw new EndpointRefused("not https");
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await dns.lookup(host, { all: true, verbatim: true });
    } catch {
      throw new EndpointRefused("the host does not resolve", true);
    }
  }
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address)))
    throw new EndpointRefused("not a public address");
  const [first] = addresses;
  return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
