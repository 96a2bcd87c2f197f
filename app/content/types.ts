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

export interface Article {
  slug: string;
  title: string;
  /** One or two sentences: the meta description and the blog list summary. */
  description: string;
  /** ISO date, YYYY-MM-DD. */
  datePublished: string;
  dateModified?: string;
  intro: string;
  sections: ArticleSection[];
  /** Site pages that go deeper on the topic. */
  related: { to: string; label: string }[];
}
