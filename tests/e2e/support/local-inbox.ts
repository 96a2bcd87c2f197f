import { expect, type Page } from "@playwright/test";

export interface InboxMessage {
  subject: string;
  /** The text version, as the inbox shows it. */
  text: string;
  /** The email's own page in the inbox (/dev/mail/<id>). */
  path: string;
}

/**
 * Reads an email as someone trying MoveMatch under `npm start` does, with no mail server: in the
 * local inbox at /dev/mail, the newest email to `to` whose subject matches, opened on its page.
 * Give it a tab of its own, so the page that caused the email keeps its state.
 */
export async function readLocalInbox(page: Page, to: string, subject: RegExp): Promise<InboxMessage> {
  const link = page.getByRole("row").filter({ hasText: to }).getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.goto("/dev/mail");
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const path = (await link.getAttribute("href")) ?? "";
  const found = (await link.textContent()) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(found);
  return { subject: found, text: (await page.getByTestId("mail-text").textContent()) ?? "", path };
}
