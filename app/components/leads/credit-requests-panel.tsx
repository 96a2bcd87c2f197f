import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useFetcherResult } from "~/components/forms/use-fetcher-result";
import { useFormErrors } from "~/components/forms/use-message";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import { CREDIT_DETAILS_MAX, LEAD_CREDIT_REQUEST_DAYS } from "~/lib/billing";
import type { FormResult } from "~/lib/form-result";
import { formatDate } from "~/lib/format";
import { CREDIT_REASONS, STATUS_TONE } from "~/lib/vocabulary";
import type { LeadCreditRequests } from "~/server/billing/credit-requests.server";

/**
 * A claimed lead's credit requests: each with its state (and staff's reason for a rejection),
 * and, within LEAD_CREDIT_REQUEST_DAYS of the claim, a form to ask for one.
 */
export function CreditRequestsPanel({ credits, credited }: { credits: LeadCreditRequests; credited: boolean }) {
  const { t, i18n } = useTranslation("backOffice");
  const locale = i18n.language;
  const deadline = formatDate(credits.openUntil, locale);
  return (
    <section
      aria-labelledby="credit-requests-title"
      className="grid gap-3 rounded-lg border border-border bg-background p-5"
    >
      <h2 id="credit-requests-title" className="font-semibold text-lg">
        {t("credits.title")}
      </h2>
      {credits.requests.length > 0 ? (
        <ul className="grid gap-2">
          {credits.requests.map((request) => (
            <li key={request.id} className="grid gap-1 rounded-md bg-muted p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <Badge variant={STATUS_TONE[request.status] ?? "secondary"}>
                  {t(`credits.statuses.${request.status}`)}
                </Badge>
                <span className="font-medium">{t(`credits.reasons.${request.reason}`)}</span>
                <span className="text-muted-foreground">
                  {t("credits.askedOn", { date: formatDate(request.createdAt, locale) })}
                </span>
              </p>
              {request.details ? <p className="whitespace-pre-wrap">{request.details}</p> : null}
              {request.rejectionReason ? (
                <p>{t("credits.rejectedBecause", { reason: request.rejectionReason })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {credits.canRequest ? (
        <>
          <p className="text-muted-foreground text-sm">
            {t("credits.canAsk", { days: LEAD_CREDIT_REQUEST_DAYS, date: deadline })}
          </p>
          <RequestCreditDialog />
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          {credited
            ? t("credits.alreadyCredited")
            : credits.requests.some((request) => request.status === "open")
              ? t("credits.waiting")
              : t("credits.tooLate", { days: LEAD_CREDIT_REQUEST_DAYS, date: deadline })}
        </p>
      )}
    </section>
  );
}

function RequestCreditDialog() {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher<FormResult<unknown>>();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const detailsId = useId();
  const errors = useFormErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (result.ok) setOpen(false);
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-fit">
          {t("credits.ask")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("credits.askTitle")}</DialogTitle>
          <DialogDescription>{t("credits.askBody")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="credit" />
          <FormField id={reasonId} label={t("credits.reason")} error={errors.field("reason")}>
            <NativeSelect name="reason" required defaultValue="">
              <NativeSelectOption value="" disabled>
                {t("credits.chooseReason")}
              </NativeSelectOption>
              {CREDIT_REASONS.map((reason) => (
                <NativeSelectOption key={reason} value={reason}>
                  {t(`credits.reasons.${reason}`)}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={detailsId} label={t("credits.details")} error={errors.field("details")}>
            <Textarea name="details" maxLength={CREDIT_DETAILS_MAX} rows={3} />
          </FormField>
          {errors.summary ? (
            <p role="alert" className="font-medium text-destructive text-sm">
              {errors.summary}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("credits.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("credits.sending") : t("credits.send")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
