import { Link } from "react-router";
import { LegalPage } from "~/components/content/legal-page";
import { ContactUsLinks } from "~/components/layout/support-contacts";
import { MAX_MATCHED_COMPANIES, SITE_NAME } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { RETENTION_DAYS } from "~/lib/retention";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

const UPDATED = "2026-11-24";
const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Privacy policy",
    description: `What personal data ${SITE_NAME} collects when you request removal quotes, why, who receives it, how long we keep it and your rights under UK GDPR.`,
    path: "/privacy",
    baseUrl: baseUrlFrom(matches),
  });

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      updated={UPDATED}
      intro={
        <p>
          This policy explains what personal data we collect, why we collect it, who we share it with and the rights you
          have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </p>
      }
    >
      <h2>Who we are</h2>
      <p>
        {SITE_NAME} runs this website, which connects people who are moving home with removal companies. We are the
        controller of the personal data described here. You can contact us about anything in this policy through{" "}
        <ContactUsLinks />.
      </p>

      <h2>What we collect when you request quotes</h2>
      <ul>
        <li>
          <strong>Contact details:</strong> your name, email address and phone number.
        </li>
        <li>
          <strong>Move details:</strong> the postcode, town and address you are moving from, the town and address you
          are moving to, the type and size of both properties, what needs moving, your moving date and any notes you
          add.
        </li>
        <li>
          <strong>Verification:</strong> the one-time code we email to confirm your address. We store it only in a
          scrambled (hashed) form and it expires after a few minutes.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and basic request information, which our servers log to keep
          the service secure and to prevent abuse.
        </li>
      </ul>
      <p>
        If you leave a review, we keep the review and your scores, linked to your quote request so that we can show it
        is genuine. If you contact us, we keep your message and the details you give us. If you run a removal company
        and apply to join, we collect your business and contact details and the documents you send for our checks.
      </p>

      <h2>Why we use it, and our lawful basis</h2>
      <ul>
        <li>
          <strong>To provide the service you asked for</strong>: matching your move with suitable companies, passing
          your request to them and showing you their quotes (performance of a contract with you, or steps you ask us to
          take before one).
        </li>
        <li>
          <strong>To send service emails</strong>: the verification code, your confirmation, quote notifications and one
          invitation to review the company you used (the same basis, and our legitimate interest in genuine reviews).
        </li>
        <li>
          <strong>To keep the service safe</strong>: preventing spam, fraud and duplicate requests (our legitimate
          interests).
        </li>
        <li>
          <strong>To meet legal obligations</strong>, such as keeping financial records of what companies pay us.
        </li>
      </ul>
      <p>We do not send you marketing unless you have asked for it, and we never sell your personal data.</p>

      <h2>Who receives your data</h2>
      <p>
        <strong>Only the removal companies matched to your move, at most {MAX_MATCHED_COMPANIES}.</strong> They see your
        move details so they can decide whether to quote, and your contact details once they take up your request. Each
        company then uses your data as a controller in its own right, to quote for and carry out your move, and must
        handle it lawfully.
      </p>
      <p>
        We also use service providers that process data on our behalf under contract, such as our hosting and email
        delivery providers. They may only use it to provide their service to us. Where any provider processes data
        outside the UK, we make sure appropriate safeguards are in place, such as the UK International Data Transfer
        Agreement. We disclose data to public authorities only when the law requires it.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Quote requests: for 24 months after your moving date, then we delete or anonymise them.</li>
        <li>
          Verification codes: in scrambled (hashed) form only, deleted {days(RETENTION_DAYS.verificationCodes)} after we
          send them.
        </li>
        <li>
          Emails we send you: the content is deleted as soon as the email has been delivered; a record of who it went
          to, which kind of email it was and when is kept for {days(RETENTION_DAYS.emailRecords)}.
        </li>
        <li>
          Password-reset and invitation links, and signed-in sessions: deleted {days(RETENTION_DAYS.expiredTokens)}{" "}
          after they expire.
        </li>
        <li>Reviews: for as long as they are published, and removed if you ask us to delete them.</li>
        <li>Messages to us: for 24 months after the matter is closed.</li>
        <li>Financial records about companies: 6 years, as tax law requires.</li>
        <li>Security logs: for a short period, normally no more than 90 days.</li>
      </ul>

      <h2>Your rights</h2>
      <p>You have the right to:</p>
      <ul>
        <li>ask for a copy of the personal data we hold about you;</li>
        <li>have inaccurate data corrected;</li>
        <li>have your data deleted, or its use restricted, in some circumstances;</li>
        <li>object to our use of your data where we rely on legitimate interests;</li>
        <li>receive data you gave us in a portable format.</li>
      </ul>
      <p>
        To use any of these rights, write to us through <ContactUsLinks />. We reply within one month. If we have passed
        your request to removal companies, you can also contact them directly, as they hold their own copy.
      </p>
      <p>
        If you are unhappy with how we have handled your data, please tell us first so we can try to put it right. You
        also have the right to complain to the Information Commissioner's Office (ICO) at{" "}
        <a href="https://ico.org.uk/make-a-complaint/" rel="noopener">
          ico.org.uk
        </a>{" "}
        or on 0303 123 1113.
      </p>

      <h2>Cookies</h2>
      <p>
        We use only strictly necessary cookies and no tracking. See our <Link to="/cookies">cookie policy</Link>.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we use personal data, we will update this page and the date at the top. Significant changes
        will also be shown on the site.
      </p>
    </LegalPage>
  );
}
