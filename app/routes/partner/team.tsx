import { ScreenHeading } from "~/components/layout/screen-heading";
import { PartnerRouteError } from "~/components/partner/route-error";
import { TeamTable } from "~/components/partner/team-table";
import { requestT } from "~/i18n/catalogues.server";
import { useTranslation } from "~/i18n/use-translation";
import { teamInviteSchema } from "~/lib/schemas/partner-settings";
import { pageTitle } from "~/lib/seo";
import { ownersOnly, partnerContext } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import { scopeOf } from "~/server/partners/company-scope.server";
import { inviteTeamMember, listTeamMembers } from "~/server/partners/company-team.server";
import { SET_PASSWORD_TTL_DAYS } from "~/server/partners/partner-lifecycle.server";
import type { Route } from "./+types/team";

export const middleware: Route.MiddlewareFunction[] = [ownersOnly];

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: pageTitle(loaderData?.metaTitle ?? "Team") },
  { name: "robots", content: "noindex" },
];

/** GET /partner/admin/team (owners only): the company's members. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  return {
    members: await listTeamMembers(scopeOf(partner)),
    you: partner.user.id,
    inviteDays: SET_PASSWORD_TTL_DAYS,
    metaTitle: requestT(request, "backOffice")("team.title"),
  };
}

/** POST `name`, `email` (owners only): adds a colleague as a staff member and emails them a link. */
export async function action({ request, context }: Route.ActionArgs) {
  const partner = context.get(partnerContext);
  const submission = await parseSubmission(request, teamInviteSchema);
  if (!submission.ok) return submission.failure;
  try {
    await inviteTeamMember(scopeOf(partner), { ...submission.data, inviterName: partner.user.name });
    return formSuccess({ name: submission.data.name });
  } catch (error) {
    return failureFromError(error);
  }
}

export default function TeamPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("backOffice");
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6">
      <TeamTable
        members={loaderData.members}
        you={loaderData.you}
        inviteDays={loaderData.inviteDays}
        heading={
          <div className="grid max-w-3xl gap-2">
            <ScreenHeading>{t("team.title")}</ScreenHeading>
            <p className="text-muted-foreground">{t("team.intro")}</p>
          </div>
        }
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("backOffice");
  return <PartnerRouteError error={error} failure={t("team.fetchFailed")} />;
}
