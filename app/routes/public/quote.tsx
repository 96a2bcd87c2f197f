import { href } from "react-router";
import { QuoteWizardPage } from "~/components/quote-request/quote-wizard";
import { resolveLocale } from "~/i18n/addresses";
import type { I18nHandle } from "~/i18n/i18n";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS } from "~/lib/constants";
import type { FormFailure } from "~/lib/form-result";
import { type QuoteRequestActionData, quoteRequestActionSchema } from "~/lib/schemas/quote-request";
import { buildMeta } from "~/lib/seo";
import { todayInUk } from "~/lib/uk-time";
import { getDb } from "~/server/db.server";
import { failureFromError, formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { findRequestableCompany, submitQuoteRequest } from "~/server/quote-requests/submit-quote-request.server";
import { sendVerificationCode } from "~/server/quote-requests/verification-codes.server";
import { addressKey, firstRefusal, RATE_LIMITS } from "~/server/rate-limit.server";
import { clientNetworkContext } from "~/server/request-context.server";
import type { Route } from "./+types/quote";

export const handle = { i18n: ["quote"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: `Get up to ${MAX_MATCHED_COMPANIES} free removal quotes`,
    description: `Describe your move in two minutes and receive up to ${MAX_MATCHED_COMPANIES} free, no-obligation quotes from verified removal companies within ${REPLY_WITHIN_HOURS} hours.`,
    path: href("/quote"),
    matches,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const postcode = query.get("postcode")?.trim().slice(0, 10);
  // A request from a company's page names it; an unknown or non-partner company is ignored.
  const named = await findRequestableCompany(await getDb(), query.get("company")?.slice(0, 200));
  return { postcode: postcode || undefined, company: named ? { slug: named.slug, name: named.name } : undefined };
}

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/** The wizard's two calls: email a code ("send-code"), then send the request with it ("submit"). */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseSubmission(request, quoteRequestActionSchema(todayInUk()));
  if (!submission.ok) return submission.failure;
  const { data: input } = submission;
  const locale = resolveLocale(request);
  try {
    const email = input.personalDetails.email;
    if (input.intent === "send-code") {
      // Codes are emails sent on someone's say-so: rationed per network and per address.
      const refused = await firstRefusal([
        [RATE_LIMITS.quoteCodeSendNetwork, context.get(clientNetworkContext)],
        [RATE_LIMITS.quoteCodeSendAddress, addressKey(email)],
      ]);
      if (refused) return rateLimited(refused.retryAfterSeconds, { key: "quote:errors.tooManyCodes" });
      const sent = await sendVerificationCode({ email, locale });
      return formSuccess<QuoteRequestActionData>({ intent: "send-code", ...sent });
    }
    // Each submission checks a code: guesses are rationed per network and per address.
    const refused = await firstRefusal([
      [RATE_LIMITS.quoteSubmitNetwork, context.get(clientNetworkContext)],
      [RATE_LIMITS.quoteCodeCheckAddress, addressKey(email)],
    ]);
    if (refused) return rateLimited(refused.retryAfterSeconds);
    const { intent: _intent, code, idempotencyKey, company, ...quoteRequest } = input;
    const submitted = await submitQuoteRequest({
      input: quoteRequest,
      code,
      idempotencyKey,
      companySlug: company,
      locale,
    });
    return formSuccess<QuoteRequestActionData>({ intent: "submit", ...submitted });
  } catch (error) {
    // The spec's message when sending fails: the customer stays on the step and may retry.
    return failureFromError(error, { unexpected: { key: "quote:toast.error" } });
  }
}

/**
 * The wizard's calls from the browser: a call that gets no answer from the action (the network
 * dropped, a gateway answered 502) is the spec's "Quote send fails", shown on the step the
 * visitor is on with the answers kept, rather than the error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    // A new object each time: the wizard answers each result once.
    const failure: FormFailure = {
      ok: false,
      code: "INTERNAL",
      message: { key: "quote:toast.error" },
      fieldErrors: {},
    };
    return failure;
  }
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return <QuoteWizardPage prefillPostcode={loaderData.postcode} company={loaderData.company} />;
}
