import { Link } from "react-router";
import { CtaBand } from "~/components/content/cta-band";
import { FaqAccordion } from "~/components/content/faq-accordion";
import { type FaqEntry, faqPageJsonLd } from "~/components/content/json-ld";
import { PageHero } from "~/components/content/page-hero";
import { Section } from "~/components/content/section";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS, SITE_NAME } from "~/lib/constants";
import type { HydrationHandle } from "~/lib/hydration";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import type { Route } from "./+types/faq";

const QUOTE_QUESTIONS: FaqEntry[] = [
  {
    question: "Is it free to get removal quotes?",
    answer: `Yes. Requesting and comparing quotes on ${SITE_NAME} is free, and you are under no obligation to book any of the companies. Companies pay us a fee for each request they take up, which is how the service stays free for you.`,
  },
  {
    question: "How many quotes will I receive?",
    answer: `Up to ${MAX_MATCHED_COMPANIES}. We match your request with verified companies that cover your area and the kind of move you need. In remote areas, or for unusual moves, fewer companies may be available.`,
  },
  {
    question: "How quickly will removal companies reply?",
    answer: `Companies aim to reply within ${REPLY_WITHIN_HOURS} hours, often sooner. Some will call or email first to check details or arrange a survey, so that their quote is accurate.`,
  },
  {
    question: "What do I need to tell you to get a quote?",
    answer:
      "Where you are moving from and to, the type and size of both properties (bedrooms, or the floor and whether there is a lift), how much needs moving and when. The more detail you give, the more accurate your quotes will be.",
  },
  {
    question: "I do not know my exact moving date yet. Can I still get quotes?",
    answer:
      "Yes. Choose a flexible date when you describe your move. Many companies will hold a provisional date and confirm it once your completion date is fixed.",
  },
  {
    question: "Why do you send me a code before I can submit?",
    answer:
      "The code confirms that the email address is yours. It makes sure your quotes reach you, and stops anyone from requesting quotes in someone else's name.",
  },
];

const COMPANY_QUESTIONS: FaqEntry[] = [
  {
    question: "How do you check removal companies?",
    answer:
      "Before a company can quote, we verify its business registration and insurance, check its trading history and experience, and look at what customers say about it. After approval we keep monitoring reviews, complaints and insurance renewals, and pause or remove companies that fall below our standards.",
  },
  {
    question: "Are the reviews genuine?",
    answer: `Only customers who requested quotes through ${SITE_NAME} can leave a review, and we invite them after their moving date. We publish every review that meets our content guidelines, positive or negative, and companies cannot pay to remove reviews.`,
  },
  {
    question: "Who do I pay for my move?",
    answer:
      "You pay the removal company you choose, directly and on the terms in its quote. We do not take payment for your move, and we never ask you for card details.",
  },
  {
    question: "What if something is damaged during my move?",
    answer:
      "Tell the removal company in writing as soon as you can, with photos, and follow its claims procedure: many set a time limit for reporting damage. The claim is made against the company's goods-in-transit insurance. If a company we matched you with does not respond, contact us and we will follow it up.",
  },
  {
    question: "Who sees my personal details?",
    answer: `Only the removal companies matched to your move, at most ${MAX_MATCHED_COMPANIES}, and only to quote for it. We never sell your details or add you to marketing lists. Our privacy policy explains what we keep and for how long.`,
  },
  {
    question: "Can I cancel my quote request?",
    answer: `Yes. Write to us through our contact page and we will close your request and tell the matched companies that you no longer need quotes. You owe nothing to any company you have not booked.`,
  },
];

export const handle = { hydrate: false } satisfies HydrationHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: "Frequently asked questions about removal quotes",
    description: `Answers about getting removal quotes on ${SITE_NAME}: cost, how many quotes, how quickly companies reply, how companies are checked, reviews, damage and your data.`,
    path: "/faq",
    baseUrl: baseUrlFrom(matches),
    jsonLd: faqPageJsonLd([...QUOTE_QUESTIONS, ...COMPANY_QUESTIONS]),
  });

export default function FaqPage() {
  return (
    <>
      <PageHero
        eyebrow="Help"
        title="Frequently asked questions"
        intro={
          <p>
            Quick answers about getting and comparing removal quotes. Cannot find what you need?{" "}
            <Link to="/contact" className="font-medium text-brand-700 underline underline-offset-2">
              Contact us
            </Link>
            .
          </p>
        }
      />
      <Section title="Getting quotes">
        <FaqAccordion entries={QUOTE_QUESTIONS} idPrefix="quotes" />
      </Section>
      <Section tone="muted" title="Companies, payment and your data">
        <FaqAccordion entries={COMPANY_QUESTIONS} idPrefix="companies" />
        <p className="mt-6 max-w-3xl text-muted-foreground">
          More detail in{" "}
          <Link to="/how-it-works" className="font-medium text-brand-700 underline underline-offset-2">
            how it works
          </Link>{" "}
          and our{" "}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            privacy policy
          </Link>
          . Are you a removal company?{" "}
          <Link to="/partner-faq" className="font-medium text-brand-700 underline underline-offset-2">
            Read the partner FAQ
          </Link>
          .
        </p>
      </Section>
      <CtaBand />
    </>
  );
}
