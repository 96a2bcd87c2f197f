import { Check, Minus } from "lucide-react";
import { useFetcher, useLocation } from "react-router";
import { CompanyRating } from "~/components/company/rating-badge";
import { FormMessage } from "~/components/forms/form-message";
import { useFormErrors } from "~/components/forms/use-message";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog, ConfirmDialogFooter } from "~/components/ui/confirm-dialog";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { REPLY_WITHIN_HOURS } from "~/lib/constants";
import { companyPath } from "~/lib/directory";
import type { FormResult } from "~/lib/form-result";
import { formatDate, formatPounds } from "~/lib/format";
import { QUOTE_INCLUSIONS } from "~/lib/vocabulary";
import type { CustomerQuote } from "~/server/quote-requests/customer-request.server";
import { isOpenQuote, QUOTE_ORDERS, type QuoteOrder } from "./quote-order";

/**
 * Every quote side by side (stacked on a phone), in the order the customer picked. The order is
 * a link (`?sort=`), so it works before the page's script has loaded.
 */
export function QuotesSection({
  quotes,
  order,
  canAccept,
  closed,
}: {
  quotes: CustomerQuote[];
  order: QuoteOrder;
  canAccept: boolean;
  closed: boolean;
}) {
  const { t } = useTranslation("myRequest");
  return (
    <section aria-labelledby="quotes-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="quotes-heading" className="font-bold text-2xl text-brand-950">
            {t("quotes.title")}
          </h2>
          {quotes.length > 0 ? (
            <p className="text-muted-foreground text-sm">{t("quotes.count", { count: quotes.length })}</p>
          ) : null}
        </div>
        {quotes.length > 1 ? <OrderSwitch order={order} /> : null}
      </div>
      {quotes.length === 0 ? (
        <p className="mt-4 rounded-(--radius-card) border border-border border-dashed bg-white p-6 text-muted-foreground">
          {closed ? t("quotes.emptyClosed") : t("quotes.empty", { hours: REPLY_WITHIN_HOURS })}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {quotes.map((quote) => (
            <li key={quote.id} className="flex">
              <QuoteCard quote={quote} canAccept={canAccept && isOpenQuote(quote)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderSwitch({ order }: { order: QuoteOrder }) {
  const { t } = useTranslation("myRequest");
  const { search } = useLocation();
  const linkTo = (next: QuoteOrder) => {
    const params = new URLSearchParams(search);
    params.set("sort", next);
    return `?${params}`;
  };
  return (
    <nav aria-label={t("quotes.sortLabel")} className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className="text-muted-foreground">
        {t("quotes.sortLabel")}
      </span>
      <span className="inline-flex rounded-md border border-border bg-white p-0.5">
        {QUOTE_ORDERS.map((option) => (
          <Link
            key={option}
            to={linkTo(option)}
            replace
            preventScrollReset
            aria-current={option === order ? "true" : undefined}
            className={cn(
              "rounded px-3 py-1.5 font-medium",
              option === order ? "bg-brand-600 text-white" : "text-foreground hover:bg-muted",
            )}
          >
            {t(`quotes.sort.${option}`)}
          </Link>
        ))}
      </span>
    </nav>
  );
}

function QuoteCard({ quote, canAccept }: { quote: CustomerQuote; canAccept: boolean }) {
  const { t, i18n } = useTranslation("myRequest");
  const company = quote.company.name;
  const headingId = `quote-${quote.id}`;
  const faded = quote.expired || quote.status === "rejected";
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "flex w-full flex-col gap-4 rounded-(--radius-card) border bg-white p-5 shadow-card",
        quote.status === "accepted" ? "border-2 border-success" : "border-border",
        faded && "bg-muted/40",
      )}
    >
      <header className="grid gap-2">
        <h3 id={headingId} className="font-semibold text-lg leading-snug">
          <Link to={companyPath(quote.company.slug)} className="text-brand-800 underline-offset-4 hover:underline">
            {company}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <CompanyRating rating={quote.company.rating} reviewCount={quote.company.reviewCount} />
        </div>
        <QuoteBadges quote={quote} />
      </header>

      <div>
        <p className="text-muted-foreground text-sm">{t("quotes.price")}</p>
        <p
          className={cn(
            "font-bold text-3xl text-brand-950",
            faded && "text-muted-foreground",
            quote.expired && "line-through",
          )}
        >
          {formatPounds(quote.amountPence, i18n.language)}
        </p>
        <p className="mt-1 text-sm">
          {quote.validUntil
            ? t("quotes.validUntil", { date: formatDate(quote.validUntil, i18n.language) })
            : t("quotes.noExpiry")}
        </p>
      </div>

      <div>
        <h4 className="font-medium text-sm">{t("quotes.includes")}</h4>
        <ul className="mt-2 grid gap-1 text-sm">
          {QUOTE_INCLUSIONS.map((inclusion) => {
            const included = quote.inclusions.includes(inclusion);
            const Icon = included ? Check : Minus;
            return (
              <li key={inclusion} className={cn("flex items-center gap-2", !included && "text-muted-foreground")}>
                <Icon aria-hidden="true" className={cn("size-4 shrink-0", included && "text-success")} />
                <span>
                  {t(`quotes.inclusions.${inclusion}`)}
                  <span className="sr-only">: {included ? t("quotes.included") : t("quotes.notIncluded")}</span>
                </span>
              </li>
            );
          })}
        </ul>
        {quote.insuranceCoverPence ? (
          <p className="mt-2 text-sm">
            {t("quotes.insuranceCover", { amount: formatPounds(quote.insuranceCoverPence, i18n.language) })}
          </p>
        ) : null}
      </div>

      <QuoteTerms quote={quote} />

      {quote.message ? (
        <figure className="rounded-md bg-brand-50 p-3 text-sm">
          <figcaption className="font-medium">{t("quotes.message", { company })}</figcaption>
          <UserText as="blockquote" language={quote.writtenLanguage} className="mt-1 whitespace-pre-line break-words">
            {quote.message}
          </UserText>
        </figure>
      ) : null}

      {quote.expired ? <p className="text-sm">{t("quotes.expiredNote", { company })}</p> : null}
      {quote.givenForEarlierDate && !quote.expired ? (
        <p className="text-sm">{t("quotes.earlierDateNote", { company })}</p>
      ) : null}

      {canAccept ? (
        <div className="mt-auto pt-2">
          <AcceptQuote quote={quote} />
        </div>
      ) : null}
    </article>
  );
}

function QuoteBadges({ quote }: { quote: CustomerQuote }) {
  const { t } = useTranslation("myRequest");
  return (
    <div className="flex flex-wrap gap-2 empty:hidden">
      {quote.status === "accepted" ? <Badge variant="success">{t("quotes.accepted")}</Badge> : null}
      {quote.status === "rejected" ? <Badge variant="secondary">{t("quotes.notChosen")}</Badge> : null}
      {quote.expired && quote.status !== "rejected" ? <Badge variant="destructive">{t("quotes.expired")}</Badge> : null}
      {quote.givenForEarlierDate && quote.status === "sent" ? (
        <Badge variant="warning">{t("quotes.earlierDate")}</Badge>
      ) : null}
    </div>
  );
}

/** What the company says of VAT, and its deposit and cancellation terms as it wrote them. */
function QuoteTerms({ quote }: { quote: CustomerQuote }) {
  const { t } = useTranslation("myRequest");
  const company = quote.company.name;
  const terms = [
    ["depositTerms", quote.depositTerms],
    ["cancellationTerms", quote.cancellationTerms],
  ] as const;
  const given = terms.filter((term): term is [(typeof terms)[number][0], string] => Boolean(term[1]));
  return (
    <div className="grid gap-2 text-sm">
      {quote.vat ? <p className="font-medium">{t(`quotes.vat.${quote.vat}`, { company })}</p> : null}
      {given.length > 0 ? (
        <div>
          <h4 className="font-medium">{t("quotes.terms", { company })}</h4>
          <dl className="mt-1 grid gap-1">
            {given.map(([key, text]) => (
              <div key={key}>
                <dt className="text-muted-foreground">{t(`quotes.${key}`)}</dt>
                <UserText as="dd" language={quote.writtenLanguage} className="whitespace-pre-line break-words">
                  {text}
                </UserText>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <p className="text-muted-foreground">{t("quotes.noTerms", { company })}</p>
      )}
    </div>
  );
}

/**
 * Booking cannot be taken back from this page: the customer confirms the company and the price
 * first, told that they pay the company directly, and on what terms.
 */
function AcceptQuote({ quote }: { quote: CustomerQuote }) {
  const { t, i18n } = useTranslation("myRequest");
  const fetcher = useFetcher<FormResult<unknown>>();
  const errors = useFormErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  const company = quote.company.name;
  const price = formatPounds(quote.amountPence, i18n.language);
  return (
    <ConfirmDialog
      trigger={
        <>
          {t("quotes.accept")}
          <span className="sr-only">
            {" "}
            ({company}, {price})
          </span>
        </>
      }
      triggerProps={{ size: "lg", className: "w-full" }}
      title={t("accept.title", { company })}
      description={t("accept.body", { company, price })}
    >
      <div className="grid gap-3 text-sm">
        <p className="font-medium">{t("accept.payment", { company })}</p>
        <p>{t("accept.price", { price })}</p>
        <QuoteTerms quote={quote} />
      </div>
      {errors.summary ? <FormMessage tone="error">{errors.summary}</FormMessage> : null}
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="accept" />
        <input type="hidden" name="quoteId" value={quote.id} />
        <input type="hidden" name="version" value={quote.version} />
        <ConfirmDialogFooter keepLabel={t("accept.keep")}>
          <Button type="submit" disabled={busy}>
            {busy ? t("accept.confirming") : t("accept.confirm", { price })}
          </Button>
        </ConfirmDialogFooter>
      </fetcher.Form>
    </ConfirmDialog>
  );
}
