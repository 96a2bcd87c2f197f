import { Building2, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Outlet, useLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { partnerContext, requirePartnerArea } from "~/server/auth/middleware.server";
import type { Route } from "./+types/layout";

/** Every route below runs behind this guard: a member of an approved partner company. */
export const middleware: Route.MiddlewareFunction[] = [requirePartnerArea];

/** The frame of the partner back office. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user, company } = context.get(partnerContext);
  return { companyName: company.name, email: user.email };
}

export default function PartnerLayout() {
  const { companyName, email } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  return (
    <>
      <div className="border-border border-b bg-brand-950 text-white">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex min-w-0 items-center gap-2">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-200" />
            <span className="min-w-0">
              <span className="block truncate font-semibold">{t("partner.signedInAs", { company: companyName })}</span>
              <span className="block truncate text-brand-200 text-xs">{t("partner.userLine", { email })}</span>
            </span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Form method="post" action="/account/logout">
              <input type="hidden" name="scope" value="everywhere" />
              <Button type="submit" variant="ghost" size="sm" className="text-white hover:bg-white/10">
                {t("logout.everywhere")}
              </Button>
            </Form>
            <Form method="post" action="/account/logout">
              <Button type="submit" variant="secondary" size="sm">
                <LogOut aria-hidden="true" />
                {t("logout.button")}
              </Button>
            </Form>
          </div>
        </div>
      </div>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </>
  );
}
