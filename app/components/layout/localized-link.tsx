import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { usePageLocale } from "~/content/localized";
import { localizedPath } from "~/i18n/addresses";

/**
 * Links that stay in the page's language: "/faq" on a Lithuanian page leads to "/lt/faq".
 * Public pages, their frame and their content import them as `Link` and `NavLink`; an address
 * with one version for every language (an account page, a file) is left as it is.
 */
export function LocalizedLink({ to, ...props }: LinkProps) {
  return <Link to={useLocalizedTo(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  return <NavLink to={useLocalizedTo(to)} {...props} />;
}

function useLocalizedTo(to: LinkProps["to"]): LinkProps["to"] {
  const locale = usePageLocale();
  return typeof to === "string" ? localizedPath(to, locale) : to;
}
