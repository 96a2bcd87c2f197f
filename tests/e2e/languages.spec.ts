import { localizedPath } from "~/i18n/addresses";
import { PUBLIC_PAGES } from "~/i18n/public-pages";
import { faultOf, MOST_FOREIGN_WORDS, readPage } from "./support/language-reading";
import { expect, type Page, test } from "./support/test";

/**
 * The guard that keeps each language whole: every public page of app/routes.ts (one city, one
 * company and every article for the pages with parameters, taken from the sitemap) is read in
 * Lithuanian at its /lt/ address and in English at its own, as Chromium shows it. Text marked
 * as written in the other language (`lang`) is set aside; what is left must hold no sentence of
 * the other language (counted by its common function words) and no catalogue key shown raw
 * (support/language-reading.ts; languages-signed-in.spec.ts reads the signed-in areas the same way).
 * Each page is also laid out at a phone's width, where its longer words must not make it scroll
 * sideways (the page guard of support/test.ts measures at the desktop width only).
 */

/**
 * The city page read for every city: the busiest, always among the reference cities. Which city
 * the sitemap lists first depends on the data other tests add, so the guard names one.
 */
const CITY = "/movers/greater-london/london";

const PHONE = { width: 375, height: 740 };

/**
 * The page laid out again at a phone's width: null when it fits, else how wide it is and the
 * innermost element that sticks out of the window outside any box that scrolls or clips it.
 */
async function phoneOverflow(page: Page): Promise<string | null> {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    return await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const loose = (element: Element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
          if (getComputedStyle(box).overflowX !== "visible") return false;
        return true;
      };
      const out = [...document.body.querySelectorAll("*")].filter(
        (element) =>
          element.getBoundingClientRect().right > root.clientWidth + 0.5 && element.checkVisibility() && loose(element),
      );
      const innermost = out.findLast((element) => !out.some((other) => other !== element && element.contains(other)));
      const name = innermost
        ? `<${innermost.tagName.toLowerCase()} class="${innermost.getAttribute("class") ?? ""}">`
        : "?";
      return `${root.scrollWidth} px wide in a ${root.clientWidth} px window, ${name} "${innermost?.textContent?.trim().slice(0, 40) ?? ""}"`;
    });
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}

/** Every public page's English address; the pages with parameters once each (every article). */
async function publicAddresses(page: Page): Promise<string[]> {
  const response = await page.request.get("/sitemap.xml");
  const listed = [...(await response.text()).matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
  return PUBLIC_PAGES.flatMap(({ path: pattern }) => {
    if (!pattern.includes(":")) return [`/${pattern}`];
    const shape = new RegExp(`^/${pattern.replace(/:\w+/g, "[^/]+")}$`);
    const matching = listed.filter((path) => shape.test(path)).sort();
    if (shape.test(CITY)) return matching.filter((path) => path === CITY);
    return pattern.startsWith("blog/") ? matching : matching.slice(0, 1);
  });
}

for (const locale of ["lt", "en-GB"] as const) {
  test(`every public page in ${locale} holds no sentence of the other language and no raw key, and fits a phone`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const addresses = await publicAddresses(page);
    // Each parameter page found in the sitemap: a guard that skipped them would pass on nothing.
    for (const kind of ["/blog/", "/movers/", "/company/"])
      expect(
        addresses.some((a) => a.startsWith(kind)),
        kind,
      ).toBe(true);
    const faults: string[] = [];
    for (const english of addresses) {
      const address = localizedPath(english, locale);
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const fault = faultOf(address, await readPage(page, locale));
      if (fault) faults.push(fault);
      const overflow = await phoneOverflow(page);
      if (overflow) faults.push(`${address} at ${PHONE.width} px: ${overflow}`);
    }
    expect(faults).toEqual([]);
  });
}

test("the pages that follow the visitor's preference speak Lithuanian when it is chosen", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "locale", value: "lt", url: baseURL }]);
  for (const address of ["/account/login", "/account/forgot-password", "/my-request"]) {
    await page.goto(address);
    await expect(page.locator("html")).toHaveAttribute("lang", "lt");
    const { foreign, rawKeys } = await readPage(page, "lt");
    expect(rawKeys, address).toEqual([]);
    expect(foreign.length, `${address}: ${foreign.join(", ")}`).toBeLessThanOrEqual(MOST_FOREIGN_WORDS);
  }
});
