import { useFetcher } from "react-router";
import { StatusDot, toneOf } from "~/components/data-table/status";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import type { FormResult } from "~/lib/form-result";

/**
 * A status drop-down that saves on change: it posts `status` to the record's route (`action`).
 * All selects of one table share a fetcher (`fetcherKey`), whose result the table toasts: the
 * table stays mounted even when the change moves this row out of a filtered list.
 */
export function StatusSelect({
  action,
  fetcherKey,
  value,
  options,
  optionLabel,
  label,
}: {
  action: string;
  fetcherKey: string;
  value: string;
  options: readonly string[];
  optionLabel: (status: string) => string;
  label: string;
}) {
  const fetcher = useFetcher<FormResult<unknown>>({ key: fetcherKey });
  const pending = fetcher.formAction === action ? fetcher.formData?.get("status") : null;
  const shown = typeof pending === "string" ? pending : value;
  return (
    <div className="flex items-center gap-2">
      <StatusDot tone={toneOf(shown)} />
      <NativeSelect
        size="sm"
        aria-label={label}
        value={shown}
        disabled={fetcher.state !== "idle"}
        onChange={(event) => fetcher.submit({ status: event.target.value }, { method: "post", action })}
        className="min-w-36"
      >
        {options.map((option) => (
          <NativeSelectOption key={option} value={option}>
            {optionLabel(option)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
