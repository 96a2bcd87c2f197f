import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  type LinkProps,
  NavLink,
  type NavLinkProps,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";
import { i18nFor } from "~/i18n/i18n";
import { LocalizedLink, LocalizedNavLink } from "./localized-link";

/** Renders an element on the server as a page at this address does: a data router, the page's language. */
async function render(at: string, locale: Locale, element: ReactElement): Promise<string> {
  const routes = [{ path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${at}`));
  if (context instanceof Response) throw new Error(`${at} answered ${context.status}`);
  return renderToString(
    <I18nextProvider i18n={i18nFor(locale)}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </I18nextProvider>,
  );
}

const ADDRESSES = [
  "/",
  "/faq",
  "/FAQ",
  "/faq/",
  "/faq-more",
  "/lt",
  "/lt/faq",
  "/blog/moving-tips",
  "/movers/greater-manchester/manchester",
];
const TARGETS = [
  "/",
  "/faq",
  "/blog",
  "/movers/greater-manchester/manchester",
  "/lt/faq",
  "/faq?page=2",
  "/faq#top",
  "/Faq",
  "/faq/",
  "faq",
  "../faq",
  "https://example.com/faq",
];

/** The props the site's links are given, and some that only React Router's Link and NavLink handle. */
const LINKS: ({ name: string } & (
  | { nav?: false; props: Omit<LinkProps, "to"> }
  | { nav: true; props: Omit<NavLinkProps, "to"> }
))[] = [
  { name: "link", props: { className: "footer-link", "aria-label": "Label" } },
  { name: "bare link", props: {} },
  { name: "link with a handler", props: { onClick: () => {}, id: "x" } },
  { name: "prefetching link", props: { prefetch: "intent" } },
  { name: "link to a new tab", props: { target: "_blank" } },
  { name: "link reloading the document", props: { reloadDocument: true } },
  { name: "nav link, end", nav: true, props: { end: true, className: "mobile-nav-link" } },
  { name: "nav link", nav: true, props: { "aria-label": "Label", className: "nav" } },
  { name: "bare nav link", nav: true, props: {} },
  { name: "nav link, class by state", nav: true, props: { className: ({ isActive }) => (isActive ? "on" : "off") } },
  { name: "nav link, styled", nav: true, props: { style: { color: "red" }, className: "nav" } },
  { name: "nav link, current as a step", nav: true, props: { "aria-current": "step" } },
  { name: "styled link", props: { style: { color: "red" }, "aria-current": "page", className: "c" } },
  { name: "case-sensitive nav link", nav: true, props: { caseSensitive: true } },
];

/** The link, ours and React Router's given the address ours localizes to. */
function both(link: (typeof LINKS)[number], to: string, locale: Locale): [ReactElement, ReactElement] {
  const routerTo = localizedPath(to, locale);
  return link.nav
    ? [
        <LocalizedNavLink key="ours" to={to} {...link.props}>
          Text
        </LocalizedNavLink>,
        <NavLink key="router" to={routerTo} {...link.props}>
          Text
        </NavLink>,
      ]
    : [
        <LocalizedLink key="ours" to={to} {...link.props}>
          Text
        </LocalizedLink>,
        <Link key="router" to={routerTo} {...link.props}>
          Text
        </Link>,
      ];
}

describe("LocalizedLink and LocalizedNavLink on the server", () => {
  it.each(["en-GB", "lt"] as const)(
    "write what React Router's Link and NavLink write, at every address (%s)",
    async (locale) => {
      let compared = 0;
      for (const at of ADDRESSES) {
        for (const to of TARGETS) {
          for (const link of LINKS) {
            const [ours, routers] = both(link, to, locale);
            const expected = await render(at, locale, routers);
            expect(await render(at, locale, ours), `${link.name} to ${to} at ${at}`).toBe(expected);
            compared++;
          }
        }
      }
      expect(compared).toBe(ADDRESSES.length * TARGETS.length * LINKS.length);
    },
  );

  it("marks the current page's links as React Router does", async () => {
    const html = await render(
      "/lt/faq",
      "lt",
      <LocalizedNavLink to="/faq" end className="nav">
        FAQ
      </LocalizedNavLink>,
    );
    expect(html).toBe('<a aria-current="page" class="nav active" href="/lt/faq" data-discover="true">FAQ</a>');
  });
});
