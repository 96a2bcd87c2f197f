import { useId, useState } from "react";
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
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import type { FormResult } from "~/lib/form-result";
import { useFetcherResult } from "./use-fetcher-result";
import { useMessage } from "./use-message";

/**
 * A button that opens a dialog with one text to write (a rejection's reason, a reply, a
 * report), posted with `hidden` fields to `action` through the fetcher `fetcherKey`, which the
 * page toasts. The dialog closes once its own submission succeeds; a refusal shows next to the
 * text.
 */
export function TextDialog({
  action,
  fetcherKey,
  hidden,
  name,
  maxLength,
  trigger,
  title,
  description,
  label,
  submit,
  cancel,
  destructive = false,
  required = true,
}: {
  action: string;
  fetcherKey: string;
  hidden: Record<string, string>;
  name: string;
  maxLength: number;
  trigger: string;
  title: string;
  description: string;
  label: string;
  submit: string;
  cancel: string;
  destructive?: boolean;
  /** False for an optional text (the dialog then only confirms, with a note if one is written). */
  required?: boolean;
}) {
  const translate = useMessage();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormResult<unknown>>({ key: fetcherKey });
  const fieldId = useId();
  useFetcherResult(fetcher, (result) => {
    if (result.ok) setOpen(false);
  });
  const error = fetcher.data && !fetcher.data.ok ? translate(fetcher.data.fieldErrors[name]) : undefined;
  const variant = destructive ? "destructive" : "default";
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={destructive ? "destructive" : "outline"}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={action} className="grid gap-3">
          {Object.entries(hidden).map(([field, value]) => (
            <input key={field} type="hidden" name={field} value={value} />
          ))}
          <FormField id={fieldId} label={label} error={error}>
            <Textarea name={name} required={required} maxLength={maxLength} rows={required ? 5 : 2} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {cancel}
            </Button>
            <Button type="submit" variant={variant} disabled={fetcher.state !== "idle"}>
              {submit}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
