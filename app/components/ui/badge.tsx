import { cva, type VariantProps } from "class-variance-authority";
import { Slot as SlotPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * Status colours (spec: yellow/blue/green/red) are solid so their text passes WCAG AA;
 * the badge text itself always names the status, so colour is never the only signal.
 */
const badgeVariants = cva("badge", {
  variants: {
    variant: {
      default: "border-transparent bg-brand-600 text-white [a&]:hover:bg-brand-700",
      secondary: "border-transparent bg-muted text-foreground [a&]:hover:bg-brand-50",
      outline: "border-border text-foreground [a&]:hover:bg-muted",
      success: "border-transparent bg-success text-white",
      warning: "border-transparent bg-warning text-white",
      info: "border-transparent bg-brand-700 text-white",
      destructive: "border-transparent bg-destructive text-white",
      partner: "border-accent-100 bg-accent-50 text-accent-700",
    },
  },
  defaultVariants: {
    variant: "default",
  },
});

function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? SlotPrimitive.Slot : "span";

  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants };
