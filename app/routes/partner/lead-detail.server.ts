import { data, redirect } from "react-router";
import { resolveLocale } from "~/i18n/addresses";
import { requestT } from "~/i18n/catalogues.server";
import { AppError } from "~/lib/errors";
import { FIX_FIELDS, fieldErrorsFromZod } from "~/lib/form-result";
import { partnerLeadPath } from "~/lib/lead-rules";
import { creditRequestSchema } from "~/lib/schemas/billing";
import {
  type CompanyQuoteForm,
  companyQuoteSchema,
  DEFAULT_QUOTE_VALID_DAYS,
  MAX_QUOTE_VALID_DAYS,
} from "~/lib/schemas/company-quote";
import { addDays, todayInUk } from "~/lib/uk-time";
import { z } from "~/lib/zod";
import type { PartnerContext } from "~/server/auth/guards.server";
import { requestLeadCredit } from "~/server/billing/credit-requests.server";
import { failureFromError, formFailure, formSuccess, parseSubmission, rateLimited } from "~/server/forms.server";
import { formFields } from "~/server/http.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { getLeadDetail } from "~/server/leads/lead-detail.server";
import { declineInvitation, unwatchLead, watchLead } from "~/server/leads/respond-to-lead.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { consumeRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";

/**
 * What the two routes of the lead detail page share (/partner/admin/leads/:id for the company's
 * own lead, /partner/admin/find-work/:requestId for an open request it has no lead on yet): the
 * page's data, and its one action with an `intent` per button.
 */

export type LeadTarget = { leadId: string } | { quoteRequestId: string };

/** The page's data: the lead as getLeadDetail shows it, and the dates the quote form allows. */
export async function loadLeadDetail(request: Request, partner: PartnerContext, target: LeadTarget) {
  const now = new Date();
  const today = todayInUk(now);
  try {
    const detail = await getLeadDetail(scopeOf(partner), target, { now });
    return {
      detail,
      quoteDates: {
        today,
        defaultValidUntil: addDays(today, DEFAULT_QUOTE_VALID_DAYS),
        latest: addDays(today, MAX_QUOTE_VALID_DAYS),
      },
      metaTitle: requestT(request, "leads")("detail.metaTitle", {
        town: detail.card.from.town,
      }),
    };
  } catch (error) {
    // Another company's lead, a request this company cannot see, or an id that is no id.
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export type LeadDetailData = Awaited<ReturnType<typeof loadLeadDetail>>;

export const LEAD_INTENTS = ["claim", "watch", "unwatch", "decline", "quote", "credit"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

/** Every submission names its button; the quote's fields travel beside it. */
const intentSchema = z.looseObject({ intent: z.enum(LEAD_INTENTS, "leads:detail.unknownAction") });

/** A plain form post sends each ticked inclusion as its own field: the quote schema takes a list. */
function leadActionFields(form: FormData): Record<string, unknown> {
  return { ...formFields(form), inclusions: form.getAll("inclusions").filter((value) => typeof value === "string") };
}

/**
 * One button's action on the lead. A claim answers with what it revealed (the contact, the
 * charge, a credit); a quote with the quote as sent; a credit request with the request. Refusals are the form contract's failures
 * (a full, expired or declined lead, caps reached, a paused company, invalid quote fields).
 */
export async function leadDetailAction(request: Request, partner: PartnerContext, target: LeadTarget) {
  const submission = await parseSubmission(request, intentSchema, { fromForm: leadActionFields });
  if (!submission.ok) return submission.failure;
  const { intent, ...fields } = submission.data;
  const scope = scopeOf(partner);
  const actorUserId = partner.user.id;
  try {
    if (intent === "claim") {
      // The claim rechecks everything itself (a lead that filled up since the page loaded is
      // "full", not "not found"). From Find work, the claimed lead has its own address now.
      // Claims are counted per company, whoever of its people clicks.
      const limit = await consumeRateLimit(RATE_LIMITS.claimCompany, partner.company.id);
      if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);
      const claim = await claimLead(scope, { ...target, actorUserId });
      if ("quoteRequestId" in target) return redirect(partnerLeadPath(claim.leadId));
      return formSuccess({ intent, claim });
    }
    // The other buttons act on the request or the company's lead, both read through the
    // company's own view of the target, so nothing of another company's can be reached.
    const { card } = await getLeadDetail(scope, target);
    switch (intent) {
      case "watch":
        await watchLead(scope, { quoteRequestId: card.quoteRequestId });
        return formSuccess({ intent });
      case "unwatch":
        await unwatchLead(scope, { quoteRequestId: card.quoteRequestId });
        return formSuccess({ intent });
      case "decline":
        if (!card.leadId) throw new AppError("CONFLICT", "leads:errors.cannotDecline");
        await declineInvitation(scope, { leadId: card.leadId });
        return formSuccess({ intent });
      case "quote": {
        if (!card.leadId) throw new AppError("CONFLICT", "leads:errors.notClaimed");
        const checked = companyQuoteSchema(todayInUk()).safeParse(fields);
        if (!checked.success) {
          return formFailure("VALIDATION", FIX_FIELDS, { fieldErrors: fieldErrorsFromZod(checked.error) });
        }
        // The fields as posted (the schema just accepted them): the service checks them again.
        const terms = fields as CompanyQuoteForm;
        return formSuccess({
          intent,
          quote: await sendQuote(scope, {
            leadId: card.leadId,
            actorUserId,
            terms,
            authorLanguage: resolveLocale(request),
          }),
        });
      }
      case "credit": {
        if (!card.leadId) throw new AppError("CONFLICT", "leads:errors.notClaimed");
        const checked = creditRequestSchema.safeParse(fields);
        if (!checked.success) {
          return formFailure("VALIDATION", FIX_FIELDS, { fieldErrors: fieldErrorsFromZod(checked.error) });
        }
        const creditRequest = await requestLeadCredit(scope, { leadId: card.leadId, actorUserId, ...checked.data });
        return formSuccess({ intent, creditRequest });
      }
    }
  } catch (error) {
    return failureFromError(error);
  }
}
