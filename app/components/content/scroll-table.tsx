import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface ScrollTableProps {
  /** Names the scrollable region for screen readers, usually the table's caption. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A <table> in a region that scrolls sideways on narrow screens. The region can take focus,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollTable({ label, className, children }: ScrollTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} className="relative w-full overflow-x-auto rounded-card">
      <table className={cn("w-full text-sm", className)}>{children}</table>
    </section>
  );
}
