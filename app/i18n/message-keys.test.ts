import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./config";
import { en } from "./en-GB";
import { emails as enEmails } from "./en-GB/emails";
import { lt } from "./lt";
import { emails as ltEmails } from "./lt/emails";

/**
 * Schemas, services and actions send message keys ("quote:errors.codeExpired") that pages
 * translate. A key missing from a catalogue would show English (or the key) on a Lithuanian page:
 * every key written in the code must exist in every language, without falling back.
 */
const KEY_LITERAL =
  /["'`]((?:messages|quote|partner|contact|auth|admin|emails|backOffice|reviews):[A-Za-z0-9_.]+)["'`]/g;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const keys = new Set(
  sourceFiles(path.resolve("app")).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(KEY_LITERAL)].map((match) => match[1] ?? ""),
  ),
);

describe("message keys in the code", () => {
  it("are found (the scan works)", () => {
    expect(keys).toContain("messages:validation.emailInvalid");
    expect(keys).toContain("quote:errors.codeWrong");
    expect(keys.size).toBeGreaterThan(60);
  });

  it.each(LOCALES)("all exist in %s", (locale) => {
    const catalogue = locale === "lt" ? { ...lt, emails: ltEmails } : { ...en, emails: enEmails };
    const instance = i18next.createInstance();
    instance.init({ lng: locale, fallbackLng: false, resources: { [locale]: catalogue }, initAsync: false });
    // A count string is found through its plural forms ("codeWrong" → "codeWrong_few").
    const missing = [...keys].filter((key) => !instance.exists(key) && !instance.exists(key, { count: 2 }));
    expect(missing).toEqual([]);
  });
});
