import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * Readable long-form text without a typography plugin: spacing for paragraphs, lists and
 * sub-headings, and underlined links.
 */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "max-w-3xl text-foreground leading-relaxed",
        "[&>*+*]:mt-4 [&_h2]:mt-10 [&_h2]:font-bold [&_h2]:text-2xl [&_h2]:text-brand-950 [&_h2]:tracking-tight",
        "[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-brand-950 [&_h3]:text-lg",
        "[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
        "[&_strong]:font-semibold",
        className,
      )}
    >
      {children}
    </div>
  );
}
