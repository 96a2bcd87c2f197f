import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "./container";

interface PageHeroProps {
  /** Short label above the heading, e.g. "Guide". */
  eyebrow?: string;
  /** The page's one and only h1. */
  title: string;
  intro: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** Optional panel shown beside the text on wide screens and below it on small ones. */
  aside?: ReactNode;
  /** Small print under the actions, e.g. "Free, no obligation". */
  note?: ReactNode;
  /** Breadcrumb or back link shown above the eyebrow. */
  breadcrumb?: ReactNode;
}

/** The consistent top of every content page. */
export function PageHero({ eyebrow, title, intro, actions, aside, note, breadcrumb }: PageHeroProps) {
  return (
    <section className="border-border border-b bg-linear-to-b from-brand-50 to-white">
      <Container
        className={cn("py-12 sm:py-16 lg:py-20", aside ? "grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]" : undefined)}
      >
        <div>
          {breadcrumb ? <div className="mb-6">{breadcrumb}</div> : null}
          {eyebrow ? <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">{eyebrow}</p> : null}
          {/* A long word ("persikraustantiems") breaks rather than widening a narrow phone's page. */}
          <h1 className="mt-2 max-w-3xl text-balance break-words font-bold text-3xl text-brand-950 tracking-tight sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          <div className="mt-4 max-w-2xl text-lg text-muted-foreground leading-relaxed">{intro}</div>
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          {note ? <p className="mt-3 text-muted-foreground text-sm">{note}</p> : null}
        </div>
        {aside ? <div className="self-center">{aside}</div> : null}
      </Container>
    </section>
  );
}
