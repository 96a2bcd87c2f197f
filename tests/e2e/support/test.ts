import { createHash } from "node:crypto";
import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";

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

/**
 * What the pages of the running test did wrong: console errors, uncaught exceptions (a
 * hydration mismatch is one) and pages wider than their window. Filled by every page of every
 * context the worker opens, including those a spec opens itself with `browser.newContext()`.
 * A worker runs one test at a time, so the running test owns the list.
 */
const pageFaults: string[] = [];
const allowedErrors: RegExp[] = [];
const pendingChecks = new Set<Promise<void>>();
const watchedContexts = new Set<BrowserContext>();
const watchedPages = new WeakSet<Page>();

/** The page is wider than its window: the visitor would have to scroll sideways. */
async function checkOverflow(page: Page): Promise<void> {
  if (page.isClosed() || !/^https?:/.test(page.url())) return;
  const measure = await page
    .evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    // The page navigated away or closed while being measured: the next page is measured on its own load.
    .catch(() => undefined);
  if (measure && measure.scrollWidth > measure.clientWidth) {
    pageFaults.push(
      `horizontal overflow on ${page.url()}: ${measure.scrollWidth} px wide in a ${measure.clientWidth} px window`,
    );
  }
}

const DRIVER_BLOCKED_IN_SANDBOX =
  /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/;

function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The driver's own scripts, refused by a frame sandboxed without scripts on purpose (the
    // local inbox's email preview): the page ran nothing there.
    if (DRIVER_BLOCKED_IN_SANDBOX.test(message.text())) return;
    // A failed request names its address here: "Failed to load resource" alone does not.
    const source = message.location().url;
    pageFaults.push(
      `console error on ${page.url()}: ${message.text()}${source && source !== page.url() ? ` (${source})` : ""}`,
    );
  });
  page.on("pageerror", (error) => pageFaults.push(`uncaught error on ${page.url()}: ${error.message}`));
  page.on("load", () => {
    const check = checkOverflow(page);
    pendingChecks.add(check);
    void check.finally(() => pendingChecks.delete(check));
  });
}

function watchContext(context: BrowserContext): void {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  context.pages().forEach(watchPage);
  context.on("page", watchPage);
  context.on("close", () => watchedContexts.delete(context));
}

/** Contexts a spec opens itself are watched too: the browser's newContext is wrapped once per worker. */
function watchNewContexts(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
}

export const test = base.extend<
  { allowConsoleErrors: (...errors: RegExp[]) => void; pageGuard: undefined },
  { browserGuard: undefined }
>({
  /**
   * Forgives console errors the test provokes on purpose (a request it makes fail, a form it
   * sends wrong so that the server answers 4xx), each matched narrowly, for this test only:
   * `allowConsoleErrors(/\/admin\/login: .*status of 401/)`. Nothing else is forgiven.
   */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
  allowConsoleErrors: async ({}, use) => {
    await use((...errors) => allowedErrors.push(...errors));
  },
  browserGuard: [
    async ({ browser }, use) => {
      watchNewContexts(browser);
      await use(undefined);
    },
    { scope: "worker", auto: true },
  ],
  /** After each test: no page it opened logged an error, threw, or was wider than its window. */
  pageGuard: [
    async ({ context }, use) => {
      pageFaults.length = 0;
      allowedErrors.length = 0;
      watchContext(context);
      await use(undefined);
      for (const open of watchedContexts) for (const page of open.pages()) pendingChecks.add(checkOverflow(page));
      await Promise.all(pendingChecks);
      const faults = [...new Set(pageFaults)].filter(
        (fault) => !(fault.startsWith("console error") && allowedErrors.some((allowed) => allowed.test(fault))),
      );
      if (faults.length > 0) throw new Error(`The pages of this test went wrong:\n${faults.join("\n")}`);
    },
    { auto: true },
  ],
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

export { type Browser, type BrowserContext, expect, type Locator, type Page } from "@playwright/test";
