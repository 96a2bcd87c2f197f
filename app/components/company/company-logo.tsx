import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/lib/cn";

/** "1st Class Removals" → "1C": the first character of the name's first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
}

/**
 * The company's logo, or its initials when it has none or the image fails to load. The city and
 * company pages ship no JavaScript, so a failed image needs no script to be replaced: it draws
 * the initials over itself (`.company-logo::after` in app.css; browsers render an image's
 * pseudo-elements only when it failed), never a broken-image icon.
 */
export function CompanyLogo({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const box = cn(
    "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-white",
    className,
  );
  const { t } = useTranslation("common");
  const initials = initialsOf(name);
  if (!src) {
    return (
      <div className={cn(box, "logo-placeholder")} role="img" aria-label={t("logo.initials", { name })}>
        {initials}
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={t("logo.image", { name })}
        data-initials={initials}
        width={64}
        height={64}
        loading="lazy"
        className="company-logo size-full object-contain"
      />
    </div>
  );
}
