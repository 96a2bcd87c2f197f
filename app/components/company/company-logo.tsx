import { useEffect, useRef, useState } from "react";
import { SpriteIcon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

/**
 * The company's logo, or a neutral placeholder when it has none or the image fails to load
 * (also when it failed before hydration, which onError alone would miss).
 */
export function CompanyLogo({ src, name, className }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  const box = cn(
    "flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-white",
    className,
  );
  if (!src || failed) {
    return (
      <div className={cn(box, "bg-brand-50 text-brand-700")} role="img" aria-label={`${name} logo placeholder`}>
        <SpriteIcon name="truck" className="size-7" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        ref={image}
        src={src}
        alt={`${name} logo`}
        width={64}
        height={64}
        loading="lazy"
        className="size-full object-contain"
        onError={() => setFailed(true)}
      />
    </div>
  );
}
