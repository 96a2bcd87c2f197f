import type { Localized } from "./localized";

/** A simple data table: the first column holds the row headers. */
export interface TableData {
  caption: string;
  /** Column headings, including the first (row header) column. */
  columns: string[];
  /**
   * Optional shorter headings for the value columns on phones (e.g. "1" for "1 mover"); the full
   * heading stays available to screen readers.
   */
  shortColumns?: string[];
  rows: { label: string; cells: string[] }[];
  /** Small print shown under the table. */
  note?: string;
}

export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: { ordered?: boolean; items: string[] };
  table?: TableData;
  /** A paragraph shown after the list or table. */
  after?: string;
}

/** An article's words in one language. */
export interface ArticleCopy {
  title: string;
  /** One or two sentences: the meta description and the blog list summary. */
  description: string;
  intro: string;
  sections: ArticleSection[];
  /** Site pages that go deeper on the topic (English addresses: links follow the page's language). */
  related: { to: string; label: string }[];
}

/** A blog article: one slug and one set of dates for every language, its words in each. */
export interface Article {
  slug: string;
  /** ISO date, YYYY-MM-DD. */
  datePublished: string;
  dateModified?: string;
  copy: Localized<ArticleCopy>;
}
