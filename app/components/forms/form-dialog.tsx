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
import { toast } from "~/components/ui/sonner";
import { useTranslation } from "~/i18n/use-translation";
import type { FormResult } from "~/lib/form-result";
import { FormMessage } from "./form-message";
import { useFetcherResult } from "./use-fetcher-result";
import { useFormErrors } from "./use-message";

/**
 * The add and edit dialogs of the fleet screens: a form posted with a fetcher to `action`. A
 * refusal keeps the dialog open with the failure's title, the server's message and each field's
 * problem; a success closes it and says so in a toast. The form is mounted only while the dialog
 * is open, so every opening starts clean.
 */

export interface FormDialogProps<T> {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: string;
  action: string;
  submitLabel: string;
  /** Shown on the submit button while the form is being sent. */
  busyLabel: string;
  /** The refusal's title ("Failed to add driver"), above the server's message. */
  failureTitle: string;
  /** The toast of a success. */
  successText: (data: T) => string;
  /** A change that cannot be undone asks with a destructive button. */
  submitVariant?: "default" | "destructive";
  /** The button that closes the dialog without sending ("Cancel" unless that would read as the change). */
  dismissLabel?: string;
  /** The fields; `error(name)` is that field's problem, if any. */
  children: (error: (name: string) => string | undefined) => ReactNode;
}

export function FormDialog<T>({ trigger, title, description, ...form }: FormDialogProps<T>) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogForm {...form} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DialogForm<T>({
  action,
  submitLabel,
  busyLabel,
  failureTitle,
  successText,
  submitVariant = "default",
  dismissLabel,
  children,
  onDone,
}: Omit<FormDialogProps<T>, "trigger" | "title" | "description"> & { onDone: () => void }) {
  const { t } = useTranslation("backOffice");
  const fetcher = useFetcher<FormResult<T>>();
  const errors = useFormErrors(fetcher.data);
  const busy = fetcher.state !== "idle";
  useFetcherResult(fetcher, (result) => {
    if (!result.ok) return;
    toast.success(successText(result.data));
    onDone();
  });

  return (
    <fetcher.Form method="post" action={action} noValidate className="grid gap-4">
      {errors.summary ? (
        <FormMessage tone="error">
          <p>{failureTitle}</p>
          <p className="font-normal">{errors.summary}</p>
        </FormMessage>
      ) : null}
      {children(errors.field)}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {dismissLabel ?? t("fleet.cancel")}
        </Button>
        <Button type="submit" variant={submitVariant} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </DialogFooter>
      {busy ? (
        <p role="status" className="sr-only">
          {busyLabel}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
