import { seed } from "./support/seed";
import { signInAsStaff } from "./support/staff";
import { expect, test } from "./support/test";

/** Staff find a request by its postcode, and open and share its own page by its address. */

test("staff search 'LS1' to find a request, preview it, and open its full page by its address", async ({ page }) => {
  const request = await seed("leedsRequest", {});
  await signInAsStaff(page, "/admin/quote-requests");
  await expect(page.getByRole("heading", { level: 1, name: "Quote requests" })).toBeVisible();

  await page.getByLabel("Search").fill("LS1");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=LS1/);
  const row = page.getByRole("row").filter({ hasText: request.fullName });
  await expect(row).toContainText("LS1 4AP, Leeds");
  await expect(row).toContainText("Waiting for companies");
  await expect(row).toContainText("0 claims · 0 quotes");

  // The dialog is a preview with a link to the page.
  await row.getByRole("button", { name: /View details/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: `Quote request ${request.reference}` })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Open full page" })).toHaveAttribute(
    "href",
    `/admin/quote-requests/${request.id}`,
  );

  // The page itself, opened by its address as a shared link would be.
  await page.goto(`/admin/quote-requests/${request.id}`);
  await expect(page.getByRole("heading", { level: 1, name: `Quote request ${request.reference}` })).toBeVisible();
  await expect(page.getByText(request.fullName)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Set the status by hand" })).toBeVisible();

  // Staff set the status by hand with a reason; the page shows the new status.
  await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
  await page.getByLabel("Reason").fill("The customer phoned to stop it");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("Quote status updated successfully")).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "Quote requests" }).first().click();
  await expect(page).toHaveURL(/\/admin\/quote-requests$/);
});

test("staff preview a partner from the list and open its own page by its address, with its decisions", async ({
  page,
}) => {
  const partner = await seed("partner", {});
  await signInAsStaff(page, `/admin/partners?q=${encodeURIComponent(partner.name)}`);
  const row = page.getByRole("row").filter({ hasText: partner.name });
  await row.getByRole("button", { name: /View details/ }).click();
  await expect(page.getByRole("dialog").getByRole("link", { name: "Open full page" })).toHaveAttribute(
    "href",
    `/admin/partners/${partner.companyId}`,
  );

  await page.goto(`/admin/partners/${partner.companyId}`);
  await expect(page.getByRole("heading", { level: 1, name: partner.name })).toBeVisible();
  await expect(page.getByText(partner.email).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Suspend/ })).toBeVisible();
  await page.getByRole("link", { name: "Partners" }).first().click();
  await expect(page).toHaveURL(/\/admin\/partners$/);
});
