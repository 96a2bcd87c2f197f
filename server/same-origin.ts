import type { NextFunction, Request, RequestHandler, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses (403) a request that changes something and comes from another site, on every route:
 * React Router checks the Origin of page actions only, not of resource routes (log-out,
 * /locale, /api/*), and neither it nor better-auth looks further when the Origin is missing.
 *
 * The rule of React Router's page-action check, for every route: an Origin header, when present,
 * must be the site's own (APP_URL's, or the origin the request itself was addressed to); "null"
 * (a sandboxed frame, a redirect from elsewhere) is not. Without an Origin, a browser's
 * `Sec-Fetch-Site` must not say the request came from another site. A request with neither (a
 * command-line client) is no cross-site request and passes, as with React Router.
 */
export function requireSameOrigin(appUrl: string): RequestHandler {
  const siteOrigin = new URL(appUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, siteOrigin)) {
      next();
      return;
    }
    res.status(403).type("text/plain").send("Forbidden: cross-site request");
  };
}

function isSameOrigin(req: Request, siteOrigin: string): boolean {
  const origin = req.get("origin");
  if (origin === undefined) {
    const site = req.get("sec-fetch-site");
    return site === undefined || site === "same-origin" || site === "none";
  }
  return origin === siteOrigin || origin === `${req.protocol}://${req.get("host")}`;
}
