import { partnerLeadPath } from "~/lib/lead-rules";
import { logIn, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, test } from "./support/test";

/**
 * A partner opens an invitation, sees the move but not the customer, confirms the price before
 * claiming it, then sends a quote and revises it, and finds it in Bidding.
 */
test("claim a lead after confirming its price, then quote on it and find it in Bidding", async ({
  page,
  allowConsoleErrors,
}) => {
  // A price of £0 is sent on purpose: the server refuses it with 400.
  allowConsoleErrors(/status of 400 .*\/leads\/[\w-]+\.data\)$/);
  const lead = await seed("partnerWithLead", {});
  await page.goto(partnerLeadPath(lead.leadId));
  await logIn(page, lead.email, lead.password);
  await expect(page).toHaveURL(new RegExp(`${partnerLeadPath(lead.leadId)}$`));
  await waitForHydration(page);

  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1, name: "Domestic move from Manchester to Leeds" })).toBeVisible();
  await expect(main).toContainText("An upright piano on the ground floor.");
  await expect(main).toContainText("0 of 6 taken");
  await expect(main).not.toContainText(lead.customerName);
  await expect(main.getByRole("link", { name: "Back to jobs" })).toHaveAttribute("href", "/partner/admin/find-work");

  // Nothing is charged until the price is confirmed; cancelling leaves the lead as it was.
  await main.getByRole("button", { name: "Claim This Job" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Claim this job?" });
  await expect(confirm).toContainText("Your company's account will be charged £18.00 now.");
  await expect(confirm).toContainText("0 of 6 taken");
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(main).not.toContainText(lead.customerName);

  await main.getByRole("button", { name: "Claim This Job" }).click();
  await confirm.getByRole("button", { name: "Claim for £18.00" }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByRole("status")).toHaveText("Claimed: £18.00 was charged to your account.");
  await expect(main).toContainText(lead.customerName);
  await expect(main.getByRole("link", { name: lead.customerEmail })).toHaveAttribute(
    "href",
    `mailto:${lead.customerEmail}`,
  );
  await expect(main).toContainText("1 of 6 taken");

  // The quote: a refused price says why under its field, then the quote goes, and is revised.
  const price = main.getByLabel("Total price (£)");
  await price.fill("0");
  await main.getByRole("button", { name: "Send quote" }).click();
  await expect(main).toContainText("The price must be more than £0.");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await price.fill("450");
  await main.getByRole("checkbox", { name: "Packing" }).click();
  await main.getByRole("button", { name: "Send quote" }).click();
  await expect(main).toContainText("Sent quote, version 1");
  await expect(main).toContainText("Awaiting the customer");

  await main.getByLabel("Total price (£)").fill("425.50");
  await main.getByRole("button", { name: "Send revised quote" }).click();
  await expect(main).toContainText("Sent quote, version 2");
  await expect(main.getByRole("heading", { name: "Earlier versions" })).toBeVisible();
  await expect(main).toContainText("£450.00");
  await page.screenshot({ path: "test-results/partner-lead-detail.png", fullPage: true });

  await page.goto("/partner/admin/quotes");
  await expect(page.getByRole("heading", { level: 1, name: "Bidding" })).toBeVisible();
  await expect(main).toContainText("£425.50");
  await main.getByRole("link", { name: "Open the lead from Manchester" }).click();
  await expect(page).toHaveURL(new RegExp(`${partnerLeadPath(lead.leadId)}$`));
});
