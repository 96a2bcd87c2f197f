import { Link } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { screenById } from "~/components/partner/back-office-screens";
import { PartnerRouteError } from "~/components/partner/route-error";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { formatPounds } from "~/lib/format";
import { LEAD_PRICES_PENCE, MOVE_SIZES } from "~/lib/lead-pricing";
import { DUPLICATE_CLAIM_BUSINESS_DAYS } from "~/lib/lead-rules";
import { pageTitle } from "~/lib/seo";
import { MOVE_TYPES } from "~/lib/vocabulary";
import { partnerContext } from "~/server/auth/middleware.server";
import { getLeadSettings } from "~/server/partners/company-preferences.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/profile.pricing";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Pricing") },
  { name: "robots", content: "noindex" },
];

/**
 * GET /partner/admin/profile/pricing: the one lead price table (app/lib/lead-pricing.ts, the
 * prices every claim charges), when a repeat customer's claim is credited, and the company's caps.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { leadCapPerDay, leadCapPerWeek } = await getLeadSettings(scopeOf(context.get(partnerContext)));
  return {
    caps: { perDay: leadCapPerDay, perWeek: leadCapPerWeek },
    metaTitle: requestT(request, "backOffice")("pricing.title"),
  };
}

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("backOffice");
  const { t: tLeads } = useTranslation("leads");
  const { perDay, perWeek } = loaderData.caps;
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6">
      <div>
        <ScreenHeading>{t("pricing.title")}</ScreenHeading>
        <p className="mt-2 text-muted-foreground">{t("pricing.intro")}</p>
      </div>
      <div className="rounded-(--radius-card) border border-border bg-white shadow-card">
        <Table>
          <TableCaption className="mb-3 px-3 text-left">{t("pricing.tableCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t("pricing.size")}</TableHead>
              {MOVE_TYPES.map((moveType) => (
                <TableHead key={moveType} scope="col" className="text-right">
                  {t(`pricing.moveTypes.${moveType}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {MOVE_SIZES.map((size) => (
              <TableRow key={size}>
                <TableHead scope="row" className="font-normal">
                  {tLeads(`sizes.${size}`)}
                </TableHead>
                {MOVE_TYPES.map((moveType) => (
                  <TableCell key={moveType} className="text-right tabular-nums">
                    {formatPounds(LEAD_PRICES_PENCE[moveType][size], i18n.language)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <section aria-labelledby="pricing-credits" className="grid gap-2">
        <h2 id="pricing-credits" className="font-semibold text-lg">
          {t("pricing.creditsTitle")}
        </h2>
        <p>{t("pricing.credits", { days: DUPLICATE_CLAIM_BUSINESS_DAYS })}</p>
      </section>
      <section aria-labelledby="pricing-caps" className="grid gap-2">
        <h2 id="pricing-caps" className="font-semibold text-lg">
          {t("pricing.capsTitle")}
        </h2>
        <p>{t("pricing.caps")}</p>
        {perDay === null && perWeek === null ? (
          <p className="font-medium">{t("pricing.noCaps")}</p>
        ) : (
          <ul className="list-disc pl-5 font-medium">
            {perDay === null ? null : <li>{t("pricing.capPerDay", { count: perDay })}</li>}
            {perWeek === null ? null : <li>{t("pricing.capPerWeek", { count: perWeek })}</li>}
          </ul>
        )}
      </section>
      <Link to={screenById("statistics").href} className="font-medium text-brand-700 underline underline-offset-4">
        {t("pricing.statisticsLink")}
      </Link>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
