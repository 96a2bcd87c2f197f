import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/config";
import { ARTICLES, findArticle, listArticles } from "./articles";
import type { ArticleCopy } from "./types";

/** What every language of an article shares: the sections' shape and where the related links lead. */
function structureOf(copy: ArticleCopy) {
  return {
    sections: copy.sections.map((section) => ({
      paragraphs: section.paragraphs.length,
      list: section.list ? { ordered: section.list.ordered ?? false, items: section.list.items.length } : null,
      table: section.table ? { columns: section.table.columns.length, rows: section.table.rows.length } : null,
      after: section.after !== undefined,
    })),
    related: copy.related.map((link) => link.to),
  };
}

/** Every text of an article's copy, table cells included. */
function textsOf(copy: ArticleCopy): string[] {
  return [
    copy.title,
    copy.description,
    copy.intro,
    ...copy.sections.flatMap((section) => [
      section.heading,
      ...section.paragraphs,
      ...(section.list?.items ?? []),
      ...(section.table
        ? [section.table.caption, ...section.table.rows.flatMap((row) => [row.label, ...row.cells])]
        : []),
      section.after ?? "",
    ]),
    ...copy.related.map((link) => link.label),
  ];
}

describe("articles", () => {
  it.each(ARTICLES.map((article) => [article.slug, article] as const))(
    "%s has the same sections and related pages in every language",
    (_slug, article) => {
      for (const locale of LOCALES) {
        expect(structureOf(article.copy[locale]), locale).toEqual(structureOf(article.copy["en-GB"]));
      }
    },
  );

  it("write pounds in Lithuanian number format in Lithuanian", () => {
    const lithuanian = ARTICLES.flatMap((article) => textsOf(article.copy.lt));
    // "£1,080" is English; Lithuanian reads "1 080 £".
    expect(lithuanian.filter((text) => /£\s?\d|\d,\d{3}/.test(text))).toEqual([]);
    expect(lithuanian.some((text) => /\d\s\d{3}\s£/.test(text))).toBe(true);
  });

  it("are listed newest first and found by their one slug", () => {
    const dates = listArticles().map((article) => article.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of ARTICLES) expect(findArticle(article.slug)).toBe(article);
    expect(findArticle("no-such-article")).toBeUndefined();
  });
});
