import { ArrowRight } from "lucide-react";
import { Form, href, useLoaderData } from "react-router";
import { AuthCard } from "~/components/auth/auth-ui";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { requestT } from "~/i18n/catalogues.server";
import type { I18nHandle } from "~/i18n/i18n";
import { useTranslation } from "~/i18n/use-translation";
import { APPLICATION_STATUS_PATH, PARTNER_HOME_PATH } from "~/lib/account-paths";
import { buildMeta } from "~/lib/seo";
import { listCompanyMemberships, requireUser } from "~/server/auth/guards.server";
import { noStore } from "~/server/no-store.server";
import type { Route } from "./+types/application-status";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

/** A signed-in page: never kept by a browser or a cache. */
export const middleware: Route.MiddlewareFunction[] = [noStore];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  buildMeta({
    title: loaderData?.metaTitle ?? "Your partner application",
    description: "",
    path: APPLICATION_STATUS_PATH,
    matches,
    noIndex: true,
  });

/** Where requirePartner sends someone whose company is pending, rejected or suspended. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const memberships = await listCompanyMemberships(user.id);
  return {
    email: user.email,
    companies: memberships.map(({ company }) => ({
      id: company.id,
      name: company.name,
      status: company.status,
      rejectionReason: company.rejectionReason,
    })),
    metaTitle: requestT(request, "auth")("applicationStatus.metaTitle"),
  };
}

const badgeVariant = {
  pending: "warning",
  approved: "success",
  rejected: "destructive",
  suspended: "destructive",
} as const;

export default function ApplicationStatusPage() {
  const { email, companies } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");

  return (
    <AuthCard title={t("applicationStatus.title")} intro={t("applicationStatus.signedInAs", { email })} wide>
      {companies.length === 0 ? (
        <div className="grid gap-4">
          <p>{t("applicationStatus.none")}</p>
          <Button asChild className="w-fit">
            <Link to={href("/become-partner")}>{t("applicationStatus.apply")}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4">
          {companies.map((company) => (
            <li key={company.id} className="rounded-md border border-border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="font-semibold text-brand-950 text-lg">{company.name}</h2>
                <Badge variant={badgeVariant[company.status]}>
                  {t(`applicationStatus.statusLabel.${company.status}`)}
                </Badge>
              </div>
              <p className="mt-2">{t(`applicationStatus.${company.status}`, { company: company.name })}</p>
              {company.status === "rejected" && company.rejectionReason ? (
                <p className="mt-1 text-muted-foreground">
                  {t("applicationStatus.rejectedReason", { reason: company.rejectionReason })}
                </p>
              ) : null}
              {company.status === "rejected" ? (
                <p className="mt-1 text-muted-foreground">{t("applicationStatus.rejectedHelp")}</p>
              ) : null}
              {company.status === "approved" ? (
                <Button asChild className="mt-3">
                  <Link to={PARTNER_HOME_PATH}>
                    {t("applicationStatus.openDashboard")}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : null}
              {company.status === "rejected" || company.status === "suspended" ? (
                <Link to={href("/contact")} className="mt-3 inline-block font-medium text-brand-700 hover:underline">
                  {t("applicationStatus.contact")}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" action={href("/account/logout")} className="mt-6 border-border border-t pt-5">
        <Button type="submit" variant="outline">
          {t("logout.button")}
        </Button>
      </Form>
    </AuthCard>
  );
}
