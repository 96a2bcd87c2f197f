import type { Page } from "@playwright/test";

/** Server-rendered controls exist before React runs; wait until they respond to events. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
