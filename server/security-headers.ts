import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { type Env, servesHttps } from "~/server/env.server";

/**
 * Features no page uses, switched off so that an injected script or a framed page cannot ask
 * for them either. helmet does not set this header.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/**
 * The origin map tiles come from, as a CSP source: MAP_TILE_URL is a Leaflet template
 * ("https://{s}.tile.example/{z}/{x}/{y}.png"), whose {s} subdomain becomes a wildcard.
 */
export function tileSource(template: string): string {
  const url = new URL(template.replace("{s}.", "s.").replace(/\{[a-z]+\}/g, "0"));
  const host = template.includes("{s}.") ? `*.${url.host.slice(2)}` : url.host;
  return `${url.protocol}//${host}`;
}

/** A new nonce for each response: 16 random bytes, 22 base64url characters. */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Security headers on every response, static files included (mounted first in server.js).
 *
 * Scripts: only our own files and inline scripts that carry this response's nonce
 * (`res.locals.cspNonce`, handed to React Router through the request context and printed by
 * app/entry.server.tsx on every script React and React Router write). No 'unsafe-inline' for
 * scripts. Styles allow 'unsafe-inline': React `style` attributes, Leaflet's positioning and the
 * toast library's injected <style> need it, and a style cannot run code.
 *
 * Development relaxes the script rules for Vite (its client and React Refresh are inline and
 * evaluated), and talks to Vite over a WebSocket.
 */
export function securityHeaders(env: Pick<Env, "NODE_ENV" | "APP_URL" | "MAP_TILE_URL">): RequestHandler {
  const https = servesHttps(env);
  const development = env.NODE_ENV === "development";
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonceSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // data: for the two-factor QR code, blob: for an image chosen for upload before it is sent.
        imgSrc: ["'self'", "data:", "blob:", tileSource(env.MAP_TILE_URL)],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Not over plain http (a loopback server): the browser would ask for https and fail.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Map tiles need the Referer (OpenStreetMap's tile policy); other sites get only our origin.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: https && env.NODE_ENV === "production" ? { maxAge: 31_536_000 } : false,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = newNonce();
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // A page may tighten the Referrer-Policy (pages with a token in the address send
    // no-referrer): React Router appends route headers, so its value would join ours instead.
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      field.toLowerCase() === "referrer-policy" && value !== undefined ? res.set(field, value) : append(field, value);
    headers(req, res, next);
  };
}
