import { cva, type VariantProps } from "class-variance-authority";
import { Slot as SlotPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/cn";

const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "bg-brand-600 text-white shadow-xs hover:bg-brand-700",
      accent: "bg-accent-700 text-white shadow-xs hover:brightness-90",
      destructive: "bg-destructive text-white shadow-xs hover:brightness-90",
      outline: "border border-border bg-background shadow-xs hover:bg-muted",
      secondary: "bg-brand-50 text-brand-800 shadow-xs hover:bg-brand-100",
      ghost: "hover:bg-muted",
      link: "text-brand-700 underline-offset-4 hover:underline",
    },
    size: {
      default: "h-9 px-4 py-2 has-[>svg]:px-3",
      sm: "h-8 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
      lg: "h-11 rounded-md px-6 text-base has-[>svg]:px-4",
      icon: "size-9",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  }) {
  const Comp = asChild ? SlotPrimitive.Slot : "button";

  return <Comp data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}

export { Button, buttonVariants };
