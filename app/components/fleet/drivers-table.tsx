import { Pencil, UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { DataTable } from "~/components/data-table/data-table";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { FormDialog } from "~/components/forms/form-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { screenById } from "~/components/partner/back-office-screens";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { MAX_EXPERIENCE_YEARS, MIN_EXPERIENCE_YEARS } from "~/lib/schemas/driver";
import { MAX_FREE_TEXT } from "~/lib/schemas/fields";
import { formatUkPhone } from "~/lib/schemas/uk-phone";
import type { DriverRow } from "~/server/fleet/drivers.server";

/** My drivers' table: name, email, mobile, Edit and Deactivate, with the Add New Driver dialog above. */

const DRIVERS_HREF = screenById("drivers").href;
/** Every row's Deactivate shares this fetcher, so the table announces the outcome. */
const DEACTIVATE_FETCHER = "driver-deactivate";

/** The driver dialog's fields, filled with `driver` when editing. */
function DriverFields({ driver, error }: { driver?: DriverRow; error: (name: string) => string | undefined }) {
  const { t } = useTranslation("backOffice");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("drivers.fields.name")} error={error("name")} className="sm:col-span-2">
        <Input name="name" required autoComplete="off" maxLength={120} defaultValue={driver?.name} />
      </FormField>
      <FormField label={t("drivers.fields.email")} error={error("email")}>
        <Input name="email" type="email" required autoComplete="off" maxLength={254} defaultValue={driver?.email} />
      </FormField>
      <FormField label={t("drivers.fields.mobile")} description={t("drivers.hints.mobile")} error={error("mobile")}>
        <Input
          name="mobile"
          type="tel"
          required
          autoComplete="off"
          maxLength={30}
          defaultValue={driver ? formatUkPhone(driver.mobile) : undefined}
        />
      </FormField>
      <FormField label={t("drivers.fields.licenceNumber")} error={error("licenceNumber")}>
        <Input
          name="licenceNumber"
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          defaultValue={driver?.licenceNumber}
        />
      </FormField>
      <FormField
        label={t("drivers.fields.experienceYears")}
        description={t("drivers.hints.experienceYears")}
        error={error("experienceYears")}
      >
        <Input
          name="experienceYears"
          type="number"
          inputMode="numeric"
          min={MIN_EXPERIENCE_YEARS}
          max={MAX_EXPERIENCE_YEARS}
          step={1}
          defaultValue={driver?.experienceYears ?? undefined}
        />
      </FormField>
      <FormField
        label={t("drivers.fields.notes")}
        description={t("drivers.hints.notes")}
        error={error("notes")}
        className="sm:col-span-2"
      >
        <Textarea name="notes" rows={3} maxLength={MAX_FREE_TEXT} defaultValue={driver?.notes ?? undefined} />
      </FormField>
    </div>
  );
}

function AddDriverDialog() {
  const { t } = useTranslation("backOffice");
  return (
    <FormDialog<{ name: string }>
      trigger={
        <Button type="button">
          <UserPlus aria-hidden="true" />
          {t("drivers.add")}
        </Button>
      }
      title={t("drivers.addTitle")}
      description={t("drivers.addDescription")}
      action={DRIVERS_HREF}
      submitLabel={t("drivers.add")}
      busyLabel={t("drivers.adding")}
      failureTitle={t("drivers.addFailed")}
      successText={() => t("drivers.added")}
    >
      {(error) => <DriverFields error={error} />}
    </FormDialog>
  );
}

function EditDriverDialog({ driver }: { driver: DriverRow }) {
  const { t } = useTranslation("backOffice");
  return (
    <FormDialog<{ name: string }>
      trigger={
        <Button type="button" size="sm" variant="outline" aria-label={t("drivers.editLabel", { name: driver.name })}>
          <Pencil aria-hidden="true" />
          {t("drivers.edit")}
        </Button>
      }
      title={t("drivers.editTitle", { name: driver.name })}
      description={t("drivers.editDescription")}
      action={`${DRIVERS_HREF}/${driver.id}`}
      submitLabel={t("drivers.save")}
      busyLabel={t("drivers.saving")}
      failureTitle={t("drivers.updateFailed")}
      successText={() => t("drivers.updated")}
    >
      {(error) => (
        <>
          <input type="hidden" name="intent" value="update" />
          <DriverFields driver={driver} error={error} />
        </>
      )}
    </FormDialog>
  );
}

export function DriversTable({ rows, heading }: { rows: DriverRow[]; heading: ReactNode }) {
  const { t } = useTranslation("backOffice");
  useResultToast(useFetcher<FormResult<{ name: string }>>({ key: DEACTIVATE_FETCHER }), {
    success: ({ name }) => t("drivers.deactivated", { name }),
    failure: t("drivers.deactivateFailed"),
  });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <AddDriverDialog />
      </div>
      <DataTable
        label={t("drivers.tableLabel")}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={t("drivers.empty")}
        columns={[
          { header: t("drivers.columns.name"), cell: (row) => row.name, className: "font-medium" },
          { header: t("drivers.columns.email"), cell: (row) => row.email },
          { header: t("drivers.columns.mobile"), cell: (row) => formatUkPhone(row.mobile) },
          {
            header: t("drivers.columns.actions"),
            cell: (row) => (
              <div className="flex flex-wrap gap-2">
                <EditDriverDialog driver={row} />
                <ConfirmAction
                  fetcherKey={DEACTIVATE_FETCHER}
                  action={`${DRIVERS_HREF}/${row.id}`}
                  fields={{ intent: "deactivate" }}
                  label={t("drivers.deactivate")}
                  accessibleLabel={t("drivers.deactivateLabel", { name: row.name })}
                  title={t("drivers.deactivateTitle", { name: row.name })}
                  body={t("drivers.deactivateBody", { name: row.name })}
                  confirmLabel={t("drivers.confirmDeactivate")}
                  busyLabel={t("drivers.deactivating")}
                />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
