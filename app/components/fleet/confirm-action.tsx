import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
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

/**
 * A change that takes a record off a list (deactivate a driver, delete a vehicle), asked for
 * twice: a button opens a dialog that says what will happen, and only its confirm button posts
 * `intent` to `action`. Every row of a table shares the fetcher `fetcherKey`, so the table
 * announces the outcome (the row may be gone by then); the dialog closes once its post is answered.
 */
export function ConfirmAction({
  fetcherKey,
  action,
  intent,
  label,
  accessibleLabel,
  title,
  body,
  confirmLabel,
  busyLabel,
}: {
  fetcherKey: string;
  action: string;
  intent: string;
  /** The button's visible text and, with the record named, what screen readers hear. */
  label: string;
  accessibleLabel: string;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
}) {
  const { t } = useTranslation("backOffice");
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher({ key: fetcherKey });
  const submittedHere = useRef(false);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state !== "idle" || !submittedHere.current) return;
    submittedHere.current = false;
    setOpen(false);
  }, [fetcher.state]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={accessibleLabel}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <fetcher.Form
          method="post"
          action={action}
          onSubmit={() => {
            submittedHere.current = true;
          }}
        >
          <input type="hidden" name="intent" value={intent} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t("fleet.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
