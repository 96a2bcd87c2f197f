import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { useMessage } from "~/components/forms/use-message";
import { useResultToast } from "~/components/forms/use-result-toast";
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
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import { STATUS_OVERRIDE_REASON_MAX } from "~/lib/constants";
import type { FormResult } from "~/lib/form-result";
import { formatLondonDate, formatPounds } from "~/lib/format";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import type { QuoteRequestChange } from "~/lib/schemas/staff-quote-request-change";
import { QUOTE_REQUEST_STATUSES, type QuoteRequestStatus } from "~/lib/vocabulary";
import type { RequestLeadLoop } from "~/server/leads/staff-leads.server";
import { useVocabulary } from "./vocabulary";

/**
 * The quote request detail's second half: what became of the request (its leads, the claims
 * and what they cost, the quotes, the job) and the staff actions on it, re-run matching and
 * offer the lead to a chosen partner, each confirmed first (partners are emailed at once), and
 * the status set by hand.
 */

type ChangeResult = FormResult<{ intent: QuoteRequestChange; offered?: number }>;

/** Both actions share one fetcher, so the detail toasts the outcome of either. */
const LEAD_ACTION_FETCHER = "quote-request-lead-action";
const STATUS_OVERRIDE_FETCHER = "quote-request-status";

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-semibold">{title}</h3>
      {empty === null ? children : <p className="text-muted-foreground text-sm">{empty}</p>}
    </section>
  );
}

/** "3 Mar 2026", or "3 Mar 2026 – 30 Mar 2026" for a flexible move booked over several days. */
function pickupDays(first: string, last: string): string {
  return first === last ? first : `${first} – ${last}`;
}

