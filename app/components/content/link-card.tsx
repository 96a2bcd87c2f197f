import { ArrowRight, type LucideIcon } from "lucide-react";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { localized, useLocalized } from "~/content/localized";

interface LinkCardProps {
  to: string;
  title: string;
  description: string;
  icon?: LucideIcon;
}

const readMore = localized({ "en-GB": "Read more", lt: "Skaityti daugiau" });

/** A card that is one link: the heading is the link text, the whole card is clickable. */
export function LinkCard({ to, title, description, icon: Icon }: LinkCardProps) {
  const more = useLocalized(readMore);
  return (
    <div className="group relative flex h-full gap-4 rounded-card border border-border bg-white p-5 shadow-card transition-colors hover:border-brand-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 sm:flex-col sm:gap-0 sm:p-6">
      {Icon ? (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:mb-4">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      ) : null}
      <div className="flex flex-1 flex-col">
        <h3 className="font-semibold text-brand-950 text-lg leading-snug">
          <Link to={to} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        <p className="mt-1.5 flex-1 text-muted-foreground leading-relaxed sm:mt-2">{description}</p>
        <span
          aria-hidden="true"
          className="mt-4 hidden items-center gap-1 font-medium text-brand-700 text-sm sm:inline-flex"
        >
          {more} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </div>
  );
}
