import { useTranslation } from "react-i18next";
import { SpriteIcon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";
import { formatRating } from "~/lib/format";

/** A score out of 10, with its review count when given; readable without colour. */
export function RatingBadge({
  rating,
  reviewCount,
  size = "default",
}: {
  rating: number | null;
  reviewCount?: number;
  size?: "default" | "lg";
}) {
  const { t, i18n } = useTranslation("common");
  return (
    <span className="inline-flex items-center gap-2">
      <span
        className={cn(
          "inline-flex items-center gap-1 rounded-md bg-brand-700 font-semibold text-white",
          size === "lg" ? "px-2.5 py-1 text-lg" : "px-2 py-0.5 text-sm",
        )}
      >
        <SpriteIcon name="star" className={size === "lg" ? "size-4 fill-current" : "size-3.5 fill-current"} />
        {formatRating(rating, i18n.language)}
        <span className="sr-only"> {t("rating.outOfTen")}</span>
        <span aria-hidden="true" className="font-normal opacity-80">
          /10
        </span>
      </span>
      {reviewCount === undefined ? null : (
        <span className="text-muted-foreground text-sm">{t("rating.reviews", { count: reviewCount })}</span>
      )}
    </span>
  );
}
