import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./container";

interface SectionProps {
  title: string;
  /** Anchor for in-page links (e.g. "#checklist"). */
  id?: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** "muted" gives the section a grey band to separate it from its neighbours. */
  tone?: "default" | "muted";
  /** Centre the heading block (for short marketing blocks). */
  centered?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A page section with an h2 that names it for assistive technology. */
export function Section({ title, id, eyebrow, intro, tone = "default", centered, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("scroll-mt-20 py-12 sm:py-16", tone === "muted" && "bg-muted", className)}
    >
      <Container>
        <div className={cn("max-w-3xl", centered && "mx-auto text-center")}>
          {eyebrow ? <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-1 text-balance font-bold text-2xl text-brand-950 tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro ? <div className="mt-3 text-muted-foreground leading-relaxed">{intro}</div> : null}
        </div>
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </section>
  );
}
