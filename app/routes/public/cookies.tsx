import { Link } from "react-router";
import { LegalPage } from "~/components/content/legal-page";
import { ScrollTable } from "~/components/content/scroll-table";
import { ContactUsLinks } from "~/components/layout/support-contacts";
import { TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { SITE_NAME } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/cookies";

const UPDATED = "2026-11-21";

const COOKIES = [
  {
    name: "better-auth.session_token (and other cookies starting better-auth.)",
    purpose:
      "Keeps you signed in to your account, and protects sign-in and two-factor checks. Set only when you sign in.",
    duration: "Until you sign out or the session expires",
  },
  {
    name: "locale",
    purpose: "Remembers the language you chose with the language switcher. Set only when you choose a language.",
    duration: "1 year",
  },
];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Cookie policy",
    description: `${SITE_NAME} uses only strictly necessary cookies: a session cookie for signed-in users and a language preference cookie. No analytics, advertising or tracking cookies.`,
    path: "/cookies",
    baseUrl: baseUrlFrom(matches),
  });

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      updated={UPDATED}
      intro={
        <p>
          Short version: we use only the cookies the site needs to work. No analytics, no advertising and no tracking,
          so there is nothing to accept or decline.
        </p>
      }
    >
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files a website stores in your browser. Some are needed for the site to work, such as
        keeping you signed in; others are used to track you across sites or measure visits. We only use the first kind.
      </p>

      <h2>The cookies we use</h2>
      <div className="rounded-card border border-border bg-white shadow-card">
        <ScrollTable label="Cookies we use">
          <TableCaption className="sr-only">Cookies set by {SITE_NAME}</TableCaption>
          <TableHeader>
            <TableRow className="bg-muted hover:bg-muted">
              <TableHead scope="col" className="px-4 font-semibold">
                Cookie
              </TableHead>
              <TableHead scope="col" className="px-4 font-semibold">
                Purpose
              </TableHead>
              <TableHead scope="col" className="px-4 font-semibold">
                How long
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {COOKIES.map((cookie) => (
              <TableRow key={cookie.name}>
                <TableHead scope="row" className="whitespace-normal px-4 py-3 align-top font-mono font-normal text-sm">
                  {cookie.name}
                </TableHead>
                <TableCell className="min-w-56 whitespace-normal px-4 py-3 align-top">{cookie.purpose}</TableCell>
                <TableCell className="whitespace-normal px-4 py-3 align-top">{cookie.duration}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollTable>
      </div>
      <p>Each of these is set only when you use the feature it supports, and neither is shared with anyone else.</p>

      <h2>Other storage in your browser</h2>
      <p>
        While you fill in the quote form, your answers are kept in your browser's session storage, so that reloading the
        page or pressing back does not lose them. They stay on your device until you send the request, are cleared once
        it is sent, and disappear when you close the tab.
      </p>

      <h2>Why there is no cookie banner</h2>
      <p>
        UK law (the Privacy and Electronic Communications Regulations) requires consent for cookies that are not
        strictly necessary. Because these cookies only provide things you asked for, signing in and your language, no
        consent is needed. The same applies to the session storage used by the quote form. If we ever add any other
        cookie, we will ask first and update this page.
      </p>

      <h2>Managing cookies</h2>
      <p>
        You can delete or block cookies in your browser settings. If you block them, you will not be able to stay signed
        in, and the site will choose a language from your browser settings instead.
      </p>

      <h2>Questions</h2>
      <p>
        Write to us through <ContactUsLinks />. Our <Link to="/privacy">privacy policy</Link> explains how we use
        personal data.
      </p>
    </LegalPage>
  );
}
