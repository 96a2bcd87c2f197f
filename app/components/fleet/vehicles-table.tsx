import { Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { useFetcher } from "react-router";
import { DataTable } from "~/components/data-table/data-table";
import { StatusBadge } from "~/components/data-table/status";
import { ConfirmAction } from "~/components/forms/confirm-action";
import { FormDialog } from "~/components/forms/form-dialog";
import { useResultToast } from "~/components/forms/use-result-toast";
import { screenById } from "~/components/partner/back-office-screens";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { MAX_FREE_TEXT } from "~/lib/schemas/fields";
import { MIN_VEHICLE_YEAR } from "~/lib/schemas/vehicle";
import { VEHICLE_CATEGORIES, VEHICLE_TYPES } from "~/lib/vocabulary";
import type { VehicleRow } from "~/server/fleet/vehicles.server";

/**
 * My vehicles' table: type, category, make and model, number plate, status (free, or the job
 * still to do it is on), branded and Delete, with the Add New Vehicle dialog above.
 */

const VEHICLES_HREF = screenById("vehicles").href;
/** Every row's Delete shares this fetcher, so the table announces the outcome. */
const DELETE_FETCHER = "vehicle-delete";

function VehicleFields({ error }: { error: (name: string) => string | undefined }) {
  const { t } = useTranslation("backOffice");
  const brandedId = useId();
  const thisYear = new Date().getFullYear();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("vehicles.fields.type")} error={error("type")}>
        <NativeSelect name="type" required defaultValue="">
          <NativeSelectOption value="" disabled>
            {t("vehicles.choose")}
          </NativeSelectOption>
          {VEHICLE_TYPES.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {t(`vehicles.types.${type}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("vehicles.fields.category")} error={error("category")}>
        <NativeSelect name="category" required defaultValue="">
          <NativeSelectOption value="" disabled>
            {t("vehicles.choose")}
          </NativeSelectOption>
          {VEHICLE_CATEGORIES.map((category) => (
            <NativeSelectOption key={category} value={category}>
              {t(`vehicles.categories.${category}`)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("vehicles.fields.make")} error={error("make")}>
        <Input name="make" required autoComplete="off" maxLength={60} />
      </FormField>
      <FormField label={t("vehicles.fields.model")} error={error("model")}>
        <Input name="model" required autoComplete="off" maxLength={60} />
      </FormField>
      <FormField
        label={t("vehicles.fields.numberPlate")}
        description={t("vehicles.hints.numberPlate")}
        error={error("numberPlate")}
      >
        <Input
          name="numberPlate"
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          className="uppercase"
        />
      </FormField>
      <FormField label={t("vehicles.fields.year")} description={t("vehicles.hints.year")} error={error("year")}>
        <Input name="year" type="number" inputMode="numeric" required min={MIN_VEHICLE_YEAR} max={thisYear} step={1} />
      </FormField>
      <FormField label={t("vehicles.fields.color")} description={t("vehicles.hints.optional")} error={error("color")}>
        <Input name="color" autoComplete="off" maxLength={40} />
      </FormField>
      <div className="flex items-start gap-3 self-center">
        <Switch id={brandedId} name="branded" aria-describedby={`${brandedId}-hint`} />
        <div className="grid gap-1">
          <label htmlFor={brandedId} className="font-medium text-sm leading-none">
            {t("vehicles.fields.branded")}
          </label>
          <p id={`${brandedId}-hint`} className="text-muted-foreground text-sm">
            {t("vehicles.hints.branded")}
          </p>
        </div>
      </div>
      <FormField
        label={t("vehicles.fields.description")}
        description={t("vehicles.hints.optional")}
        error={error("description")}
        className="sm:col-span-2"
      >
        <Textarea name="description" rows={3} maxLength={MAX_FREE_TEXT} />
      </FormField>
    </div>
  );
}

function AddVehicleDialog() {
  const { t } = useTranslation("backOffice");
  return (
    <FormDialog<{ numberPlate: string }>
      trigger={
        <Button type="button">
          <Plus aria-hidden="true" />
          {t("vehicles.add")}
        </Button>
      }
      title={t("vehicles.addTitle")}
      description={t("vehicles.addDescription")}
      action={VEHICLES_HREF}
      submitLabel={t("vehicles.add")}
      busyLabel={t("vehicles.adding")}
      failureTitle={t("vehicles.addFailed")}
      successText={() => t("vehicles.added")}
    >
      {(error) => <VehicleFields error={error} />}
    </FormDialog>
  );
}

export function VehiclesTable({ rows, heading }: { rows: VehicleRow[]; heading: ReactNode }) {
  const { t } = useTranslation("backOffice");
  useResultToast(useFetcher<FormResult<{ numberPlate: string }>>({ key: DELETE_FETCHER }), {
    success: ({ numberPlate }) => t("vehicles.deleted", { plate: numberPlate }),
    failure: t("vehicles.deleteFailed"),
  });
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading}
        <AddVehicleDialog />
      </div>
      <DataTable
        label={t("vehicles.tableLabel")}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={t("vehicles.empty")}
        columns={[
          { header: t("vehicles.columns.type"), cell: (row) => t(`vehicles.types.${row.type}`) },
          { header: t("vehicles.columns.category"), cell: (row) => t(`vehicles.categories.${row.category}`) },
          { header: t("vehicles.columns.makeModel"), cell: (row) => `${row.make} ${row.model}` },
          {
            header: t("vehicles.columns.numberPlate"),
            cell: (row) => <span className="whitespace-nowrap font-mono font-semibold">{row.numberPlate}</span>,
          },
          {
            header: t("vehicles.columns.status"),
            cell: (row) =>
              row.jobReference ? (
                <StatusBadge tone="info">{t("vehicles.status.onJob", { reference: row.jobReference })}</StatusBadge>
              ) : (
                <StatusBadge tone="success">{t("vehicles.status.available")}</StatusBadge>
              ),
          },
          {
            header: t("vehicles.columns.branded"),
            cell: (row) => (row.branded ? t("vehicles.yes") : t("vehicles.no")),
          },
          {
            header: t("vehicles.columns.actions"),
            cell: (row) => (
              <ConfirmAction
                fetcherKey={DELETE_FETCHER}
                action={`${VEHICLES_HREF}/${row.id}`}
                fields={{ intent: "delete" }}
                label={t("vehicles.delete")}
                accessibleLabel={t("vehicles.deleteLabel", { plate: row.numberPlate })}
                title={t("vehicles.deleteTitle", { plate: row.numberPlate })}
                body={t("vehicles.deleteBody", { vehicle: `${row.make} ${row.model}`, plate: row.numberPlate })}
                confirmLabel={t("vehicles.confirmDelete")}
                busyLabel={t("vehicles.deleting")}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
