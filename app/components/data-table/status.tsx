import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { STATUS_TONE, type StatusTone } from "~/lib/vocabulary";

/**
 * How a tone (app/lib/vocabulary.ts `STATUS_TONE`, `PRIORITY_TONE`) looks: a badge variant of
 * the same name, or a dot colour. The text beside it always names the status too, so colour is
 * never the only cue.
 */
const DOT_CLASS: Record<StatusTone, string> = {
  warning: "bg-warning",
  info: "bg-brand-700",
  success: "bg-success",
  destructive: "bg-destructive",
  secondary: "bg-muted-foreground",
};

/** The tone of any status value; unknown values are neutral. */
export function toneOf(status: string): StatusTone {
  return STATUS_TONE[status] ?? "secondary";
}

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <Badge variant={tone}>{children}</Badge>;
}

export function StatusDot({ tone }: { tone: StatusTone }) {
  return <span aria-hidden="true" className={cn("size-2.5 shrink-0 rounded-full", DOT_CLASS[tone])} />;
}
