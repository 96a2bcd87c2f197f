import { CheckCircle2, Clock, Info } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useNavigation,
} from "react-router";
import { Container } from "~/components/content/container";
import { useFormErrors } from "~/components/forms/use-message";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { resolveLocale } from "~/i18n/addresses";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { AppError } from "~/lib/errors";
import { formatDate } from "~/lib/format";
import { KEY_PAGE_REFERRER_POLICY } from "~/lib/key-pages";
import {
  holdReasonOf,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_SCORES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
} from "~/lib/reviews";
import { reviewSchema } from "~/lib/schemas/review";
import { pageTitle } from "~/lib/seo";
import { YES_NO } from "~/lib/vocabulary";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { noStore } from "~/server/no-store.server";
import { getReviewInvitation, submitReview } from "~/server/reviews/submit-review.server";
import type { Route } from "./+types/review.$token";

export const handle = { i18n: ["directory", "reviews"] } satisfies I18nHandle;

/** The token is in the address: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

/** The link is a key: never cached, never indexed, never sent on as a referrer to another site. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": KEY_PAGE_REFERRER_POLICY,
});

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Review your move") },
  { name: "robots", content: "noindex" },
];

const FIELDS = ["title", "content", ...REVIEW_SCORES, "wouldRecommend"] as const;
const SCORE_OPTIONS = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, index) => REVIEW_SCORE_MIN + index,
);

function notFound(): never {
  throw data(null, { status: 404 });
}

/** GET /review/:token: the form for the job the link names; 404 for a wrong or used link. */
export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await getReviewInvitation(params.token);
  if (!invitation) notFound();
  return { invitation };
}

/** POST: the review, published at once or held for staff; the answer says which. */
export async function action({ request, params }: Route.ActionArgs) {
  const submission = await parseSubmission(request, reviewSchema, { keepValues: FIELDS });
  if (!submission.ok) return submission.failure;
  try {
    return formSuccess(await submitReview(params.token, submission.data, { authorLanguage: resolveLocale(request) }));
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    return failureFromError(error);
  }
}

