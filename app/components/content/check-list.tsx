import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A bulleted list with check marks (the marks are decorative; the list is a plain list). */
export function CheckList({ items, className }: { items: ReactNode[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item, index) => (
        // Items are static copy; the index is a stable key here.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list that never reorders
        <li key={index} className="flex gap-3">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
