import type { ReactNode } from "react";
import { formatArticleDate } from "~/content/articles";
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

/** Privacy, cookies and disclaimer: a hero, a "last updated" line and long-form text with h2 sections. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  return (
    <>
      <PageHero
        eyebrow="Legal"
        title={title}
        intro={intro}
        note={
          <>
            Last updated <time dateTime={updated}>{formatArticleDate(updated)}</time>
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <Prose className="[&>h2:first-child]:mt-0">{children}</Prose>
      </Container>
    </>
  );
}