function Facts({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground">{children}</span>;
}

export function LeadLoopDetail({ record }: { record: RequestLeadLoop }) {
  const { t, i18n } = useTranslation(["admin", "backOffice"]);
  const label = useVocabulary();
  const locale = i18n.language;
  const date = (iso: string | null) => formatLondonDate(iso, locale);
  const money = (pence: number) => formatPounds(pence, locale);
  const { job } = record;
  return (
    <div className="mt-2 grid gap-4 text-sm">
      <Section title={t("leadLoop.leadsTitle")} empty={record.leads.length === 0 ? t("leadLoop.noLeads") : null}>
        <ul className="grid gap-2">
          {record.leads.map((lead) => (
            <li key={lead.id} className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{lead.companyName}</span>
                <StatusBadge tone={toneOf(lead.status)}>{label("leadStatus", lead.status)}</StatusBadge>
              </span>
              <Facts>
                <span>{t(`leadLoop.origins.${lead.origin}`, { rank: lead.matchRank ?? "" })}</span>
                <span>{t("leadLoop.offeredOn", { date: date(lead.offeredAt) })}</span>
                {lead.claimedAt ? <span>{t("leadLoop.claimedOn", { date: date(lead.claimedAt) })}</span> : null}
                <span>{t("leadLoop.leadPrice", { amount: money(lead.pricePence) })}</span>
              </Facts>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("leadLoop.claimsTitle")} empty={record.claims.length === 0 ? t("leadLoop.noClaims") : null}>
        <ul className="grid gap-2">
          {record.claims.map((claim) => (
            <li key={claim.leadId} className="grid gap-0.5">
              <span className="font-medium">{claim.companyName}</span>
              <Facts>
                <span>
                  {t("leadLoop.claimedOn", { date: date(claim.claimedAt) })}
                  {claim.claimedBy ? ` ${t("leadLoop.claimedBy", { name: claim.claimedBy })}` : null}
                </span>
                <span>{t("leadLoop.charged", { amount: money(claim.chargedPence) })}</span>
                {claim.credited ? <span>{t("leadLoop.credited")}</span> : null}
              </Facts>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("leadLoop.quotesTitle")} empty={record.quotes.length === 0 ? t("leadLoop.noQuotes") : null}>
        <ul className="grid gap-2">
          {record.quotes.map((quote) => (
            <li key={quote.id} className="grid gap-0.5">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{quote.companyName}</span>
                <span className="font-semibold tabular-nums">{money(quote.amountPence)}</span>
                <StatusBadge tone={toneOf(quote.status)}>{label("quoteStatus", quote.status)}</StatusBadge>
              </span>
              <Facts>
                <span>{t("leadLoop.version", { version: quote.version })}</span>
                {quote.validUntil ? <span>{t("leadLoop.validUntil", { date: date(quote.validUntil) })}</span> : null}
              </Facts>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={t("leadLoop.jobTitle")} empty={job ? null : t("leadLoop.noJob")}>
        {job ? (
          <div className="grid gap-0.5">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium font-mono">{job.reference}</span>
              <span className="font-medium">{job.companyName}</span>
              <span className="font-semibold tabular-nums">{money(job.pricePence)}</span>
              <StatusBadge tone={toneOf(job.status)}>{t(`backOffice:myWork.statuses.${job.status}`)}</StatusBadge>
            </span>
            <Facts>
              <span>{t("leadLoop.pickup", { window: pickupDays(date(job.pickupFrom), date(job.pickupTo)) })}</span>
            </Facts>
          </div>
        ) : null}
      </Section>
    </div>
  );
}

/** A button that asks first, then posts `fields` to the request's route. */
function ConfirmedChange({
  action,
  fields,
  trigger,
  title,
  description,
  disabled = false,
}: {
  action: string;
  fields: Record<string, string>;
  trigger: string;
  title: string;
  description: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ChangeResult>({ key: LEAD_ACTION_FETCHER });
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" disabled={disabled || busy}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t("leadLoop.cancel")}
          </Button>
          <Button
            type="button"
            disabled={busy}
            onClick={() => {
              void fetcher.submit(fields, { method: "post", action });
              setOpen(false);
            }}
          >
            {t("leadLoop.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** `autoFocus`: moves focus (and the dialog's scroll) to the actions once they are shown. */
export function StaffLeadActions({
  id,
  record,
  autoFocus = false,
}: {
  id: string;
  record: RequestLeadLoop;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation("admin");
  const action = href("/admin/quote-requests/:id", { id });
  const selectId = useId();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (autoFocus) sectionRef.current?.focus();
  }, [autoFocus]);
  const [companyId, setCompanyId] = useState("");
  useResultToast(useFetcher<ChangeResult>({ key: LEAD_ACTION_FETCHER }), {
    success: ({ intent, offered = 0 }) => {
      if (intent === "offerLeadToPartner") return t("leadLoop.offerDone");
      return offered === 0 ? t("leadLoop.rerunNone") : t("leadLoop.rerunDone", { count: offered });
    },
    failure: t("leadLoop.failed"),
  });
  const chosen = record.partnersToOffer.find((partner) => partner.id === companyId);

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="mt-2 grid scroll-mt-4 gap-3 rounded-lg border border-border p-4 text-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <h3 id={headingId} className="font-semibold">
        {t("leadLoop.actionsTitle")}
      </h3>
      {record.open ? (
        <>
          <div className="grid justify-items-start gap-2">
            <p className="text-muted-foreground">
              {record.canRematch ? t("leadLoop.rerunHint") : t("leadLoop.rerunHeld")}
            </p>
            <ConfirmedChange
              action={action}
              fields={{ intent: "rerunMatching" }}
              trigger={t("leadLoop.rerun")}
              title={t("leadLoop.rerunConfirmTitle")}
              description={t("leadLoop.rerunConfirm")}
              disabled={!record.canRematch}
            />
          </div>
          {record.partnersToOffer.length === 0 ? (
            <p className="text-muted-foreground">{t("leadLoop.noPartners")}</p>
          ) : (
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid min-w-56 flex-1 gap-1.5">
                <Label htmlFor={selectId}>{t("leadLoop.partner")}</Label>
                <NativeSelect id={selectId} value={companyId} onChange={(event) => setCompanyId(event.target.value)}>
                  <NativeSelectOption value="">{t("leadLoop.choosePartner")}</NativeSelectOption>
                  {record.partnersToOffer.map((partner) => (
                    <NativeSelectOption key={partner.id} value={partner.id}>
                      {partner.distanceMiles === null
                        ? t("leadLoop.partnerOption", { name: partner.name, town: partner.town })
                        : t("leadLoop.partnerOptionDistance", {
                            name: partner.name,
                            town: partner.town,
                            miles: partner.distanceMiles,
                          })}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              </div>
              <ConfirmedChange
                action={action}
                fields={{ intent: "offerLeadToPartner", companyId }}
                trigger={t("leadLoop.offer")}
                title={t("leadLoop.offerConfirmTitle", { name: chosen?.name ?? "" })}
                description={t("leadLoop.offerConfirm", { name: chosen?.name ?? "", days: LEAD_OPEN_DAYS })}
                disabled={!chosen}
              />
            </div>
          )}
        </>
      ) : (
        <p className="text-muted-foreground">{t("leadLoop.closed")}</p>
      )}
    </section>
  );
}

/**
 * Says how a status set by hand went. It lives with what stays on screen (the list, or the
 * request's page), not in the preview dialog: a list filtered by the old status drops the row,
 * and its dialog with it, as soon as the change is saved.
 */
export function useStatusOverrideToast() {
  const { t } = useTranslation("admin");
  useResultToast(useFetcher<ChangeResult>({ key: STATUS_OVERRIDE_FETCHER }), {
    success: () => t("quoteRequests.updated"),
    failure: t("quoteRequests.updateFailed"),
  });
}

/**
 * Staff set the request's status by hand, saying why (the reason is audited with the change).
 * The lead loop sets it by itself (product-rules §13.3); this is for what it cannot know.
 */
export function StatusOverride({ id, status }: { id: string; status: QuoteRequestStatus }) {
  const { t } = useTranslation("admin");
  const translate = useMessage();
  const label = useVocabulary();
  const selectId = useId();
  const reasonId = useId();
  const headingId = useId();
  const fetcher = useFetcher<ChangeResult>({ key: STATUS_OVERRIDE_FETCHER });
  const reasonError = fetcher.data && !fetcher.data.ok ? translate(fetcher.data.fieldErrors.reason) : undefined;
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-border p-4 text-sm">
      <h3 id={headingId} className="font-semibold">
        {t("statusOverride.title")}
      </h3>
      <p className="text-muted-foreground">{t("statusOverride.hint")}</p>
      <fetcher.Form method="post" action={href("/admin/quote-requests/:id", { id })} className="grid gap-3">
        <input type="hidden" name="intent" value="status" />
        <div className="grid max-w-xs gap-1.5">
          <Label htmlFor={selectId}>{t("fields.status")}</Label>
          <NativeSelect id={selectId} name="status" defaultValue={status} key={status}>
            {QUOTE_REQUEST_STATUSES.map((option) => (
              <NativeSelectOption key={option} value={option}>
                {label("quoteRequestStatus", option)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <FormField id={reasonId} label={t("statusOverride.reason")} error={reasonError}>
          <Textarea name="reason" required maxLength={STATUS_OVERRIDE_REASON_MAX} rows={2} />
        </FormField>
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
            {t("statusOverride.submit")}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}
