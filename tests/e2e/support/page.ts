import { expect, type Page } from "@playwright/test";

/** Server-rendered controls exist before React runs; wait until they respond to events. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Logs in on the log-in page the browser is on (where a guarded page sends an anonymous visitor). */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

/** Opens the partner back office's home as a partner, through its log-in page. */
export async function openBackOffice(page: Page, partner: { email: string; password: string }): Promise<void> {
  await page.goto("/partner/admin");
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(/\/partner\/admin$/);
}
