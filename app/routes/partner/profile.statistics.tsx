import { Link } from "react-router";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { screenById } from "~/components/partner/back-office-screens";
import { PartnerRouteError } from "~/components/partner/route-error";
import { StatisticsChart } from "~/components/statistics/statistics-chart";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "~/components/ui/table";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { formatMonth, formatPercent, formatPounds } from "~/lib/format";
import { pageTitle } from "~/lib/seo";
import { partnerContext } from "~/server/auth/middleware.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { getCompanyStatistics, type MonthFigures } from "~/server/statistics/company-statistics.server";
import type { Route } from "./+types/profile.statistics";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Statistics") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/profile/statistics: the company's figures for the last 12 UK months. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    statistics: await getCompanyStatistics(scopeOf(context.get(partnerContext))),
    metaTitle: requestT(request, "backOffice")("statistics.title"),
  };
}

type Figures = Omit<MonthFigures, "month">;

/** The table's columns after the month, in order: each one's heading and how it shows its figure. */
const COLUMNS: {
  heading: "offered" | "claimed" | "quoted" | "won" | "winRate" | "spend" | "spendPerWon";
  format: (figures: Figures, locale: string) => string | null;
}[] = [
  { heading: "offered", format: (figures) => String(figures.offered) },
  { heading: "claimed", format: (figures) => String(figures.claimed) },
  { heading: "quoted", format: (figures) => String(figures.quoted) },
  { heading: "won", format: (figures) => String(figures.won) },
  {
    heading: "winRate",
    format: (figures, locale) => (figures.winRate === null ? null : formatPercent(figures.winRate, locale)),
  },
  { heading: "spend", format: (figures, locale) => formatPounds(figures.spendPence, locale) },
  {
    heading: "spendPerWon",
    format: (figures, locale) =>
      figures.spendPerWonPence === null ? null : formatPounds(figures.spendPerWonPence, locale),
  },
];

export default function StatisticsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("backOffice");
  const { months, totals } = loaderData.statistics;
  const locale = i18n.language;
  const shown = (figures: Figures, column: (typeof COLUMNS)[number]) =>
    column.format(figures, locale) ?? t("statistics.notApplicable");
  const nothingYet = totals.offered === 0 && totals.claimed === 0 && totals.won === 0 && totals.spendPence === 0;
  return (
    // One column that may shrink below its content (grid-cols-1): the chart and the table scroll
    // inside their own boxes on a phone instead of widening the page.
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <div>
        <ScreenHeading>{t("statistics.title")}</ScreenHeading>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t("statistics.intro")}</p>
      </div>

      <section aria-labelledby="statistics-totals">
        <h2 id="statistics-totals" className="mb-2 font-semibold text-lg">
          {t("statistics.totalsTitle")}
        </h2>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {COLUMNS.map((column) => (
            <div key={column.heading} className="rounded-md border border-border bg-background px-3 py-2">
              <dt className="text-muted-foreground text-xs">{t(`statistics.columns.${column.heading}`)}</dt>
              <dd className="font-bold text-lg tabular-nums">{shown(totals, column)}</dd>
            </div>
          ))}
        </dl>
      </section>

      {nothingYet ? (
        <p className="rounded-(--radius-card) border border-border border-dashed p-6 text-muted-foreground">
          {t("statistics.empty")}
        </p>
      ) : (
        <StatisticsChart months={months} />
      )}

      <div className="rounded-(--radius-card) border border-border bg-white shadow-card">
        <Table>
          <TableCaption className="mb-3 px-3 text-left">{t("statistics.tableCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t("statistics.columns.month")}</TableHead>
              {COLUMNS.map((column) => (
                <TableHead key={column.heading} scope="col" className="text-right">
                  {t(`statistics.columns.${column.heading}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...months].reverse().map((month) => (
              <TableRow key={month.month}>
                <TableHead scope="row" className="font-normal">
                  {formatMonth(month.month, locale)}
                </TableHead>
                {COLUMNS.map((column) => (
                  <TableCell key={column.heading} className="text-right tabular-nums">
                    {shown(month, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableHead scope="row">{t("statistics.total")}</TableHead>
              {COLUMNS.map((column) => (
                <TableCell key={column.heading} className="text-right font-semibold tabular-nums">
                  {shown(totals, column)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        </Table>
      </div>
      <p className="max-w-3xl text-muted-foreground text-sm">{t("statistics.definitions")}</p>
      <Link to={screenById("pricing").href} className="font-medium text-brand-700 underline underline-offset-4">
        {t("screens.pricing.label")}
      </Link>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  return <PartnerRouteError error={error} failure={t("statistics.fetchFailed")} />;
}
