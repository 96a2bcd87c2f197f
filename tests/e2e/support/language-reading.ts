import type { Page } from "@playwright/test";
import type { Locale } from "~/i18n/config";

/**
 * How the language guards (languages.spec.ts for the public site, languages-signed-in.spec.ts for
 * the back office and the admin panel) read a page: what Chromium shows of it, with the parts
 * marked as written in the other language (`lang`) set aside, counted for words of the other
 * language and catalogue keys shown raw.
 */

/** Words that open or join an English sentence and are not Lithuanian words too ("to", "be", "it" are). */
const ENGLISH_WORDS = new Set(
  "the and of with for your you our we is are from this that or an will can by on at not have has more".split(" "),
);
/** Lithuanian function words that are not English words. */
const LITHUANIAN_WORDS = new Set("ir su kad jūsų arba į iš yra mes jei kaip dėl nuo".split(" "));
/** A page may name a few words of the other language (a brand, a term explained); more is a sentence. */
export const MOST_FOREIGN_WORDS = 3;

export interface Reading {
  foreign: string[];
  rawKeys: string[];
}

/**
 * The page's visible text without the parts set aside, read for leftovers: text marked as written
 * in the other language (`lang`) and names marked as not to be translated (`translate="no"`).
 * `withLabels` reads what a screen reader or the tab strip says too: the page title and the
 * labels of visible elements (aria-label, title, placeholder, alt), with the texts set aside on
 * the page taken out of them ("Publish: Best movers we've used" names a review's own title).
 */
export async function readPage(page: Page, locale: Locale, { withLabels = false } = {}): Promise<Reading> {
  const other = locale === "lt" ? "en" : "lt";
  // Read without changing the page: a page still hydrating must find the DOM it was sent.
  const text = await page.evaluate(
    ({ otherLanguage, labels }) => {
      const setAside = `[lang|="${otherLanguage}"], [lang=""], [translate="no"]`;
      const skipped = `script, style, noscript, template, ${setAside}`;
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(skipped)) continue;
        if (!parent.checkVisibility()) continue;
        parts.push(node.textContent ?? "");
      }
      if (labels) {
        // Longest first, so that a name is taken out whole before a shorter one inside it.
        const asideTexts = [...document.querySelectorAll(setAside)]
          .map((element) => element.textContent?.trim() ?? "")
          .filter(Boolean)
          .sort((a, b) => b.length - a.length);
        const withoutAside = (label: string) => asideTexts.reduce((rest, aside) => rest.replaceAll(aside, " "), label);
        parts.push(withoutAside(document.title));
        for (const element of document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]")) {
          if (element.closest(skipped) || !element.checkVisibility()) continue;
          for (const name of ["aria-label", "title", "placeholder", "alt"]) {
            parts.push(withoutAside(element.getAttribute(name) ?? ""));
          }
        }
      }
      return parts.join(" ");
    },
    { otherLanguage: other, labels: withLabels },
  );
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const foreignWords = locale === "lt" ? ENGLISH_WORDS : LITHUANIAN_WORDS;
  const foreign = words.filter((word) => foreignWords.has(word) || (locale === "en-GB" && /[ąčęėįšųūž]/.test(word)));
  // "footer.links.faq", "layout:locale.label": a key the catalogue did not answer. Addresses, file
  // names and cookie names ("better-auth.session_token") are not keys.
  const rawKeys = (text.match(/(?<![@\w.])[a-z][\w-]*(?::[\w.]+|(?:\.[a-zA-Z]\w*)+)(?![\w@])/g) ?? []).filter(
    (token) => !token.includes("_") && !/\.(lt|uk|com|org|net|io|svg|png|jpe?g|pdf|html|xml|txt)$/i.test(token),
  );
  return { foreign, rawKeys };
}

/** What is wrong with a reading, as a line of the guard's report; null when nothing is. */
export function faultOf(address: string, { foreign, rawKeys }: Reading): string | null {
  const faults: string[] = [];
  if (rawKeys.length > 0) faults.push(`raw keys ${rawKeys.join(", ")}`);
  if (foreign.length > MOST_FOREIGN_WORDS) {
    faults.push(`${foreign.length} words of the other language (${[...new Set(foreign)].join(", ")})`);
  }
  return faults.length > 0 ? `${address}: ${faults.join("; ")}` : null;
}
