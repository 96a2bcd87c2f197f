import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";

/**
 * How many of a lead's places companies have taken ("3 of 6 taken"): one segment per place,
 * with the same words beside it, so the bar is never the only cue.
 */
export function SlotMeter({ taken, total, className }: { taken: number; total: number; className?: string }) {
  const { t } = useTranslation("leads");
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div aria-hidden="true" className="flex gap-1">
        {Array.from({ length: total }, (_, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the places are a fixed row of equals
            key={index}
            className={cn("h-2 flex-1 rounded-full", index < taken ? "bg-brand-600" : "bg-muted")}
          />
        ))}
      </div>
      <p className="text-sm">
        <span className="sr-only">{t("detail.slotsLabel")}: </span>
        {t("detail.slotsTaken", { taken, total })}
      </p>
    </div>
  );
}
