import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** The page width used by every content page: full-bleed backgrounds, centred content. */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}
