import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/**
 * A partner or staff screen's heading, its one `h1`: the same size and weight on every screen, so a
 * new screen takes this rather than styling its own.
 */
export function ScreenHeading({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn("font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl", className)}>{children}</h1>;
}
