import { MessageSquareQuote } from "lucide-react";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { UserText } from "~/components/ui/user-text";
import { useTranslation } from "~/i18n/use-translation";
import { companyPath } from "~/lib/directory";
import { formatTimeAgo } from "~/lib/format";
import { RatingBadge } from "./rating-badge";

export interface ReviewCardData {
  id: string;
  title: string;
  authorName: string;
  content: string;
  /** The language the title and text were written in (null: unknown). */
  writtenLanguage: string | null;
  overall: number;
  publishedAt: Date | string | null;
  companyName: string;
  companySlug: string;
}

/** Published reviews as cards, each naming its company; `now` (ISO) keeps "3 days ago" the same on server and client. */
export function ReviewCards({ reviews, now }: { reviews: ReviewCardData[]; now: string }) {
  const { t, i18n } = useTranslation("home");
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {reviews.map((review) => (
        <li
          key={review.id}
          className="flex flex-col rounded-(--radius-card) border border-border bg-white p-6 shadow-card"
        >
          <article aria-label={t("reviews.about", { company: review.companyName })} className="flex flex-1 flex-col">
            <div className="flex items-start justify-between gap-3">
              <MessageSquareQuote aria-hidden="true" className="size-6 shrink-0 text-brand-300" />
              <RatingBadge rating={review.overall} />
            </div>
            <UserText as="h3" language={review.writtenLanguage} className="mt-3 font-semibold text-brand-950">
              {review.title}
            </UserText>
            <UserText language={review.writtenLanguage} className="mt-2 flex-1 text-muted-foreground">
              {review.content}
            </UserText>
            <p className="mt-4 text-sm">
              <span className="font-medium">{review.authorName}</span>
              {review.publishedAt ? (
                <>
                  {" · "}
                  <time dateTime={new Date(review.publishedAt).toISOString()} className="text-muted-foreground">
                    {formatTimeAgo(review.publishedAt, new Date(now), i18n.language)}
                  </time>
                </>
              ) : null}
            </p>
            <Link to={companyPath(review.companySlug)} className="mt-1 text-brand-700 text-sm hover:underline">
              {review.companyName}
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
