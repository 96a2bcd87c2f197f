import { describe, expect, it } from "vitest";
import { admin as en } from "~/i18n/en-GB/admin";
import { admin as lt } from "~/i18n/lt/admin";
import { CONTACT_TOPIC_KEYS } from "~/lib/schemas/contact";
import { SUPPORT_CATEGORY } from "~/lib/schemas/support-message";

/**
 * The categories a contact row is stored with: the public form's topics, partner support, and
 * the column's default (app/db/schema/contacts.ts) that rows stored before the topics hold.
 */
const STORED_CATEGORIES = [...CONTACT_TOPIC_KEYS, SUPPORT_CATEGORY, "general"];

describe("contact categories", () => {
  it.each(STORED_CATEGORIES)("staff read the category %s as words in both languages, never as its key", (category) => {
    const english: Record<string, string> = en.vocabulary.contactCategory;
    const lithuanian: Record<string, string> = lt.vocabulary.contactCategory;
    expect(english[category]).toMatch(/\w/);
    expect(lithuanian[category]).toMatch(/\w/);
    expect(english[category]).not.toBe(category);
    expect(lithuanian[category]).not.toBe(english[category]);
  });
});
