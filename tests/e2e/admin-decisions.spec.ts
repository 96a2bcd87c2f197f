import { waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { signInAsStaff } from "./support/staff";
import { expect, test } from "./support/test";

/** Staff decisions that change what the public sees are asked for twice, naming the record. */

test("approving an application (shown with its age against the 1-2 day promise) and publishing a held review each ask for confirmation naming the record", async ({
  page,
}) => {
  const queue = await seed("moderationQueue", {});
  await signInAsStaff(page, `/admin/partners?q=${encodeURIComponent(queue.applicantName)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  await waitForHydration(page);
  const row = page.getByRole("row").filter({ hasText: queue.applicantName });
  // Its age against the review time applicants are promised.
  await expect(row).toContainText("Waiting 0 business days (promised: 1-2)");
  await row.getByRole("button", { name: `Approve: ${queue.applicantName}` }).click();
  const approve = page.getByRole("dialog", { name: `Approve ${queue.applicantName}?` });
  await expect(approve).toBeVisible();
  // Cancel leaves the application pending.
  await approve.getByRole("button", { name: "Cancel" }).click();
  await expect(approve).toBeHidden();
  await expect(row).toContainText("Pending");
  await row.getByRole("button", { name: `Approve: ${queue.applicantName}` }).click();
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Partner approved" })).toBeVisible();
  await expect(row).toContainText("Approved");

  await page.goto("/admin/reviews");
  await waitForHydration(page);
  const review = page.getByRole("row").filter({ hasText: queue.reviewTitle });
  await review.getByRole("button", { name: `Publish: ${queue.reviewTitle}` }).click();
  const publish = page.getByRole("dialog", {
    name: `Publish “${queue.reviewTitle}” on ${queue.reviewedName}'s page?`,
  });
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "The review is published." })).toBeVisible();
  await expect(review).toHaveCount(0);
});
