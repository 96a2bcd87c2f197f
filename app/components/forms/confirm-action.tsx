import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcherResult } from "./use-fetcher-result";

/**
 * A decision asked for twice (deactivate a driver, delete a vehicle, approve an application,
 * publish a review): a button opens a dialog that names the record and says what will happen,
 * and only its confirm button posts `fields` to `action`. Every row of a table shares the
 * fetcher `fetcherKey`, so the table announces the outcome (the row may be gone by then); the
 * dialog closes once its post is answered. `destructive` (the default) colours the confirm button
 * as a loss; a decision that gives something (approve, publish) passes false. A step forward in
 * a page's main flow (start or complete a job) is `prominent`: a main button, not a small outlined one.
 */
export function ConfirmAction({
  fetcherKey,
  action,
  fields,
  label,
  accessibleLabel,
  title,
  body,
  confirmLabel,
  busyLabel,
  destructive = true,
  prominent = false,
  icon,
  disabled = false,
}: {
  fetcherKey: string;
  action: string;
  fields: Record<string, string>;
  /** The button's visible text and, with the record named, what screen readers hear. */
  label: string;
  accessibleLabel: string;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
  prominent?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation("backOffice");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher({ key: fetcherKey });
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, () => setOpen(false));

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          size={prominent ? "default" : "sm"}
          variant={prominent ? "default" : "outline"}
          aria-label={accessibleLabel}
          disabled={disabled}
        >
          {icon}
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={action}>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("fleet.cancel")}
            </Button>
            <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
