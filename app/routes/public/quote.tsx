import { data } from "react-router";
import { z } from "zod";
import { Container } from "~/components/content/container";
import { type QuoteRequestActionResult, QuoteWizard } from "~/components/quote-request/quote-wizard";
import { resolveLocale } from "~/i18n/config";
import { MAX_MATCHED_COMPANIES, REPLY_WITHIN_HOURS } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import { emailField } from "~/lib/schemas/fields";
import { errorsByPath, quoteRequestSchema, todayInUk } from "~/lib/schemas/quote-request";
import { baseUrlFrom, buildMeta } from "~/lib/seo";
import { wakeOutboxWorker } from "~/server/email/worker.server";
import { readJson } from "~/server/http.server";
import { logger } from "~/server/logger.server";
import { submitQuoteRequest } from "~/server/quote-requests/submit-quote-request.server";
import { sendVerificationCode } from "~/server/quote-requests/verification-codes.server";
import { consumeRateLimit } from "~/server/rate-limit.server";
import { clientIpContext } from "~/server/request-context.server";
import type { Route } from "./+types/quote";

/** Per address: codes are emails we send on someone's behalf, so they are rationed. */
const SEND_CODE_LIMIT = { name: "quote-send-code", max: 10, windowSeconds: 3600 };
const SUBMIT_LIMIT = { name: "quote-submit", max: 60, windowSeconds: 3600 };

const sendCodeBody = z.object({ intent: z.literal("send-code"), email: emailField });
const submitBody = z.object({
  intent: z.literal("submit"),
  form: z.unknown(),
  code: z.string().max(12),
  idempotencyKey: z.string().min(8).max(100),
  locale: z.string().max(10).optional(),
});

export const meta: Route.MetaFunction = ({ matches }) =>
  buildMeta({
    title: `Get up to ${MAX_MATCHED_COMPANIES} free removal quotes`,
    description: `Describe your move in two minutes and receive up to ${MAX_MATCHED_COMPANIES} free, no-obligation quotes from verified removal companies within ${REPLY_WITHIN_HOURS} hours.`,
    path: "/quote",
    baseUrl: baseUrlFrom(matches),
  });

export function loader({ request }: Route.LoaderArgs) {
  const postcode = new URL(request.url).searchParams.get("postcode")?.trim().slice(0, 10);
  return { postcode: postcode || undefined };
}

function failure(intent: "send-code" | "submit", status: number, message: string, errors: Record<string, string> = {}) {
  return data<QuoteRequestActionResult>({ ok: false, intent, message, errors }, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = (await readJson(request)) as { intent?: unknown };
  if (body?.intent === "send-code") {
    const parsed = sendCodeBody.safeParse(body);
    if (!parsed.success) {
      return failure("send-code", 400, "Enter a valid email address.", {
        "personalDetails.email": errorsByPath(parsed.error).email ?? "Enter a valid email address.",
      });
    }
    const limit = await consumeRateLimit(SEND_CODE_LIMIT, context.get(clientIpContext));
    if (!limit.allowed)
      return failure("send-code", 429, "Too many codes requested. Please try again later.", {
        code: "Too many codes requested. Please try again later.",
      });
    try {
      const sent = await sendVerificationCode({ email: parsed.data.email });
      // The customer is waiting for this code: deliver it now rather than on the next tick.
      wakeOutboxWorker();
      return data<QuoteRequestActionResult>({
        ok: true,
        intent: "send-code",
        resendAfterSeconds: sent.resendAfterSeconds,
      });
    } catch (error) {
      if (error instanceof AppError)
        return failure("send-code", error.httpStatus, error.message, { code: error.message });
      throw error;
    }
  }

  if (body?.intent !== "submit") return failure("submit", 400, "Unknown request.");
  const envelope = submitBody.safeParse(body);
  if (!envelope.success)
    return failure("submit", 400, "The request could not be read.", { code: "Enter the 6-digit code from the email." });
  const parsed = quoteRequestSchema(todayInUk()).safeParse(envelope.data.form);
  if (!parsed.success) {
    return failure("submit", 400, "Please check the highlighted fields.", errorsByPath(parsed.error));
  }
  const limit = await consumeRateLimit(SUBMIT_LIMIT, context.get(clientIpContext));
  if (!limit.allowed) return failure("submit", 429, "Too many requests. Please try again later.");
  try {
    const submitted = await submitQuoteRequest({
      input: parsed.data,
      code: envelope.data.code,
      idempotencyKey: envelope.data.idempotencyKey,
      locale: resolveLocale(request.headers),
    });
    wakeOutboxWorker();
    return data<QuoteRequestActionResult>({ ok: true, intent: "submit", ...submitted });
  } catch (error) {
    if (error instanceof AppError) {
      return failure(
        "submit",
        error.httpStatus,
        error.message,
        error.details.field ? { [error.details.field]: error.message } : {},
      );
    }
    logger.error("Quote submission failed", { error: error instanceof Error ? error.message : String(error) });
    return failure("submit", 500, "Error sending the request. Please try again.");
  }
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="bg-linear-to-b from-brand-50 to-white">
      <Container className="py-8 sm:py-12">
        <h1 className="sr-only">Get free removal quotes</h1>
        <QuoteWizard prefillPostcode={loaderData.postcode} />
      </Container>
    </section>
  );
}
