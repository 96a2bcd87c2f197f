import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { ALIASES, BACK_OFFICE_ROOT, screenAt } from "~/components/partner/back-office-screens";
import { PartnerRouteError } from "~/components/partner/route-error";
import { serverI18n } from "~/i18n/catalogues.server";
import { resolveLocale } from "~/i18n/config";
import type { Route } from "./+types/placeholder";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.metaTitle ?? "Partner back office"} | MoveMatch` },
  { name: "robots", content: "noindex" },
];

/**
 * Every /partner/admin/* address without a route of its own. A back-office screen that is not
 * built yet (app/components/partner/back-office-screens.ts) gets a page that says what it will
 * hold, inside the frame, with no sample data; a path the spec names twice leads to its screen;
 * anything else is a 404. The area's guard runs first, so visitors who may not see the back
 * office are sent to log in rather than told what exists.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  const alias = ALIASES[path.replace(/\/+$/, "")];
  if (alias) throw redirect(`${BACK_OFFICE_ROOT}/${alias}`);
  const screen = screenAt(path);
  if (!screen || screen.built) throw data(null, { status: 404 });
  const locale = resolveLocale(request.headers);
  const t = serverI18n(locale).getFixedT(locale, "backOffice");
  return { screenId: screen.id, metaTitle: t(`screens.${screen.id}.label`) };
}

export default function PartnerPlaceholder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  const { screenId } = loaderData;
  return (
    <section className="mx-auto grid w-full max-w-5xl justify-items-start gap-4">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 text-sm">
        <Clock aria-hidden="true" className="size-4" />
        {t("placeholder.notReady")}
      </p>
      <h1 className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">{t(`screens.${screenId}.label`)}</h1>
      <div className="max-w-3xl rounded-lg border border-border bg-background p-5">
        <p className="text-muted-foreground text-sm">{t("placeholder.intro")}</p>
        <p className="mt-2 text-base">{t(`screens.${screenId}.description`)}</p>
      </div>
      <Link to={BACK_OFFICE_ROOT} className="font-medium text-brand-700 underline underline-offset-4">
        {t("placeholder.backHome")}
      </Link>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PartnerRouteError error={error} />;
}
