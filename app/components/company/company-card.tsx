import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { quoteUrl } from "~/components/quote-request/postcode-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { telHref } from "~/lib/format";
import type { CompanyService } from "~/lib/vocabulary";
import { CompanyLogo } from "./company-logo";
import { CompanyRating } from "./rating-badge";

export interface CompanyCardData {
  slug: string;
  name: string;
  isPartner: boolean;
  addressLine1: string;
  postcode: string;
  town: string;
  rating: number | null;
  reviewCount: number;
  services: CompanyService[];
  phone: string;
  email: string;
  logoPath: string | null;
}

/**
 * A directory listing. A partner's "Get Quote" starts the quote wizard naming the company (sent
 * to it first); a company that is not a partner never receives requests through us, so its card
 * says so and points to the wizard for the partners covering the area instead.
 */
export function CompanyCard({
  company,
  area,
}: {
  company: CompanyCardData;
  /** The place the listing is for ("Leeds"). */
  area: string;
}) {
  const { t } = useTranslation("directory");
  return (
    <article className="company-card">
      <CompanyLogo src={company.logoPath} name={company.name} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-brand-950 text-lg">
            <Link to={companyPath(company.slug)} className="hover:text-brand-700 hover:underline">
              {company.name}
            </Link>
          </h3>
          {company.isPartner ? <Badge variant="partner">{t("card.partner")}</Badge> : null}
        </div>
        <p className="company-card-address">
          <SpriteIcon name="map-pin" className="size-3.5 shrink-0" />
          {company.addressLine1}, {company.town} {company.postcode}
        </p>
        <div className="mt-2">
          <CompanyRating rating={company.rating} reviewCount={company.reviewCount} />
        </div>
        {company.services.length > 0 ? (
          <ul aria-label={t("card.services")} className="mt-3 flex flex-wrap gap-1.5">
            {company.services.slice(0, 3).map((service) => (
              <li key={service}>
                <Badge variant="secondary">{t(`services.${service}`)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="company-card-contacts">
          <a href={telHref(company.phone)}>
            <SpriteIcon name="phone" className="size-3.5" />
            {company.phone}
          </a>
          <a href={`mailto:${company.email}`} className="break-all">
            <SpriteIcon name="mail" className="size-3.5" />
            {company.email}
          </a>
        </div>
        {company.isPartner ? null : (
          <p className="mt-3 text-muted-foreground text-sm">
            {t("card.notPartner")}{" "}
            <Link to={quoteUrl({})} className="font-medium text-brand-700 underline underline-offset-2">
              {t("card.quotesFromPartners", { area })}
            </Link>
          </p>
        )}
      </div>
      <div className="company-card-actions">
        {company.isPartner ? (
          <Button asChild variant="accent">
            <Link to={quoteUrl({ company: company.slug })}>{t("card.getQuote")}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={companyPath(company.slug)}>{t("card.viewProfile")}</Link>
        </Button>
      </div>
    </article>
  );
}
