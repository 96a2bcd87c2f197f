import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import {
  BACK_OFFICE_ROOT,
  BACK_OFFICE_SCREENS,
  screenById,
  screenHref,
} from "~/components/partner/back-office-screens";
import { PartnerRouteError } from "~/components/partner/route-error";
import { serverI18n } from "~/i18n/catalogues.server";
import { resolveLocale } from "~/i18n/config";
import type { Route } from "./+types/home";
import type { loader as layoutLoader } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.metaTitle ?? "Partner back office"} | MoveMatch` },
  { name: "robots", content: "noindex" },
];

/**
 * /partner/admin: an overview of the company's work from the sidebar's counts (the layout's
 * loader has them: no second query). The job list of My work comes with the lead loop.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = resolveLocale(request.headers);
  return { metaTitle: serverI18n(locale).getFixedT(locale, "backOffice")("metaTitle") };
}

/** The screens whose sidebar item has a count, with that count's key. */
const COUNTED = BACK_OFFICE_SCREENS.flatMap((screen) => (screen.count ? [{ screen, count: screen.count }] : []));

export default function PartnerHome() {
  const frame = useRouteLoaderData<typeof layoutLoader>("routes/partner/layout");
  const { t } = useTranslation("backOffice");
  const { t: tAuth } = useTranslation("auth");
  if (!frame) return null;
  const findWork = screenById("findWork");
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8">
      <div>
        <h1 className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">{t("home.title")}</h1>
        <p className="mt-1 font-medium text-lg">{t("home.signedInAs", { company: frame.companyName })}</p>
      </div>

      <section aria-labelledby="glance-title" className="grid gap-3">
        <h2 id="glance-title" className="font-semibold text-lg">
          {t("home.glance")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {COUNTED.map(({ screen, count }) => {
            const Icon = screen.icon;
            return (
              <li key={screen.id}>
                <Link
                  to={screenHref(screen)}
                  className="flex h-full flex-col rounded-lg border border-border bg-background p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`screens.${screen.id}.label`)}
                  </span>
                  <span className="mt-1 font-bold text-3xl tabular-nums">{frame.counts[count]}</span>
                  <span className="mt-1 text-muted-foreground text-sm">{t(`home.counts.${count}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground text-sm">{t("home.jobsLater")}</p>
      </section>

      <section aria-labelledby="next-title" className="grid gap-3">
        <h2 id="next-title" className="font-semibold text-lg">
          {t("home.nextTitle")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          <NextStep to={screenHref(findWork)} title={t("screens.findWork.label")} hint={t("home.findWorkHint")} />
          <NextStep to={`${BACK_OFFICE_ROOT}/security`} title={tAuth("security.link")} hint={t("home.securityHint")} />
        </ul>
      </section>
    </div>
  );
}

function NextStep({ to, title, hint }: { to: string; title: string; hint: string }) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full items-start justify-between gap-3 rounded-lg border border-border bg-background p-4 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span>
          <span className="block font-semibold text-brand-700 group-hover:underline">{title}</span>
          <span className="mt-1 block text-muted-foreground text-sm">{hint}</span>
        </span>
        <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      </Link>
    </li>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
