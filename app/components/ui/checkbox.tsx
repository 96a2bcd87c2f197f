import { CheckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

type CheckboxProps = Omit<React.ComponentProps<"input">, "type"> & {
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox, styled: it can be ticked and is posted with its form before the app has
 * loaded and without JavaScript (a Radix checkbox is a button that does neither).
 */
function Checkbox({ className, onChange, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span data-slot="checkbox" className={cn("relative inline-flex size-4 shrink-0", className)}>
      <input
        type="checkbox"
        className="peer size-4 shrink-0 cursor-pointer appearance-none rounded-[4px] border border-muted-foreground/65 bg-background shadow-xs outline-none transition-shadow checked:border-brand-600 checked:bg-brand-600 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-2 aria-invalid:ring-destructive/20"
        onChange={(event) => {
          onChange?.(event);
          onCheckedChange?.(event.currentTarget.checked);
        }}
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
      />
    </span>
  );
}

export { Checkbox };
