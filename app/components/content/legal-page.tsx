import type { ReactNode } from "react";
import { localized, useLocalized, usePageLocale } from "~/content/localized";
import { formatDate } from "~/lib/format";
import { Container } from "./container";
import { PageHero } from "./page-hero";
import { Prose } from "./prose";

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  /** ISO date the text last changed. */
  updated: string;
  children: ReactNode;
}

const frameCopy = localized({
  "en-GB": { eyebrow: "Legal", updated: "Last updated" },
  lt: { eyebrow: "Teisinė informacija", updated: "Atnaujinta" },
});

/** Privacy, cookies and disclaimer: a hero, a "last updated" line and long-form text with h2 sections. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  const copy = useLocalized(frameCopy);
  const locale = usePageLocale();
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={title}
        intro={intro}
        note={
          <>
            {copy.updated} <time dateTime={updated}>{formatDate(`${updated}T00:00:00Z`, locale)}</time>
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <Prose className="[&>h2:first-child]:mt-0">{children}</Prose>
      </Container>
    </>
  );
}
