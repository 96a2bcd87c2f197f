import type { TFunction } from "i18next";
import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";

/** A job's towns in words: "From Leeds to York", or "From Leeds" when the customer gave no destination. */
export function routeLabel(
  t: TFunction<"backOffice">,
  { fromTown, toTown }: { fromTown: string; toTown: string | null },
) {
  return toTown ? t("myWork.route", { from: fromTown, to: toTown }) : t("myWork.routeFrom", { from: fromTown });
}

/** A job's towns with an arrow between them (screen readers hear the words). */
export function JobRoute({ fromTown, toTown }: { fromTown: string; toTown: string | null }) {
  const { t } = useTranslation("backOffice");
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm">
      <span className="sr-only">{routeLabel(t, { fromTown, toTown })}</span>
      <span aria-hidden="true" className="flex items-center gap-1.5">
        {fromTown}
        {toTown ? (
          <>
            <SpriteIcon sprite="back-office-icons" name="arrow-right" className="size-3.5 text-muted-foreground" />
            {toTown}
          </>
        ) : null}
      </span>
    </p>
  );
}
