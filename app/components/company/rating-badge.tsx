import { SpriteIcon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";
import { SITE_NAME } from "~/lib/constants";
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

/**
 * A company's standing wherever it is shown (cards, its page, quotes): its score and review
 * count, or "New on MoveMatch" until its first published review, never a dash for a score.
 */
export function CompanyRating({
  rating,
  reviewCount,
  size = "default",
}: {
  rating: number | null;
  reviewCount: number;
  size?: "default" | "lg";
}) {
  const { t } = useTranslation("common");
  if (rating === null || reviewCount === 0) {
    return (
      <span
        className={cn(
          "inline-flex items-center rounded-md border border-brand-200 bg-brand-50 font-semibold text-brand-800",
          size === "lg" ? "px-2.5 py-1 text-base" : "px-2 py-0.5 text-sm",
        )}
      >
        {t("rating.new", { site: SITE_NAME })}
      </span>
    );
  }
  return <RatingBadge rating={rating} reviewCount={reviewCount} size={size} />;
}
