import { CompanyRating } from "~/components/company/rating-badge";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Badge } from "~/components/ui/badge";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { companyPath } from "~/lib/directory";
import { formatDate } from "~/lib/format";
import type { RequestCompanyState } from "~/lib/request-company-states";
import type { CustomerRequestView } from "~/server/quote-requests/customer-request.server";

/** Spec colours: waiting yellow, under way blue, done green; no longer on it grey. The text says it too. */
const stateBadge = {
  quoted: "success",
  has_details: "info",
  looking: "info",
  invited: "warning",
  declined: "secondary",
  passed_on: "secondary",
  no_reply: "secondary",
} as const satisfies Record<RequestCompanyState, "success" | "info" | "warning" | "secondary">;

/**
 * Every company the request went to, each with one honest state (docs/product-rules.md §7.1):
 * those working on it first, those that declined or did not answer last and muted.
 */
export function RequestCompanies({
  companies,
  offers,
  openUntil,
}: {
  companies: CustomerRequestView["companies"];
  offers: CustomerRequestView["offers"];
  /** openToCompaniesUntil: null once companies can no longer find the request. */
  openUntil: string | null;
}) {
  const { t, i18n } = useTranslation("myRequest");
  const reach = [
    offers.sentTo > 0 ? t("companies.sentTo", { count: offers.sentTo }) : null,
    offers.foundThemselves > 0 ? t("companies.foundThemselves", { count: offers.foundThemselves }) : null,
    t("companies.places", { taken: offers.placesTaken, max: offers.places }),
  ];
  return (
    <section aria-labelledby="companies-heading" className="rounded-(--radius-card) border border-border bg-white p-5">
      <h2 id="companies-heading" className="font-bold text-brand-950 text-xl">
        {t("companies.title")}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t("companies.intro")}</p>
      {companies.length === 0 ? (
        <p className="mt-4">
          {openUntil
            ? t("companies.empty", { date: formatDate(openUntil, i18n.language) })
            : t("companies.emptyClosed")}
        </p>
      ) : (
        <>
          <p className="mt-3 font-medium text-sm">{reach.filter(Boolean).join(" ")}</p>
          <ul className="mt-3 divide-y divide-border">
            {companies.map((company) => (
              <li
                key={company.slug}
                data-state={company.state}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <div className="min-w-0">
                  <Link
                    to={companyPath(company.slug)}
                    className={cn(
                      "font-semibold underline-offset-4 hover:underline",
                      company.inactive ? "text-muted-foreground" : "text-brand-700",
                    )}
                  >
                    {company.name}
                  </Link>
                  <p className="flex items-center gap-1 text-muted-foreground text-sm">
                    <SpriteIcon name="map-pin" className="size-3.5" />
                    {company.town}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {company.inactive ? null : (
                    <CompanyRating rating={company.rating} reviewCount={company.reviewCount} />
                  )}
                  <span>
                    <span className="sr-only">{t("companies.stateLabel")}: </span>
                    <Badge variant={stateBadge[company.state]}>{t(`companies.states.${company.state}`)}</Badge>
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
