import type { Locale } from "~/i18n/config";
import { SITE_NAME } from "~/lib/constants";

export interface FaqEntry {
  question: string;
  /** Plain text, so the same words go into the page and into the structured data. */
  answer: string;
}

/** schema.org FAQPage for a page that shows these questions and answers. */
export function faqPageJsonLd(entries: FaqEntry[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

interface ArticleJsonLdInput {
  title: string;
  description: string;
  url: string;
  /** The language the page is written in. */
  locale: Locale;
  datePublished: string;
  dateModified?: string;
}

/** schema.org Article for a blog post. */
export function articleJsonLd({ title, description, url, locale, datePublished, dateModified }: ArticleJsonLdInput) {
  const organisation = { "@type": "Organization", name: SITE_NAME };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    description,
    datePublished,
    dateModified: dateModified ?? datePublished,
    author: organisation,
    publisher: organisation,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: locale,
  };
}
