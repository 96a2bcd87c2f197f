import { type Locale, preferredLocale } from "./config";
import { LITHUANIAN_PREFIX, PUBLIC_PAGES } from "./public-pages";

const LITHUANIAN_ROOT = `/${LITHUANIAN_PREFIX}`;
const PAGE_PATTERNS = PUBLIC_PAGES.map(({ path }) => path.split("/").filter(Boolean));

/** Whether an English address is one of the public pages (a `:param` takes any one segment). */
function isPublicPage(pathname: string): boolean {
  const segments = pathname.split("/").filter(Boolean);
  return PAGE_PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length && pattern.every((part, i) => part.startsWith(":") || part === segments[i]),
  );
}

function isLithuanianAddress(pathname: string): boolean {
  return pathname === LITHUANIAN_ROOT || pathname.startsWith(`${LITHUANIAN_ROOT}/`);
}

/**
 * The language an address names: Lithuanian under /lt/, English at a public page's own address,
 * and none for any other page (an account or back-office page follows the visitor's preference).
 */
export function localeOfAddress(pathname: string): Locale | undefined {
  if (isLithuanianAddress(pathname)) return "lt";
  return isPublicPage(pathname) ? "en-GB" : undefined;
}

/**
 * The address of the same page in `locale`: "/about" is "/lt/about" in Lithuanian and
 * "/lt/about" is "/about" in English, query and fragment kept. Any other address (an account
 * page, a file, another site) is returned as it is: it has one address in every language.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? "" : path.slice(cut);
  const lithuanian = isLithuanianAddress(pathname);
  // "/lt//host" must not become "//host", which a browser reads as another site.
  const english = lithuanian ? `/${pathname.slice(LITHUANIAN_ROOT.length).replace(/^\/+/, "")}` : pathname;
  if (!lithuanian && !isPublicPage(english)) return path;
  if (locale === "en-GB") return `${english}${rest}`;
  return `${english === "/" ? LITHUANIAN_ROOT : `${LITHUANIAN_ROOT}${english}`}${rest}`;
}

/**
 * The language a page is rendered in: a public page's address names it (/lt/... or the English
 * address, docs/decisions/023-language-in-the-address.md); any other page follows the
 * visitor's preference.
 */
export function resolveLocale(request: Request): Locale {
  return localeOfAddress(new URL(request.url).pathname) ?? preferredLocale(request.headers);
}