/**
 * A review sent uses its link up, so reloading the loader would answer 404 and hide the answer:
 * after a successful submission the page keeps what it has.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult?.ok ? false : defaultShouldRevalidate;

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  const result = useActionData<typeof action>();
  const { t, i18n } = useTranslation("reviews");
  const { t: td } = useTranslation("directory");
  const errors = useFormErrors(result);
  const sending = useNavigation().state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const values = failed?.values ?? {};
  const company = invitation.companyName;
  // What the customer has typed, so the form can say before sending that staff will read it first.
  const [draft, setDraft] = useState({ title: values.title ?? "", content: values.content ?? "" });
  const heldReason = holdReasonOf(`${draft.title}\n${draft.content}`);
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);

  if (result?.ok) {
    const done = result.data;
    const companyPage = companyPath(done.companySlug);
    return (
      <Container className="max-w-2xl py-12">
        <div role="status" className="rounded-(--radius-card) border border-border bg-white p-6 shadow-card">
          {done.status === "published" ? (
            <>
              <h1 className="flex items-center gap-2 font-bold text-2xl text-success">
                <CheckCircle2 aria-hidden="true" className="size-7" />
                {t("done.publishedTitle")}
              </h1>
              <p className="mt-3 text-muted-foreground">{t("done.publishedBody", { company })}</p>
              <Button asChild className="mt-5">
                <Link to={companyPage}>{t("done.viewCompany", { company })}</Link>
              </Button>
            </>
          ) : (
            <>
              <h1 className="flex items-center gap-2 font-bold text-2xl text-brand-950">
                <Clock aria-hidden="true" className="size-7 text-brand-600" />
                {t("done.heldTitle")}
              </h1>
              <p className="mt-3 text-muted-foreground">
                {t("done.heldBody", { reason: t(`heldReasons.${done.heldReason}`) })}
              </p>
            </>
          )}
        </div>
      </Container>
    );
  }

  return (
    <Container className="max-w-2xl py-12">
      <h1 className="text-balance font-bold text-3xl text-brand-950 tracking-tight">{t("form.title", { company })}</h1>
      <p className="mt-2 text-muted-foreground">
        {invitation.toTown
          ? t("form.intro", {
              from: invitation.fromTown,
              to: invitation.toTown,
              date: formatDate(invitation.movingDay, i18n.language),
            })
          : t("form.introFrom", { from: invitation.fromTown, date: formatDate(invitation.movingDay, i18n.language) })}
      </p>
      <section aria-labelledby="what-happens" className="mt-6 rounded-md bg-brand-50 p-4 text-brand-900 text-sm">
        <h2 id="what-happens" className="font-semibold">
          {t("form.whatHappensTitle")}
        </h2>
        <p className="mt-1">{t("form.whatHappens", { company })}</p>
      </section>

      <Form method="post" noValidate className="mt-8 grid gap-6">
        {failed ? (
          <div
            ref={summary}
            tabIndex={-1}
            role="alert"
            className="rounded-md border border-destructive/40 bg-red-50 p-4 font-semibold text-destructive"
          >
            {errors.summary}
          </div>
        ) : null}
        <FormField
          id="review-title"
          label={t("form.titleLabel")}
          description={t("form.titleHint")}
          error={errors.field("title")}
        >
          <Input
            name="title"
            required
            maxLength={REVIEW_TITLE_MAX}
            defaultValue={values.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
        </FormField>
        <FormField
          id="review-content"
          label={t("form.textLabel")}
          description={t("form.textHint", { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          error={errors.field("content")}
        >
          <Textarea
            name="content"
            rows={7}
            required
            maxLength={REVIEW_TEXT_MAX}
            defaultValue={values.content}
            onChange={(event) => setDraft({ ...draft, content: event.target.value })}
          />
        </FormField>
        <div role="status" aria-live="polite">
          {heldReason ? (
            <p className="flex items-start gap-2 rounded-md bg-brand-50 p-3 text-brand-900 text-sm">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t("form.heldNotice", { reason: t(`heldReasons.${heldReason}`) })}
            </p>
          ) : null}
        </div>

        <fieldset className="grid gap-4">
          <legend className="font-semibold">{t("form.scoresLegend")}</legend>
          <p className="text-muted-foreground text-sm">{t("form.scoresHint")}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {REVIEW_SCORES.map((name) => (
              <FormField key={name} id={`review-${name}`} label={td(`company.${name}`)} error={errors.field(name)}>
                <NativeSelect name={name} required defaultValue={values[name] ?? ""}>
                  <option value="" disabled>
                    {t("form.chooseScore")}
                  </option>
                  {SCORE_OPTIONS.map((score) => (
                    <option key={score} value={score}>
                      {score}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            ))}
          </div>
        </fieldset>

        <fieldset
          className="grid gap-2"
          aria-describedby={errors.field("wouldRecommend") ? "review-recommend-error" : undefined}
        >
          <legend className="font-semibold">{t("form.recommendLegend", { company })}</legend>
          <div className="flex gap-6">
            {YES_NO.map((answer) => (
              <label key={answer} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="wouldRecommend"
                  value={answer}
                  required
                  defaultChecked={values.wouldRecommend === answer}
                  className="size-4 accent-brand-600"
                />
                {t(`form.${answer}`)}
              </label>
            ))}
          </div>
          {errors.field("wouldRecommend") ? (
            <p id="review-recommend-error" className="font-medium text-destructive text-sm">
              {errors.field("wouldRecommend")}
            </p>
          ) : null}
        </fieldset>

        <div>
          <Button type="submit" variant="accent" size="lg" disabled={sending}>
            {sending ? t("form.submitting") : t("form.submit")}
          </Button>
        </div>
      </Form>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("reviews");
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <Container className="max-w-2xl py-16">
      <title>{pageTitle(t("notFound.title"))}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-bold text-3xl text-brand-950">{t("notFound.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("notFound.body")}</p>
    </Container>
  );
}
