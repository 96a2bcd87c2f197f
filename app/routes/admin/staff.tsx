import { InviteStaffForm } from "~/components/admin/invite-staff-form";
import { adminMeta } from "~/components/admin/meta";
import { AdminRouteError } from "~/components/admin/route-error";
import { DataTable } from "~/components/data-table/data-table";
import { StatusBadge } from "~/components/data-table/status";
import { ScreenHeading } from "~/components/layout/screen-heading";
import { useTranslation } from "~/i18n/use-translation";
import { formatLondonDate } from "~/lib/format";
import { requiredLine } from "~/lib/schemas/fields";
import { parseListParams } from "~/lib/schemas/list-params";
import { z } from "~/lib/zod";
import { inviteStaffMember, listStaffAccounts } from "~/server/admin/staff.server";
import { adminsOnly, staffContext } from "~/server/auth/middleware.server";
import { failureFromError, formSuccess, parseSubmission } from "~/server/forms.server";
import type { Route } from "./+types/staff";
import { adminPageTitle } from "./meta.server";

/** Staff accounts are an admin's business: staff get a 403 for the page and the invitation. */
export const middleware: Route.MiddlewareFunction[] = [adminsOnly];

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.metaTitle);

/** GET /admin/staff?page: the staff and admin accounts. */
export async function loader({ request }: Route.LoaderArgs) {
  const { page } = parseListParams(new URL(request.url).searchParams);
  return { list: await listStaffAccounts({ page }), metaTitle: adminPageTitle(request, (t) => t("titles.staff")) };
}

const name = requiredLine("admin:invite.nameRequired", 100);
const invitation = z.object({
  email: z.pipe(
    z
      .string("admin:invite.invalidEmail")
      .check(z.trim(), z.toLowerCase(), z.maxLength(320, "messages:validation.tooLong")),
    z.email("admin:invite.invalidEmail"),
  ),
  firstName: name,
  lastName: name,
});

/** POST email, firstName, lastName: invites a member of staff (set-password email, audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(staffContext);
  const submission = await parseSubmission(request, invitation);
  if (!submission.ok) return submission.failure;
  try {
    await inviteStaffMember({ ...submission.data, actorUserId: admin.id });
    return formSuccess({ email: submission.data.email });
  } catch (error) {
    return failureFromError(error);
  }
}

export default function StaffPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const { rows, ...paging } = loaderData.list;
  return (
    <div className="mx-auto grid max-w-7xl gap-4">
      <ScreenHeading>{t("titles.staff")}</ScreenHeading>
      <InviteStaffForm />
      <DataTable
        label={t("titles.staff")}
        rows={rows}
        rowKey={(row) => row.id}
        paging={paging}
        columns={[
          { header: t("staff.name"), cell: (row) => <span className="font-medium">{row.name}</span> },
          { header: t("staff.email"), cell: (row) => row.email },
          { header: t("staff.role"), cell: (row) => (row.role === "admin" ? t("roles.admin") : t("roles.staff")) },
          {
            header: t("staff.twoFactor"),
            cell: (row) => (
              <StatusBadge tone={row.twoFactorEnabled ? "success" : "warning"}>
                {row.twoFactorEnabled ? t("staff.twoFactorOn") : t("staff.twoFactorOff")}
              </StatusBadge>
            ),
          },
          { header: t("staff.since"), cell: (row) => formatLondonDate(row.createdAt, i18n.language) },
        ]}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminRouteError error={error} />;
}
