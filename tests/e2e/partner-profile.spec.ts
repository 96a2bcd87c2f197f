import { openBackOffice, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/**
 * Edit profile as its owner uses it: each section saves only itself and says what else is not
 * saved yet, leaving the page with unsaved text asks first, and a just-approved partner is shown
 * what its profile lacks until it is listed, then appears as "New on MoveMatch".
 */

const PROFILE_PATH = "/partner/admin/profile/edit";

function section(page: Page, name: string) {
  return page.getByRole("region", { name });
}

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

test("saving one section of the profile says another still holds unsaved text, and leaving asks first", async ({
  page,
}) => {
  const partner = await seed("signedUpPartner", {});
  await openBackOffice(page, partner);
  await page.goto(PROFILE_PATH);
  await waitForHydration(page);

  const details = section(page, "Company details");
  const about = details.getByLabel("About your company");
  const typed = "Family firm since 1998: we pack, move and store.";
  await about.fill(typed);
  await expect(details.getByText("Not saved yet")).toBeVisible();

  await section(page, "Leads").getByLabel("Leads per day").fill("5");
  await section(page, "Leads").getByRole("button", { name: "Save changes" }).click();
  await expect(
    toast(page, "Leads saved. Not saved yet: Company details. Save them too, or the changes are lost."),
  ).toBeVisible();
  await expect(section(page, "Leads").getByText("Not saved yet")).toHaveCount(0);
  await expect(details.getByText("Not saved yet")).toBeVisible();
  await expect(about).toHaveValue(typed);

  // A link elsewhere in the back office asks before the text is lost; staying keeps it.
  await page
    .getByRole("navigation", { name: "Partner navigation" })
    .getByRole("link", { name: /^Payments/ })
    .click();
  const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
  await expect(leave).toContainText("Your changes to Company details are not saved and will be lost.");
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE_PATH}$`));
  await expect(about).toHaveValue(typed);

  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, /^Company details saved\.$/)).toBeVisible();
  await expect(page.getByText("Not saved yet")).toHaveCount(0);
  await page.reload();
  await expect(section(page, "Company details").getByLabel("About your company")).toHaveValue(typed);

  // Closing the tab (or reloading) with unsaved text: the browser asks.
  await waitForHydration(page);
  await section(page, "Company details").getByLabel("About your company").fill(`${typed} Edited.`);
  const asked = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});

test("a just-approved partner sees what its profile lacks, and is listed as New on MoveMatch once it is complete", async ({
  page,
}) => {
  const partner = await seed("signedUpPartner", { justApproved: true });
  await openBackOffice(page, partner);
  await waitForHydration(page);

  const checklist = page.getByRole("region", { name: "Your profile is not public yet" });
  await expect(checklist.getByRole("listitem")).toHaveText([
    "A description of your company",
    "The services you offer",
    "A contact email for customers",
  ]);
  await checklist.getByRole("link", { name: "A contact email for customers" }).click();
  await expect(page).toHaveURL(new RegExp(`${PROFILE_PATH}#profile-public-email$`));
  const details = section(page, "Company details");
  // Never the sign-in address by default: the owner chooses it.
  const publicEmail = details.getByLabel("Contact email for customers");
  await expect(publicEmail).toHaveValue("");
  await expect(page.getByRole("link", { name: "View your public page" })).toHaveCount(0);

  await publicEmail.fill("bookings@e2e-movers.example");
  await details.getByLabel("About your company").fill("Careful removals around Manchester.");
  await details.getByRole("checkbox", { name: "House removals" }).check();
  await details.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Company details saved.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your profile is not public yet" })).toHaveCount(0);

  const publicPage = await page.getByRole("link", { name: "View your public page" }).getAttribute("href");
  if (!publicPage) throw new Error("the profile has no link to its public page");
  await page.goto(publicPage);
  // The heading's block: name, town and standing.
  const header = page.getByRole("heading", { level: 1 }).locator("xpath=../..");
  await expect(header.getByText("New on MoveMatch", { exact: true })).toBeVisible();
  await expect(header).not.toContainText("/10");
  await expect(page.getByRole("link", { name: /Email/ }).first()).toHaveAttribute(
    "href",
    "mailto:bookings@e2e-movers.example",
  );

  await page.goto("/partner/admin");
  await expect(page.getByRole("region", { name: "Your profile is not public yet" })).toHaveCount(0);
});

test("a quote from a company without reviews says New on MoveMatch, not a dash for a score", async ({ page }) => {
  const request = await seed("quotedRequest", { prices: ["900", "650"], lastFromNewCompany: true });
  const newcomer = request.quoted[1];
  if (!newcomer) throw new Error("the seeder made two quotes");
  await page.goto(request.path);
  const quote = page
    .getByRole("region", { name: "Your quotes" })
    .getByRole("article")
    .filter({ hasText: newcomer.name });
  await expect(quote.getByText("New on MoveMatch", { exact: true })).toBeVisible();
  await expect(quote).not.toContainText("/10");
});
