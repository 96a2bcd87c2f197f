import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { type Column, DataTable } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { useFormErrors } from "~/components/forms/use-message";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { REPLY_WITHIN_HOURS } from "~/lib/constants";
import { formatLondonDate } from "~/lib/format";
import { MAX_CONTACT_MESSAGE } from "~/lib/schemas/contact";
import { pageParam } from "~/lib/schemas/list-params";
import { MAX_SUPPORT_SUBJECT, supportMessageSchema } from "~/lib/schemas/support-message";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import {
  listSupportMessages,
  type SupportMessageRow,
  sendSupportMessage,
} from "~/server/contacts/support-messages.server";
import { failureFromError, formSuccess, parseSubmission, passOnHeaders, rateLimited } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { consumeRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Support") },
  { name: "robots", content: "noindex" },
];

/** A refusal's Retry-After reaches the browser. */
export const headers = passOnHeaders();

/** GET /partner/admin/support?page: the form, and the company's earlier messages with their status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const page = pageParam.parse(new URL(request.url).searchParams.get("page") ?? undefined);
  return {
    replyTo: partner.user.email,
    list: await listSupportMessages(scopeOf(partner), { page }),
    metaTitle: requestT(request, "backOffice")("support.title"),
  };
}

/** POST `subject`, `message`: a message to the MoveMatch team, stored for staff with the company. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  const submission = await parseSubmission(request, supportMessageSchema, { keepValues: ["subject", "message"] });
  if (!submission.ok) return submission.failure;
  const limit = await consumeRateLimit(RATE_LIMITS.partnerSupportUser, partner.user.id);
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds, { key: "backOffice:support.tooMany" });
  try {
    return formSuccess(await sendSupportMessage(scopeOf(partner), { author: partner.user, message: submission.data }));
  } catch (error) {
    return failureFromError(error);
  }
}

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("backOffice");
  const result = useActionData<typeof action>();
  const errors = useFormErrors(result);
  const sending = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);
  const { rows, ...paging } = loaderData.list;
  const columns: Column<SupportMessageRow>[] = [
    { header: t("support.columns.sent"), cell: (row) => formatLondonDate(row.createdAt, i18n.language) },
    {
      header: t("support.columns.subject"),
      cell: (row) => (
        <details>
          <summary className="cursor-pointer font-medium">{row.subject}</summary>
          <p className="mt-2 whitespace-pre-wrap text-muted-foreground">{row.message}</p>
        </details>
      ),
    },
    { header: t("support.columns.from"), cell: (row) => row.author },
    {
      header: t("support.columns.status"),
      cell: (row) => <StatusBadge tone={toneOf(row.status)}>{t(`support.statuses.${row.status}`)}</StatusBadge>,
    },
  ];

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <div>
        <ScreenHeading>{t("support.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          {t("support.intro", { email: loaderData.replyTo, hours: REPLY_WITHIN_HOURS })}
        </p>
      </div>
      <section
        aria-labelledby="support-form-heading"
        className="grid gap-4 rounded-lg border border-border bg-background p-5"
      >
        <h2 id="support-form-heading" className="font-semibold text-lg">
          {t("support.formTitle")}
        </h2>
        {result?.ok ? (
          <p role="status" className="flex items-center gap-2 font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="size-5" />
            {t("support.sent")}
          </p>
        ) : null}
        {errors.summary ? (
          <p ref={summary} tabIndex={-1} role="alert" className="font-medium text-destructive">
            {errors.summary}
          </p>
        ) : null}
        {/* A new form after each message sent, so its fields start empty. */}
        <Form key={result?.ok ? result.data.id : "new"} method="post" noValidate className="grid gap-4">
          <FormField id="support-subject" label={t("support.subject")} error={errors.field("subject")}>
            <Input name="subject" required maxLength={MAX_SUPPORT_SUBJECT} defaultValue={failed?.values?.subject} />
          </FormField>
          <FormField
            id="support-message"
            label={t("support.message")}
            description={t("support.messageHint", { max: MAX_CONTACT_MESSAGE })}
            error={errors.field("message")}
          >
            <Textarea name="message" rows={6} required defaultValue={failed?.values?.message} />
          </FormField>
          <div>
            <Button type="submit" disabled={sending}>
              {sending ? t("support.sending") : t("support.send")}
            </Button>
          </div>
        </Form>
      </section>
      <div className="grid gap-3">
        <h2 className="font-semibold text-lg">{t("support.earlier")}</h2>
        <DataTable
          label={t("support.earlier")}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          paging={paging}
          emptyText={t("support.empty")}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
