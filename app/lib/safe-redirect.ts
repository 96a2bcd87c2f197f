/**
 * Where to send someone back to after signing in or switching language, when the place comes
 * from the request (`?redirectTo=`, a form's `returnTo`). Only a path on this site is accepted;
 * anything else gives `fallback`.
 *
 * A browser resolves a Location header as a URL, so the check is made on the URL the browser
 * would see, not only on the text received: "/.//evil.example", "/a/..//evil.example" and
 * "/%2e//evil.example" look like paths but normalise to "//evil.example", another site.
 */

/** Longer than any path of this site with its query; longer input is refused, not cut. */
const MAX_LENGTH = 2000;
/** A host that cannot exist, to resolve relative paths against. */
const BASE = "http://movematch.invalid";
/**
 * Backslashes (browsers read "\" as "/") and control characters (the URL parser drops tabs and
 * newlines, so "/\t/evil.example" becomes "//evil.example").
 */
const UNSAFE_CHARACTER = /[\\\p{Cc}]/u;

/** "/" then anything but a second "/" or a backslash: "//host" and "/\host" name another host. */
const LOCAL_PATH_START = /^\/(?![/\\])/;

function isLocalPath(path: string): boolean {
  return LOCAL_PATH_START.test(path) && !UNSAFE_CHARACTER.test(path);
}

/** A "." or ".." segment, which a later normalisation would apply. */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/**
 * The path must stay local once its %-escapes are decoded, for any page that decodes it again:
 * "/%2F%2Fevil.example" and "/a%2F..%2F%2Fevil.example" would not.
 */
function isLocalOnceDecoded(path: string): boolean {
  try {
    const decoded = decodeURIComponent(path);
    return isLocalPath(decoded) && !DOT_SEGMENT.test(decoded);
  } catch {
    return false;
  }
}

/** `value` when it is a path on this site (normalised), else `fallback`. */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length > MAX_LENGTH || !isLocalPath(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  // The normalised form is what goes out, so it is the one that must pass.
  if (url.origin !== BASE || !isLocalPath(url.pathname) || !isLocalOnceDecoded(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
