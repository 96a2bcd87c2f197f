import { useState } from "react";
import { useFetcher } from "react-router";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { useFormErrors } from "~/components/forms/use-message";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate, formatPounds } from "~/lib/format";
import { MAX_CANCELLATION_TERMS, MAX_DEPOSIT_TERMS, MAX_QUOTE_MESSAGE } from "~/lib/schemas/company-quote";
import { QUOTE_INCLUSIONS, QUOTE_VAT, type QuoteInclusion } from "~/lib/vocabulary";
import type { LeadDetailData, leadDetailAction } from "~/routes/partner/lead-detail.server";
import type { LeadDetail } from "~/server/leads/lead-detail.server";
import type { CompanyQuoteView, QuoteVersionView } from "~/server/quotes/company-quotes.server";

/** Lead outcomes after which the quote can no longer change. */
const FINAL_LEAD_STATUSES = ["won", "lost", "expired"] as const;
type Outcome = (typeof FINAL_LEAD_STATUSES)[number];
const isOutcome = (status: string | null): status is Outcome =>
  FINAL_LEAD_STATUSES.some((outcome) => outcome === status);

/**
 * The quote on a claimed lead: the form to send it, or to revise it until the customer decides
 * (every earlier version listed), and once the customer has decided, the outcome, read-only.
 */
