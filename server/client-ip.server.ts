import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { settings } from "./env.server.ts";

/** Where better-auth (rate limits, the sessions list) reads the client's address. */
export const CLIENT_IP_HEADER = settings.CLIENT_IP_HEADER?.toLowerCase() ?? "x-league-client-ip";

/**
 * Without a proxy in front, the address is the socket's: it is written into our own header, replacing
 * anything the client sent, so nobody can pick their own rate-limit bucket. Behind a proxy the operator
 * names the proxy's header in CLIENT_IP_HEADER and it is used as is.
 */
export const stampClientIp: MiddlewareHandler = async (c, next) => {
  if (!settings.CLIENT_IP_HEADER) {
    let address: string | undefined;
    try {
      address = getConnInfo(c).remote.address;
    } catch {
      address = undefined;
    }
    if (address) c.req.raw.headers.set(CLIENT_IP_HEADER, address);
    else c.req.raw.headers.delete(CLIENT_IP_HEADER);
  }
  await next();
};
