import { Slot as SlotPrimitive } from "radix-ui";
import * as React from "react";
import { SpriteIcon } from "~/components/ui/icon";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

type FormFieldProps = Omit<React.ComponentProps<"div">, "children" | "id"> & {
  /** The control's id (generated when omitted); the texts get `${id}-description` and `${id}-error`. */
  id?: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** One message, or several (shown one per line). Empty means valid. */
  error?: string | readonly string[] | null;
  /** Exactly one control (Input, Textarea, NativeSelect, SelectTrigger…); it receives id, aria-describedby and aria-invalid. */
  children: React.ReactElement;
};

function FormField({ id, label, description, error, children, className, ...props }: FormFieldProps) {
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const messages = (typeof error === "string" ? [error] : (error ?? [])).filter(Boolean);
  const invalid = messages.length > 0;
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(" ");

  return (
    <div data-slot="form-field" data-invalid={invalid || undefined} className={cn("grid gap-2", className)} {...props}>
      <Label htmlFor={controlId}>{label}</Label>
      <SlotPrimitive.Slot
        id={controlId}
        aria-describedby={describedBy || undefined}
        aria-invalid={invalid || undefined}
      >
        {children}
      </SlotPrimitive.Slot>
      {description ? (
        <p id={descriptionId} data-slot="form-field-description" className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {invalid ? (
        <div id={errorId} data-slot="form-field-error" className="grid gap-1 font-medium text-destructive text-sm">
          {messages.map((message) => (
            <p key={message} className="flex items-start gap-1.5">
              <SpriteIcon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
              <span>{message}</span>
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export { FormField };
