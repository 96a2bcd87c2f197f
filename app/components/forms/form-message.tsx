import { type ReactNode, useEffect, useRef } from "react";
import { SpriteIcon, type SpriteIconName } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

type Tone = "error" | "success" | "info";

const toneStyles: Record<Tone, string> = {
  error: "border-destructive/40 bg-red-50 text-destructive",
  success: "border-success/30 bg-green-50 text-success",
  info: "border-brand-200 bg-brand-50 text-brand-950",
};

const toneIcons: Record<Tone, SpriteIconName> = { error: "circle-alert", success: "circle-check", info: "info" };

/**
 * A message above a form. Errors are announced (role="alert") and take the focus, so keyboard
 * and screen-reader users land on them after a failed submit.
 */
export function FormMessage({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone === "error") ref.current?.focus();
  }, [tone]);
  return (
    <div
      ref={ref}
      tabIndex={tone === "error" ? -1 : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-2 rounded-md border p-3 text-sm outline-none", toneStyles[tone], className)}
    >
      <SpriteIcon name={toneIcons[tone]} className="mt-0.5 size-4 shrink-0" />
      <div className="font-medium">{children}</div>
    </div>
  );
}
