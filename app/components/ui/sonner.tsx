import type * as React from "react";
import { Toaster as Sonner, type ToasterProps, toast } from "sonner";
import { useTranslation } from "~/i18n/use-translation";
import { registerToaster } from "./toaster-slot";

function Toaster({ ...props }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <Sonner
      theme="light"
      containerAriaLabel={t("toasts.label")}
      toastOptions={{ closeButtonAriaLabel: t("toasts.close") }}
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--color-background)",
          "--normal-text": "var(--color-foreground)",
          "--normal-border": "var(--color-border)",
          "--border-radius": "var(--radius-card)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

// Components toast through this module, so loading it is what puts the toaster on the page.
registerToaster(Toaster);

export { toast };
