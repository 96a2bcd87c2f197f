import type { Express, NextFunction, Request, Response } from "express";
import ipaddr from "ipaddr.js";
import { logger } from "./logger.server";

/**
 * The network a client address belongs to, the key of every per-network rate limit: an IPv4
 * address as it is, an IPv4-mapped IPv6 address as its IPv4 address, and any other IPv6 address
 * as its /64 (one subscriber usually holds a whole /64, so per-address counting would give each
 * 2^64 buckets). Written as an address ("2001:db8:1:2::"), so better-auth accepts it too.
 * Anything that is not an address ("unknown") is kept as it is.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const bytes = parsed.toByteArray().fill(0, 8);
  return ipaddr.fromByteArray(bytes).toString();
}

/** Headers a reverse proxy adds; TRUSTED_PROXY_HOPS says whether the app believes them. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/**
 * Makes Express resolve `req.ip` through exactly `hops` trusted proxies (0: the connecting
 * address, whatever X-Forwarded-For claims), and warns once when requests arrive with proxy
 * headers the app does not trust: behind an unconfigured proxy every visitor would share the
 * proxy's rate-limit buckets.
 */
export function resolveClientAddresses(app: Express, hops: number): void {
  app.set("trust proxy", hops);
  let warned = false;
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (!warned) {
      const seen = hops === 0 ? PROXY_HEADERS.filter((name) => req.headers[name] !== undefined) : [];
      if (seen.length > 0) {
        warned = true;
        logger.warn(
          "Requests carry proxy headers that are not trusted: every client behind that proxy shares one rate-limit bucket. Set TRUSTED_PROXY_HOPS to the number of proxies in front of the app.",
          { headers: seen, trustedProxyHops: hops },
        );
      }
    }
    next();
  });
}
