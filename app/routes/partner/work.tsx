import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { GlanceStrip, JobDays, MyWorkEmpty, MyWorkFilters, useListLoading } from "~/components/partner/my-work";
import { PartnerRouteError } from "~/components/partner/route-error";
import { serverI18n } from "~/i18n/catalogues.server";
import { resolveLocale } from "~/i18n/config";
import { parseMyWorkParams } from "~/lib/schemas/my-work-params";
import { partnerContext } from "~/server/auth/middleware.server";
import { listJobsByDay } from "~/server/jobs/company-jobs.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import type { Route } from "./+types/work";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.metaTitle ?? "My work"} | MoveMatch` },
  { name: "robots", content: "noindex" },
];

/**
 * My work, served at /partner/admin (Home) and /partner/admin/work (app/routes.ts lists this
 * module twice): the company's jobs, from accepted quotes, grouped by day. GET ?q&status&sort;
 * bad values fall back to the defaults.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = parseMyWorkParams(new URL(request.url).searchParams);
  const locale = resolveLocale(request.headers);
  return {
    params,
    ...(await listJobsByDay(scopeOf(context.get(partnerContext)), params)),
    metaTitle: serverI18n(locale).getFixedT(locale, "backOffice")("myWork.title"),
  };
}

export default function MyWorkPage({ loaderData }: Route.ComponentProps) {
  const { params, days, total, hasJobs } = loaderData;
  const frame = useRouteLoaderData<typeof layoutLoader>("routes/partner/layout");
  const { t } = useTranslation("backOffice");
  const loading = useListLoading();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <h1 className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">{t("myWork.title")}</h1>
      {frame ? <GlanceStrip counts={frame.counts} /> : null}
      {hasJobs ? <MyWorkFilters key={JSON.stringify(params)} params={params} /> : null}
      <section aria-label={t("myWork.title")} aria-busy={loading} className="grid gap-4">
        <p role="status" className="text-muted-foreground text-sm">
          {loading ? t("myWork.loading") : hasJobs ? t("myWork.results", { count: total }) : null}
        </p>
        {total > 0 ? <JobDays days={days} /> : <MyWorkEmpty hasJobs={hasJobs} />}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
