import { useContext } from "react";
import {
  Link,
  type LinkProps,
  UNSAFE_NavigationContext as NavigationContext,
  NavLink,
  type NavLinkProps,
  useLocation,
} from "react-router";
import { usePageLocale } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";

/**
 * Links that stay in the page's language: "/faq" on a Lithuanian page leads to "/lt/faq".
 * Public pages, their frame and their content import them as `Link` and `NavLink`; an address
 * with one version for every language (an account page, a file) is left as it is.
 *
 * On the server, a link to a plain path is written as the <a> React Router's would be, without
 * its work: resolving each link's path was about 4% of an uncached render of `/`, and a plain
 * path resolves to itself. The browser always renders React Router's, so clicks, prefetching and
 * active states there are its own. localized-link.test.tsx compares the two server renders.
 */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const localizedTo = useLocalizedTo(to);
  const { basename } = useContext(NavigationContext);
  if (isPlainOnServer(localizedTo, props, basename)) {
    return <a {...props} href={localizedTo} data-discover="true" />;
  }
  return <Link to={localizedTo} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const localizedTo = useLocalizedTo(to);
  const { basename } = useContext(NavigationContext);
  const { pathname } = useLocation();
  const { "aria-current": ariaCurrent, end, className = "", style, children, ...anchorProps } = props;
  if (
    isPlainOnServer(localizedTo, props, basename) &&
    ariaCurrent === undefined &&
    style === undefined &&
    typeof className === "string" &&
    typeof children !== "function"
  ) {
    // NavLink's test, for a path that is already lowercase and has no trailing slash.
    const location = pathname.toLowerCase();
    const isActive =
      location === localizedTo ||
      (!end && location.startsWith(localizedTo) && location.charAt(localizedTo.length) === "/");
    return (
      <a
        {...anchorProps}
        aria-current={isActive ? "page" : undefined}
        className={[className, isActive ? "active" : null].filter(Boolean).join(" ")}
        href={localizedTo}
        data-discover="true"
      >
        {children}
      </a>
    );
  }
  return <NavLink to={localizedTo} {...props} />;
}

function useLocalizedTo(to: LinkProps["to"]): LinkProps["to"] {
  const locale = usePageLocale();
  return typeof to === "string" ? localizedPath(to, locale) : to;
}

const ON_SERVER = typeof document === "undefined";

/** A path React Router resolves, encodes and lowercases to itself: absolute, no "." or "..", no trailing slash. */
const PLAIN_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/;

/** Link's and NavLink's own props (but NavLink's markup ones), which change their markup or act in the browser. */
const ROUTER_PROPS = [
  "caseSensitive",
  "defaultShouldRevalidate",
  "discover",
  "mask",
  "prefetch",
  "preventScrollReset",
  "relative",
  "reloadDocument",
  "replace",
  "state",
  "target",
  "viewTransition",
] as const;

function isPlainOnServer(to: LinkProps["to"], props: object, basename: string): to is string {
  return (
    ON_SERVER &&
    basename === "/" &&
    typeof to === "string" &&
    PLAIN_PATH.test(to) &&
    ROUTER_PROPS.every((name) => (props as Record<string, unknown>)[name] === undefined)
  );
}
