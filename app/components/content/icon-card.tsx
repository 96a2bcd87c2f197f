import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

interface IconCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** Heading level: h3 under a section's h2 (the default), h2 when the card is top level. */
  as?: "h2" | "h3";
  className?: string;
}

/** A card with an icon, a heading and a short text: benefits, reasons, facts. */
export function IconCard({ icon: Icon, title, children, as: Heading = "h3", className }: IconCardProps) {
  return (
    <div className={cn("flex flex-col gap-3 rounded-card border border-border bg-white p-6 shadow-card", className)}>
      <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading className="mt-1 font-semibold text-brand-950 text-lg">{title}</Heading>
      <div className="text-muted-foreground leading-relaxed">{children}</div>
    </div>
  );
}

/** A responsive grid for cards: one column on phones, two on tablets, `columns` on desktops. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <div
      className={cn(
        "grid gap-4 sm:grid-cols-2 sm:gap-6",
        columns === 3 && "lg:grid-cols-3",
        columns === 4 && "lg:grid-cols-4",
      )}
    >
      {children}
    </div>
  );
}
