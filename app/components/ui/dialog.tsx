import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/hydration";

/** The look every dialog shares, Radix's and the native `ConfirmDialog`'s. */
const dialogSurfaceClass =
  "w-full max-w-[calc(100%-2rem)] gap-4 overflow-y-auto rounded-card border border-border bg-background p-6 shadow-lg sm:max-w-lg";
const dialogCloseClass =
  "absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";
const dialogTitleClass = "font-semibold text-lg leading-none";
const dialogDescriptionClass = "text-muted-foreground text-sm";

function Dialog({ ...props }: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** Disabled until the app has taken the page over: the dialog cannot open before. */
function DialogTrigger({ disabled, ...props }: React.ComponentProps<typeof DialogPrimitive.Trigger>) {
  const hydrated = useHydrated();
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" disabled={disabled || !hydrated} {...props} />;
}

function DialogPortal({ ...props }: React.ComponentProps<typeof DialogPrimitive.Portal>) {
  return <DialogPrimitive.Portal data-slot="dialog-portal" {...props} />;
}

function DialogClose({ ...props }: React.ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        "fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A click outside a dialog this soon after it opened is the second half of the double click
 * that opened it (the default double-click speed is 500 ms), not a wish to close it.
 */
const OPENING_CLICK_MS = 500;

function DialogContent({
  className,
  children,
  showCloseButton = true,
  onPointerDownOutside,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & {
  showCloseButton?: boolean;
}) {
  const { t } = useTranslation("layout");
  // The content mounts when the dialog opens.
  const [openedAt] = useState(() => Date.now());
  return (
    <DialogPortal data-slot="dialog-portal">
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          dialogSurfaceClass,
          "fixed top-[50%] left-[50%] z-50 grid max-h-[calc(100%-2rem)] translate-x-[-50%] translate-y-[-50%] transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none",
          className,
        )}
        onPointerDownOutside={(event) => {
          if (Date.now() - openedAt < OPENING_CLICK_MS) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close data-slot="dialog-close" className={dialogCloseClass}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">{t("close")}</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

function DialogHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex flex-col gap-2 text-center sm:text-left", className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn(dialogTitleClass, className)} {...props} />;
}

function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn(dialogDescriptionClass, className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  dialogCloseClass,
  dialogDescriptionClass,
  dialogSurfaceClass,
  dialogTitleClass,
};
