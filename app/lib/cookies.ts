/**
 * Our own cookies (language, the admin notice, the sidebars). Over https each is Secure and
 * named with the __Host- prefix, which a browser accepts only from this very host, over https,
 * with Path=/ and no Domain: no other subdomain and no plain-http page can plant or overwrite it.
 * Over plain http (only a loopback server may run so: `npm start` on a laptop, the e2e run; see
 * env.server.ts) neither applies. better-auth's cookies get the __Secure- prefix the same way
 * (auth.server.ts). All are SameSite=Lax.
 */
const HOST_PREFIX = "__Host-";

export interface CookieOptions {
  /** The site is served over https. */
  secure: boolean;
  /** Seconds; 0 deletes the cookie. Without it the cookie lasts as long as the browser session. */
  maxAge?: number;
  /** Unreadable by page scripts; only a cookie that the page itself writes goes without. */
  httpOnly: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${options.secure ? HOST_PREFIX : ""}${name}=${encodeURIComponent(value)}`, "Path=/"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  parts.push("SameSite=Lax");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * A cookie's value from a Cookie header, under its __Host- name first, then its plain one. One
 * that cannot be decoded (the browser sends whatever it was given) counts as absent.
 */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  return readOne(cookieHeader, `${HOST_PREFIX}${name}`) ?? readOne(cookieHeader, name);
}

function readOne(cookieHeader: string | null, name: string): string | undefined {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
