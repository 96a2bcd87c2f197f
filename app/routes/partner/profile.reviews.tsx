import { Flag } from "lucide-react";
import { useFetcher } from "react-router";
import { RatingBadge } from "~/components/company/rating-badge";
import { TextDialog } from "~/components/forms/text-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { Pagination } from "~/components/navigation/pagination";
import { PartnerRouteError } from "~/components/partner/route-error";
import { UserText } from "~/components/ui/user-text";
import { resolveLocale } from "~/i18n/addresses";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { formatDate, formatRating } from "~/lib/format";
import { PARTNER_REVIEWS_PATH, REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from "~/lib/reviews";
import { parseListParams } from "~/lib/schemas/list-params";
import { reviewReasonField, reviewReplyField } from "~/lib/schemas/review";
import { pageTitle } from "~/lib/seo";
import { z } from "~/lib/zod";
import { partnerContext } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { listOwnReviews, type OwnReview, replyToReview, reportReview } from "~/server/reviews/company-reviews.server";
import type { Route } from "./+types/profile.reviews";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Reviews") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/profile/reviews?page: the company's published reviews, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(context.get(partnerContext));
  const { page } = parseListParams(new URL(request.url).searchParams);
  return {
    list: await listOwnReviews(scope, { page }),
    metaTitle: requestT(request, "reviews")("partner.title"),
  };
}

const intentSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("reply"), reviewId: z.string(), reply: reviewReplyField }),
    z.object({ intent: z.literal("report"), reviewId: z.string(), reason: reviewReasonField }),
  ],
  "messages:validation.invalid",
);

/** POST `intent` reply (`reply`) or report (`reason`) on `reviewId`, one of the company's reviews. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  const scope = scopeOf(partner);
  const submission = await parseSubmission(request, intentSchema);
  if (!submission.ok) return submission.failure;
  const input = submission.data;
  try {
    if (input.intent === "reply") {
      const authorLanguage = resolveLocale(request);
      await replyToReview(scope, { reviewId: input.reviewId, reply: input.reply, authorLanguage });
    } else await reportReview(scope, { reviewId: input.reviewId, reason: input.reason, actorUserId: partner.user.id });
    return formSuccess({ intent: input.intent });
  } catch (error) {
    return failureFromError(error);
  }
}

/** Every form on the page shares one fetcher, so the page toasts the outcome of any of them. */
const REVIEW_FETCHER = "partner-review";

export default function PartnerReviewsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("reviews");
  const { figures, rows, page, pageCount } = loaderData.list;
  useResultToast(useFetcher<FormResult<{ intent: "reply" | "report" }>>({ key: REVIEW_FETCHER }), {
    success: ({ intent }) => (intent === "reply" ? t("partner.replySaved") : t("partner.reportSent")),
    failure: t("partner.failed"),
  });
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6">
      <div>
        <ScreenHeading>{t("partner.title")}</ScreenHeading>
        <p className="mt-2 text-muted-foreground">{t("partner.intro")}</p>
        {figures.reviewCount > 0 ? (
          <p className="mt-3 font-medium">
            {t("partner.rating", { rating: formatRating(figures.rating, i18n.language), count: figures.reviewCount })}
          </p>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="rounded-(--radius-card) border border-border border-dashed p-6 text-muted-foreground">
          {t("partner.empty")}
        </p>
      ) : (
        <ol className="grid gap-4">
          {rows.map((review) => (
            <li key={review.id}>
              <OwnReviewCard review={review} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pageCount={pageCount} />
    </section>
  );
}

function OwnReviewCard({ review }: { review: OwnReview }) {
  const { t, i18n } = useTranslation("reviews");
  return (
    <article className="rounded-(--radius-card) border border-border bg-white p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <UserText as="h2" language={review.writtenLanguage} className="font-semibold text-brand-950">
          {review.title}
        </UserText>
        <RatingBadge rating={review.overall} />
      </div>
      <p className="mt-1 text-muted-foreground text-sm">
        {review.authorName}
        {review.publishedAt ? ` · ${formatDate(review.publishedAt, i18n.language)}` : null}
      </p>
      <UserText language={review.writtenLanguage} className="mt-3 whitespace-pre-wrap leading-relaxed">
        {review.content}
      </UserText>
      <p className="mt-3 text-muted-foreground text-xs">{t("partner.scores", review)}</p>
      {review.reply ? (
        <div className="mt-3 border-brand-200 border-l-4 pl-3 text-sm">
          <p className="font-medium">{t("partner.yourReply")}</p>
          <UserText language={review.replyLanguage} className="whitespace-pre-wrap text-muted-foreground">
            {review.reply}
          </UserText>
        </div>
      ) : null}
      {review.reportedAt ? (
        <p className="mt-3 flex items-center gap-1.5 text-muted-foreground text-sm">
          <Flag aria-hidden="true" className="size-4" />
          {t("partner.reportedOn", {
            date: formatDate(review.reportedAt, i18n.language),
            reason: review.reportReason ?? "",
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {review.reply ? null : (
          <TextDialog
            action={PARTNER_REVIEWS_PATH}
            fetcherKey={REVIEW_FETCHER}
            hidden={{ intent: "reply", reviewId: review.id }}
            name="reply"
            maxLength={REVIEW_REPLY_MAX}
            trigger={t("partner.reply")}
            title={review.title}
            description={t("partner.replyHint")}
            label={t("partner.replyLabel")}
            submit={t("partner.sendReply")}
            cancel={t("partner.cancel")}
          />
        )}
        {review.reportedAt ? null : (
          <TextDialog
            action={PARTNER_REVIEWS_PATH}
            fetcherKey={REVIEW_FETCHER}
            hidden={{ intent: "report", reviewId: review.id }}
            name="reason"
            maxLength={REVIEW_REASON_MAX}
            trigger={t("partner.report")}
            title={review.title}
            description={t("company.notice")}
            label={t("partner.reportLabel")}
            submit={t("partner.sendReport")}
            cancel={t("partner.cancel")}
          />
        )}
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
