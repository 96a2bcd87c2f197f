import { CheckCircle2 } from "lucide-react";
import { href } from "react-router";
import { CompanyRating } from "~/components/company/rating-badge";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { LEAD_OPEN_DAYS } from "~/lib/lead-rules";
import type { MatchedCompanySummary } from "~/lib/schemas/quote-request";

/** The sent request, as the last step confirms it. */
export type Submitted = { reference: string; companies: MatchedCompanySummary[]; email: string };

export function Confirmation({ submitted }: { submitted: Submitted }) {
  const { t } = useTranslation("quote");
  return (
    <div className="grid gap-5">
      <p className="flex items-center gap-2 font-semibold text-lg text-success">
        <CheckCircle2 aria-hidden="true" className="size-6" />
        {t("done.title")}
      </p>
      <p>{t("done.emailSent", { email: submitted.email, reference: submitted.reference })}</p>
      {submitted.companies.length > 0 ? (
        <>
          <p className="font-medium">{t("done.sent", { count: submitted.companies.length })}</p>
          <p className="text-muted-foreground">{t("done.next")}</p>
          <p className="text-muted-foreground">{t("done.page")}</p>
          <h3 className="font-semibold text-brand-950">{t("done.matched")}</h3>
          <ul className="grid gap-3">
            {submitted.companies.map((company) => (
              <li
                key={company.slug}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4"
              >
                <div>
                  <Link to={companyPath(company.slug)} className="font-semibold text-brand-800 hover:underline">
                    {company.name}
                  </Link>
                  <p className="text-muted-foreground text-sm">{company.town}</p>
                </div>
                <CompanyRating rating={company.rating} reviewCount={company.reviewCount} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-muted-foreground">{t("done.none", { count: LEAD_OPEN_DAYS })}</p>
      )}
      <Button asChild variant="outline" className="w-fit">
        <Link to={href("/quote")} reloadDocument>
          {t("done.another")}
        </Link>
      </Button>
    </div>
  );
}
