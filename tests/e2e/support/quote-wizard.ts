import type { Page } from "@playwright/test";
import { waitForHydration } from "./page";

/**
 * Walks the quote wizard as a customer does, up to the email address at step 5: a domestic move of
 * a 3-bedroom house to a house on the 15th of next month, no extra details. The caller sends the
 * code and goes on.
 */
export async function fillQuoteWizard(
  page: Page,
  {
    postcode,
    from,
    to,
    fullName,
    email,
    company,
  }: {
    postcode: string;
    from: string;
    to: string;
    fullName: string;
    email: string;
    /** The slug of the company whose page the request comes from. */
    company?: string;
  },
): Promise<void> {
  const query = new URLSearchParams({ postcode, ...(company ? { company } : {}) });
  await page.goto(`/quote?${query}`);
  await waitForHydration(page);
  const next = page.getByRole("button", { name: "Next", exact: true });
  await page.getByRole("radio", { name: /Domestic/ }).check();
  await next.click();
  await page.getByLabel("Town or city", { exact: true }).fill(from);
  await page.getByLabel("Town or city (optional)").fill(to);
  await next.click();
  await page.getByRole("radio", { name: "Full household contents" }).check();
  await page.getByRole("group", { name: "Type of property" }).first().getByRole("radio", { name: "House" }).check();
  await page.getByRole("group", { name: "Number of bedrooms" }).getByRole("radio", { name: "3" }).check();
  await page.getByRole("group", { name: "Type of property" }).nth(1).getByRole("radio", { name: "House" }).check();
  await page
    .getByRole("group", { name: "Would you like to add more details?" })
    .getByRole("radio", { name: "No" })
    .check();
  await page.getByRole("radio", { name: "On a specific date" }).check();
  await page.getByRole("button", { name: "Go to the Next Month" }).click();
  await page.getByRole("gridcell").getByRole("button").filter({ hasText: /^15$/ }).first().click();
  await next.click();
  await page.getByLabel("Full name").fill(fullName);
  await next.click();
  await page.getByLabel("Email address").fill(email);
}
