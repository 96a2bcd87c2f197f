import { useTranslation } from "react-i18next";
import { Link, useLoaderData } from "react-router";
import { authT } from "~/server/auth/i18n.server";
import { partnerContext } from "~/server/auth/middleware.server";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.metaTitle ?? "Partner back office"} | MoveMatch` },
  { name: "robots", content: "noindex" },
];

/** /partner/admin: the back office home. It lists nothing until the partner's work exists. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { company } = context.get(partnerContext);
  return { companyName: company.name, metaTitle: authT(request)("partner.metaTitle") };
}

export default function PartnerHome() {
  const { companyName } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">{t("partner.title")}</h1>
      <p className="mt-2 font-medium text-lg">{t("partner.signedInAs", { company: companyName })}</p>
      <p className="mt-4 max-w-2xl text-muted-foreground">{t("partner.empty")}</p>
      <p className="mt-6">
        <Link to="/partner/admin/security" className="font-medium text-brand-700 underline underline-offset-4">
          {t("security.link")}
        </Link>
      </p>
    </section>
  );
}
