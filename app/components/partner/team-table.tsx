import { UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { DataTable } from "~/components/data-table/data-table";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { FormDialog } from "~/components/forms/form-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import type { TeamMember } from "~/server/partners/company-team.server";
import { screenById } from "./back-office-screens";

/** Team's table: each member's name, email, role and status, Remove, and the Add a colleague dialog. */

const TEAM_HREF = screenById("team").href;
/** Every row's Remove shares this fetcher, so the table announces the outcome. */
const REMOVE_FETCHER = "team-remove";

function AddColleagueDialog({ inviteDays }: { inviteDays: number }) {
  const { t } = useTranslation("backOffice");
  return (
    <FormDialog<{ name: string }>
      trigger={
        <Button type="button">
          <UserPlus aria-hidden="true" />
          {t("team.add")}
        </Button>
      }
      title={t("team.addTitle")}
      description={t("team.addDescription", { count: inviteDays })}
      action={TEAM_HREF}
      submitLabel={t("team.add")}
      busyLabel={t("team.adding")}
      failureTitle={t("team.addFailed")}
      successText={({ name }) => t("team.added", { name })}
    >
      {(error) => (
        <div className="grid gap-4">
          <FormField label={t("team.fields.name")} error={error("name")}>
            <Input name="name" required autoComplete="off" maxLength={120} />
          </FormField>
          <FormField label={t("team.fields.email")} error={error("email")}>
            <Input name="email" type="email" required autoComplete="off" maxLength={254} />
          </FormField>
        </div>
      )}
    </FormDialog>
  );
}

export function TeamTable({
  members,
  you,
  inviteDays,
  heading,
}: {
  members: TeamMember[];
  /** The signed-in member, who cannot remove themselves. */
  you: string;
  inviteDays: number;
  heading: ReactNode;
}) {
  const { t } = useTranslation("backOffice");
  useResultToast(useFetcher<FormResult<{ name: string }>>({ key: REMOVE_FETCHER }), {
    success: ({ name }) => t("team.removed", { name }),
    failure: t("team.removeFailed"),
  });
  const owners = members.filter((member) => member.role === "owner").length;
  const removable = (member: TeamMember) => member.userId !== you && (member.role !== "owner" || owners > 1);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {heading}
        <AddColleagueDialog inviteDays={inviteDays} />
      </div>
      <DataTable
        label={t("team.tableLabel")}
        rows={members}
        rowKey={(member) => member.userId}
        columns={[
          {
            header: t("team.columns.name"),
            cell: (member) => (
              <span className="flex items-center gap-2">
                {member.name}
                {member.userId === you ? <Badge variant="secondary">{t("team.you")}</Badge> : null}
              </span>
            ),
            className: "font-medium",
          },
          { header: t("team.columns.email"), cell: (member) => member.email },
          { header: t("team.columns.role"), cell: (member) => t(`team.roles.${member.role}`) },
          {
            header: t("team.columns.status"),
            cell: (member) => (member.active ? t("team.active") : t("team.invited")),
          },
          {
            header: t("team.columns.actions"),
            cell: (member) =>
              removable(member) ? (
                <ConfirmAction
                  fetcherKey={REMOVE_FETCHER}
                  action={`${TEAM_HREF}/${member.userId}`}
                  fields={{ intent: "remove" }}
                  label={t("team.remove")}
                  accessibleLabel={t("team.removeLabel", { name: member.name })}
                  title={t("team.removeTitle", { name: member.name })}
                  body={t("team.removeBody", { name: member.name })}
                  confirmLabel={t("team.confirmRemove")}
                  busyLabel={t("team.removing")}
                />
              ) : null,
          },
        ]}
      />
    </div>
  );
}