export function QuotePanel({ detail, quoteDates }: { detail: LeadDetail; quoteDates: LeadDetailData["quoteDates"] }) {
  const { t } = useTranslation("leads");
  const { quote } = detail;
  const leadStatus = detail.card.leadStatus;
  const decided = isOutcome(leadStatus) || (quote !== null && !["sent", "expired"].includes(quote.status));
  const earlier = quote?.versions.filter((version) => version.version !== quote.version) ?? [];

  return (
    <section aria-labelledby="quote-title" className="grid gap-4 rounded-lg border border-border bg-background p-5">
      <div>
        <h2 id="quote-title" className="font-semibold text-lg">
          {t("quoteForm.title")}
        </h2>
        {decided ? null : <p className="mt-1 text-muted-foreground text-sm">{t("quoteForm.intro")}</p>}
      </div>
      {isOutcome(leadStatus) ? (
        <p className="rounded-md bg-muted p-3 font-medium text-sm">{t(`quoteForm.outcome.${leadStatus}`)}</p>
      ) : null}
      {quote ? <CurrentQuote quote={quote} /> : null}
      {decided ? null : <QuoteForm quote={quote} quoteDates={quoteDates} />}
      {earlier.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="font-medium text-sm">{t("quoteForm.earlierVersions")}</h3>
          <ol className="grid gap-2">
            {earlier.map((version) => (
              <li key={version.version} className="rounded-md border border-border p-3 text-sm">
                <p className="font-medium">{t("quoteForm.version", { version: version.version })}</p>
                <QuoteTerms version={version} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

function CurrentQuote({ quote }: { quote: CompanyQuoteView }) {
  const { t } = useTranslation("leads");
  return (
    <div className="grid gap-2 rounded-md border border-border p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("quoteForm.current", { version: quote.version })}</span>
        <StatusBadge tone={toneOf(quote.status)}>{t(`quoteForm.status.${quote.status}`)}</StatusBadge>
      </p>
      <QuoteTerms version={quote} />
      {quote.status === "expired" ? <p className="text-sm">{t("quoteForm.expiredQuote")}</p> : null}
      {quote.givenForEarlierDate ? <p className="font-medium text-sm">{t("quoteForm.earlierDate")}</p> : null}
    </div>
  );
}

/** A version's terms: price, inclusions, cover, validity, when it was sent and its message. */
function QuoteTerms({ version }: { version: QuoteVersionView }) {
  const { t, i18n } = useTranslation("leads");
  const locale = i18n.language;
  const included = version.inclusions.map((inclusion) => t(`quoteForm.inclusions.${inclusion}`));
  return (
    <div className="grid gap-1 text-sm">
      <p className="font-bold text-xl tabular-nums">{formatPounds(version.amountPence, locale)}</p>
      <p>{included.length > 0 ? included.join(", ") : t("quoteForm.nothingExtra")}</p>
      {version.insuranceCoverPence !== null ? (
        <p>{t("quoteForm.cover", { amount: formatPounds(version.insuranceCoverPence, locale) })}</p>
      ) : null}
      <p className="text-muted-foreground">
        {t("quoteForm.validUntilValue", { date: formatDate(version.validUntil, locale) })} ·{" "}
        {t("quoteForm.sentOn", { date: formatDate(version.sentAt, locale) })}
      </p>
      {version.vat ? <p>{t(`quoteForm.vatOptions.${version.vat}`)}</p> : null}
      {version.depositTerms ? (
        <p className="whitespace-pre-line">
          {t("quoteForm.depositLabel")}{" "}
          <UserText as="span" language={version.writtenLanguage}>
            {version.depositTerms}
          </UserText>
        </p>
      ) : null}
      {version.cancellationTerms ? (
        <p className="whitespace-pre-line">
          {t("quoteForm.cancellationLabel")}{" "}
          <UserText as="span" language={version.writtenLanguage}>
            {version.cancellationTerms}
          </UserText>
        </p>
      ) : null}
      {version.message ? (
        <UserText language={version.writtenLanguage} className="whitespace-pre-line">
          {version.message}
        </UserText>
      ) : null}
    </div>
  );
}

/** Pence as the price field shows it: "450" or "450.50". */
function poundsField(pence: number | null | undefined): string {
  if (pence == null) return "";
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}

function QuoteForm({
  quote,
  quoteDates,
}: {
  quote: CompanyQuoteView | null;
  quoteDates: LeadDetailData["quoteDates"];
}) {
  const { t } = useTranslation("leads");
  const fetcher = useFetcher<typeof leadDetailAction>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = useFormErrors(result);
  const busy = fetcher.state !== "idle";
  const [insured, setInsured] = useState(quote?.inclusions.includes("insurance") ?? false);
  const sent = result?.ok && "quote" in result.data;
  // A quote still valid keeps its date when revised; a new or expired one starts at the default.
  const validUntil =
    quote && quote.status === "sent" && quote.validUntil >= quoteDates.today
      ? quote.validUntil
      : quoteDates.defaultValidUntil;

  return (
    // Re-mounted per version, so the fields show the terms just sent.
    <fetcher.Form method="post" key={quote?.version ?? 0} className="grid gap-4" noValidate>
      {errors.summary ? (
        <p role="alert" className="font-medium text-destructive text-sm">
          {errors.summary}
        </p>
      ) : null}
      <FormField label={t("quoteForm.price")} description={t("quoteForm.priceHint")} error={errors.field("price")}>
        <Input
          name="price"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={poundsField(quote?.amountPence)}
          className="max-w-48"
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.field("vat") ? "vat-error" : undefined}>
        <legend className="mb-2 font-medium text-sm">{t("quoteForm.vat")}</legend>
        {QUOTE_VAT.map((vat) => (
          <div key={vat} className="flex items-center gap-2">
            <input
              type="radio"
              id={`vat-${vat}`}
              name="vat"
              value={vat}
              defaultChecked={quote?.vat === vat}
              className="size-4 accent-brand-600"
            />
            <Label htmlFor={`vat-${vat}`} className="font-normal">
              {t(`quoteForm.vatOptions.${vat}`)}
            </Label>
          </div>
        ))}
        {errors.field("vat") ? (
          <p id="vat-error" className="font-medium text-destructive text-sm">
            {errors.field("vat")}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2" aria-describedby={errors.field("inclusions") ? "inclusions-error" : undefined}>
        <legend className="mb-2 font-medium text-sm">{t("quoteForm.included")}</legend>
        {QUOTE_INCLUSIONS.map((inclusion) => (
          <InclusionBox
            key={inclusion}
            inclusion={inclusion}
            defaultChecked={quote?.inclusions.includes(inclusion) ?? false}
            onChange={inclusion === "insurance" ? setInsured : undefined}
          />
        ))}
        {errors.field("inclusions") ? (
          <p id="inclusions-error" className="font-medium text-destructive text-sm">
            {errors.field("inclusions")}
          </p>
        ) : null}
      </fieldset>
      {insured ? (
        <FormField label={t("quoteForm.insuranceCover")} error={errors.field("insuranceCover")}>
          <Input
            name="insuranceCover"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={poundsField(quote?.insuranceCoverPence)}
            className="max-w-48"
          />
        </FormField>
      ) : null}
      <FormField
        label={t("quoteForm.validUntil")}
        description={t("quoteForm.validUntilHint")}
        error={errors.field("validUntil")}
      >
        <Input
          name="validUntil"
          type="date"
          min={quoteDates.today}
          max={quoteDates.latest}
          defaultValue={validUntil}
          className="max-w-48"
        />
      </FormField>
      <FormField
        label={t("quoteForm.message")}
        description={t("quoteForm.messageHint", { maximum: MAX_QUOTE_MESSAGE })}
        error={errors.field("message")}
      >
        <Textarea name="message" rows={4} maxLength={MAX_QUOTE_MESSAGE} defaultValue={quote?.message ?? ""} />
      </FormField>
      <FormField
        label={t("quoteForm.depositTerms")}
        description={t("quoteForm.depositTermsHint")}
        error={errors.field("depositTerms")}
      >
        <Textarea name="depositTerms" rows={2} maxLength={MAX_DEPOSIT_TERMS} defaultValue={quote?.depositTerms ?? ""} />
      </FormField>
      <FormField
        label={t("quoteForm.cancellationTerms")}
        description={t("quoteForm.cancellationTermsHint")}
        error={errors.field("cancellationTerms")}
      >
        <Textarea
          name="cancellationTerms"
          rows={3}
          maxLength={MAX_CANCELLATION_TERMS}
          defaultValue={quote?.cancellationTerms ?? ""}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="quote" disabled={busy}>
          {busy ? t("quoteForm.sending") : quote ? t("quoteForm.revise") : t("quoteForm.send")}
        </Button>
        {sent ? (
          <p role="status" className="font-medium text-sm text-success">
            {t("quoteForm.sent")}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function InclusionBox({
  inclusion,
  defaultChecked,
  onChange,
}: {
  inclusion: QuoteInclusion;
  defaultChecked: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation("leads");
  const id = `inclusion-${inclusion}`;
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        name="inclusions"
        value={inclusion}
        defaultChecked={defaultChecked}
        onCheckedChange={(checked) => onChange?.(checked === true)}
      />
      <Label htmlFor={id} className="font-normal">
        {t(`quoteForm.inclusions.${inclusion}`)}
      </Label>
    </div>
  );
}
