import { Link } from "react-router";
import { type Column, DataTable } from "~/components/data-table/data-table";
import { StatusBadge, toneOf } from "~/components/data-table/status";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { LeadTitleText, MoveDateText } from "~/components/leads/lead-text";
import { PartnerRouteError } from "~/components/partner/route-error";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { formatDate, formatPounds } from "~/lib/format";
import { leadDetailPath, PARTNER_FIND_WORK_PATH } from "~/lib/lead-rules";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { type BiddingItem, listBidding } from "~/server/quotes/company-quotes.server";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Bidding") },
  { name: "robots", content: "noindex" },
];

/** /partner/admin/quotes (Bidding): the company's quotes awaiting the customer's decision. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    items: await listBidding(scopeOf(context.get(partnerContext))),
    metaTitle: requestT(request, "leads")("bidding.metaTitle"),
  };
}

export default function PartnerBiddingPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("leads");
  const locale = i18n.language;
  const columns: Column<BiddingItem>[] = [
    {
      header: t("bidding.columns.move"),
      cell: ({ card }) => (
        <Link
          to={leadDetailPath(card)}
          aria-label={t("bidding.open", { town: card.from.town })}
          className="font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <LeadTitleText card={card} />
        </Link>
      ),
    },
    { header: t("bidding.columns.date"), cell: ({ card }) => <MoveDateText date={card.date} /> },
    {
      header: t("bidding.columns.quote"),
      cell: ({ quote }) => (
        <span className="grid">
          <span className="font-medium tabular-nums">{formatPounds(quote.amountPence, locale)}</span>
          <span className="text-muted-foreground text-xs">{t("bidding.version", { version: quote.version })}</span>
        </span>
      ),
    },
    {
      header: t("bidding.columns.validUntil"),
      cell: ({ quote }) => (quote.validUntil ? formatDate(quote.validUntil, locale) : t("detail.notGiven")),
    },
    {
      header: t("bidding.columns.status"),
      cell: ({ quote, givenForEarlierDate }) => (
        <span className="flex flex-wrap gap-1">
          <StatusBadge tone={toneOf(quote.status)}>{t(`quoteForm.status.${quote.status}`)}</StatusBadge>
          {givenForEarlierDate ? <StatusBadge tone="warning">{t("bidding.earlierDate")}</StatusBadge> : null}
        </span>
      ),
    },
  ];

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6">
      <div>
        <ScreenHeading>{t("bidding.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("bidding.intro")}</p>
      </div>
      <DataTable
        label={t("bidding.title")}
        columns={columns}
        rows={loaderData.items}
        rowKey={(item) => item.quote.id}
        emptyText={t("bidding.empty")}
      />
      {loaderData.items.length === 0 ? (
        <Link to={PARTNER_FIND_WORK_PATH} className="w-fit font-medium text-brand-700 underline underline-offset-4">
          {t("bidding.findWork")}
        </Link>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
