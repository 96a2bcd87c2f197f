import { createHash } from "node:crypto";
import { test as base } from "@playwright/test";

/**
 * Every spec's `test`: each test browses from an address of its own, as separate visitors do.
 * The e2e server trusts one proxy hop (playwright.config.ts), so the X-Forwarded-For header
 * below is the client address its per-address limits (sign-in, codes, forms) count. Without it,
 * every test would share 127.0.0.1 and a busy run would hit the sign-in limit of one person.
 */
export function visitorAddress(name: string): string {
  // 198.18.0.0/15 is reserved for network testing: never a real visitor.
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(name).digest();
  return `198.${18 + (a % 2)}.${b}.${1 + (c % 254)}`;
}

export const test = base.extend({
  /**
   * With E2E_SLOW_SCRIPTS=ms (npm run test:e2e:slow-scripts), the app's scripts arrive that much
   * later, as on a slow line: a test that uses a control before the app could answer it fails.
   */
  page: async ({ page }, use) => {
    if (process.env.E2E_SLOW_SCRIPTS) {
      await page.route("**/assets/**/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, Number(process.env.E2E_SLOW_SCRIPTS)));
        await route.continue();
      });
    }
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": visitorAddress(`${testInfo.testId}:${testInfo.retry}`) });
  },
});

export { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
