import { Link } from "react-router";
import { LegalPage } from "~/components/content/legal-page";
import { ContactUsLinks } from "~/components/layout/support-contacts";
import { SITE_NAME } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/disclaimer";

const UPDATED = "2026-11-21";

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Disclaimer",
    description: `What ${SITE_NAME} is and is not responsible for: guide prices, the removal companies you book, reviews and links to other websites.`,
    path: "/disclaimer",
    baseUrl: baseUrlFrom(matches),
  });

export default function DisclaimerPage() {
  return (
    <LegalPage
      title="Disclaimer"
      updated={UPDATED}
      intro={<p>Please read this to understand what our service does, and what it does not.</p>}
    >
      <h2>We are a comparison service, not a removal company</h2>
      <p>
        {SITE_NAME} introduces you to independent removal companies. We do not carry out removals ourselves. When you
        book a company, your contract is with that company, on its terms, and it is responsible for your move, including
        its insurance, prices and the care of your belongings.
      </p>

      <h2>Checks on companies</h2>
      <p>
        We check companies before they can quote and keep monitoring them afterwards, as described on our{" "}
        <Link to="/about">about page</Link>. These checks reduce risk but cannot guarantee how a company will perform on
        a particular day. Before you book, read the company's written quote and terms, and check that its insurance
        covers what you need.
      </p>

      <h2>Prices and guides</h2>
      <p>
        Prices in our guides and on our service pages are typical figures to help you plan. They are not offers. The
        price of your move is the one in the quote a company gives you. Our guides are general information, not legal,
        financial or tax advice; where something matters, such as customs rules or tax, check with the relevant
        authority or a professional.
      </p>

      <h2>Reviews</h2>
      <p>
        Reviews are the opinions of customers who requested quotes through us. We publish those that meet our content
        guidelines but do not verify every statement in them.
      </p>

      <h2>Links to other websites</h2>
      <p>
        Where we link to other websites, such as a company's own site or GOV.UK, we are not responsible for their
        content.
      </p>

      <h2>Our liability</h2>
      <p>
        We take care to keep the site accurate and available, but we cannot promise it will always be error-free or
        uninterrupted. Nothing on this page limits any liability that cannot be limited by law, including for death or
        personal injury caused by negligence, for fraud, or your statutory rights as a consumer.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about this page: write to us through <ContactUsLinks />.
      </p>
    </LegalPage>
  );
}
