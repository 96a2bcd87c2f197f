import type { NextFunction, Request, Response } from "express";
import { localeOfAddress } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";

/** The refusals in the language the address names: a /lt/ address is answered in Lithuanian. */
const REFUSALS: Record<Locale, { notFound: string; badRequest: string }> = {
  "en-GB": { notFound: "Not found", badRequest: "Bad request" },
  lt: { notFound: "Puslapis nerastas", badRequest: "Netinkama užklausa" },
};

/** C0 and C1 control characters, NUL included. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Answers URLs that no page can use before they reach React Router, for every route at once:
 * a path whose %-escapes are not UTF-8 ("/company/%C0") or that holds a control character
 * ("/movers/%00/london") is a 404; a query string with a NUL character is a 400. PostgreSQL
 * refuses NUL in text parameters, so such a slug, token or search term used to end in a 500.
 */
export function refuseMalformedUrl(req: Request, res: Response, next: NextFunction): void {
  const queryStart = req.url.indexOf("?");
  const path = queryStart === -1 ? req.url : req.url.slice(0, queryStart);
  const query = queryStart === -1 ? "" : req.url.slice(queryStart + 1);
  const locale = localeOfAddress(path) === "lt" ? "lt" : "en-GB";
  if (!isReadablePath(path)) {
    refuse(res, 404, locale, REFUSALS[locale].notFound);
    return;
  }
  if (hasNul(query)) {
    refuse(res, 400, locale, REFUSALS[locale].badRequest);
    return;
  }
  next();
}

function refuse(res: Response, status: number, locale: Locale, text: string): void {
  res.status(status).type("text/plain").setHeader("Content-Language", locale).send(text);
}

function isReadablePath(path: string): boolean {
  try {
    return !CONTROL_CHARACTER.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

function hasNul(query: string): boolean {
  for (const [key, value] of new URLSearchParams(query)) {
    if (key.includes("\0") || value.includes("\0")) return true;
  }
  return false;
}
