import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { href } from "react-router";
import { LocalizedLink as Link } from "~/components/layout/localized-link";
import { Button } from "~/components/ui/button";
import { localized, useLocalized } from "~/content/localized";
import { cn } from "~/lib/cn";
import { REPLY_WITHIN_HOURS } from "~/lib/constants";
import { Container } from "./container";

interface CtaLink {
  to: string;
  label: string;
}

interface CtaBandProps {
  title?: string;
  body?: ReactNode;
  primary?: CtaLink;
  secondary?: CtaLink;
}

const bandCopy = localized({
  "en-GB": {
    label: "Get quotes",
    title: "Ready to compare removal quotes?",
    body: `Tell us about your move in a few minutes. Verified local companies reply within ${REPLY_WITHIN_HOURS} hours. Free, with no obligation.`,
    primary: "Get free quotes",
  },
  lt: {
    label: "Gauti pasiūlymus",
    title: "Pasiruošę palyginti perkraustymo pasiūlymus?",
    body: `Per kelias minutes papasakokite apie savo persikraustymą. Patikrintos vietos įmonės atsako per ${REPLY_WITHIN_HOURS} val. Nemokamai ir be įsipareigojimų.`,
    primary: "Gauti nemokamus pasiūlymus",
  },
});

/** A label longer than a narrow phone's width (Lithuanian ones can be) wraps inside its button rather than overflowing. */
const WRAPPING_BUTTON = "h-auto min-h-11 max-w-full whitespace-normal py-2 text-center";

/** The blue call-to-action band that closes most content pages; a page may change any of its words. */
export function CtaBand({ title, body, primary, secondary }: CtaBandProps) {
  const copy = useLocalized(bandCopy);
  title ??= copy.title;
  body ??= copy.body;
  primary ??= { to: href("/quote"), label: copy.primary };
  return (
    <section aria-label={copy.label} className="py-12 sm:py-16">
      <Container>
        {/* px-5: the Lithuanian "Gauti nemokamus pasiūlymus" button still fits one line on a 375 px phone. */}
        <div className="rounded-card bg-brand-700 px-5 py-10 text-white shadow-card sm:px-10 sm:py-12 lg:flex lg:items-center lg:justify-between lg:gap-10">
          <div className="max-w-2xl">
            <h2 className="text-balance font-bold text-2xl tracking-tight sm:text-3xl">{title}</h2>
            <div className="mt-3 text-brand-50 leading-relaxed">{body}</div>
          </div>
          {/* At most half the band: two long labels (Lithuanian ones) wrap onto two rows instead of squeezing the title into a narrow column. */}
          <div className="mt-8 flex flex-wrap gap-3 lg:mt-0 lg:max-w-1/2 lg:shrink-0 lg:justify-end">
            <Button asChild size="lg" className={cn(WRAPPING_BUTTON, "bg-white text-brand-800 hover:bg-brand-50")}>
              <Link to={primary.to}>
                {primary.label}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {secondary ? (
              <Button
                asChild
                size="lg"
                variant="outline"
                className={cn(
                  WRAPPING_BUTTON,
                  "border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white",
                )}
              >
                <Link to={secondary.to}>{secondary.label}</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
