import AxeBuilder from "@axe-core/playwright";
import { addDays, todayInUk } from "~/lib/uk-time";
import { waitForMail } from "./support/mail";
import { logIn, openBackOffice, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/** A booked job in the browser: opened from My work, given a driver and a vehicle, started and completed. */

async function expectNoSeriousViolations(page: Page) {
  // Toasts fade in and out and stack translucently: axe would read them mid-fade.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.html).join(", ")})`)).toEqual([]);
}

test("a booked job gets a driver and a vehicle, is started and completed after confirming each, can undo the last change, and moves to History", async ({
  page,
  allowConsoleErrors,
}) => {
  // Cancelling without a reason is refused with 400.
  allowConsoleErrors(/\/partner\/admin\/jobs\/[\w-]+: .*status of 400/);
  const job = await seed("partnerWithBookedJob", { inDays: 0 });
  await page.goto("/partner/admin");
  await logIn(page, job.email, job.password);
  await expect(page).toHaveURL(/\/partner\/admin$/);

  // My work's row leads to the job's page.
  await expect(page.getByText("Unassigned")).toBeVisible();
  await page.getByRole("link", { name: `Job ID: ${job.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/partner/admin/jobs/${job.jobId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(job.reference);
  await expect(page.getByText(job.customerName)).toBeVisible();
  // The job sheet: the move's estimate, both properties, the customer's description and the accepted quote.
  await expect(page.getByRole("region", { name: "The move" })).toContainText("Estimated volume");
  await expect(page.getByRole("region", { name: "The properties" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Accepted quote" })).toContainText("£");
  await expect(page.getByRole("region", { name: "The customer's description" })).toBeVisible();
  await waitForHydration(page);
  await expectNoSeriousViolations(page);

  // Only the company's active drivers are offered.
  const driver = page.getByLabel("Driver", { exact: true });
  await expect(driver.locator("option")).toHaveText(["Unassigned", job.driverName]);
  await driver.selectOption({ label: job.driverName });
  await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: `${job.numberPlate} · Ford Transit` });
  await page.getByRole("button", { name: "Save driver and vehicle" }).click();
  await expect(page.getByText(`Driver and vehicle saved for ${job.reference}`)).toBeVisible();

  // Start and Complete keep their places; Complete waits for the start.
  const start = page.getByRole("button", { name: "Start job" });
  const complete = page.getByRole("button", { name: "Mark as completed" });
  await expect(complete).toBeDisabled();
  const startBox = await start.boundingBox();
  // A double click only opens the confirmation: nothing changes until it is confirmed.
  await start.dblclick();
  const confirmStart = page.getByRole("dialog", { name: `Start job ${job.reference}?` });
  await expect(confirmStart).toContainText("You can undo this for 10 minutes.");
  await expectNoSeriousViolations(page);
  await confirmStart.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmStart).toBeHidden();
  await expect(page.getByText("Upcoming", { exact: true }).first()).toBeVisible();
  await start.click();
  await confirmStart.getByRole("button", { name: "Start job" }).click();
  await expect(page.getByText(`Job ${job.reference} started`)).toBeVisible();
  await expect(start).toBeDisabled();
  await expect(complete).toBeEnabled();
  expect((await complete.boundingBox())?.x).not.toBe(startBox?.x);

  // Cancelling asks first, and the dialog can be left without cancelling.
  await page.getByRole("button", { name: "Cancel job" }).click();
  const confirm = page.getByRole("dialog", { name: `Cancel job ${job.reference}?` });
  await confirm.getByRole("button", { name: "Cancel job" }).click();
  await expect(confirm.getByText("Say why you are cancelling: the customer will be told.")).toBeVisible();
  await confirm.getByRole("button", { name: "Keep the job" }).click();
  await expect(confirm).toBeHidden();

  await complete.click();
  const confirmComplete = page.getByRole("dialog", { name: `Mark job ${job.reference} as completed?` });
  await expect(confirmComplete).toContainText("The customer is invited to review the move the next morning.");
  await confirmComplete.getByRole("button", { name: "Mark as completed" }).click();
  await expect(page.getByText(`Job ${job.reference} completed`)).toBeVisible();
  await expect(page.getByText("This job is completed: its status can no longer change.")).toBeVisible();

  // A completion pressed by mistake is undone, once.
  await expect(page.getByText(/You can undo the last change until/)).toBeVisible();
  // The start's toast has gone (a toast stays 4 s), so the one the undo brings is the only one.
  await expect(page.getByText(`Job ${job.reference} started`)).toBeHidden();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText(`Job ${job.reference} started`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeHidden();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByText("Undone")).toBeVisible();
  await complete.click();
  await confirmComplete.getByRole("button", { name: "Mark as completed" }).click();
  await expect(page.getByText("This job is completed: its status can no longer change.")).toBeVisible();
  await expect(history.getByText("Upcoming → In progress")).toBeVisible();
  await expect(history.getByText("In progress → Completed")).toHaveCount(2);
  await expect(page.getByRole("region", { name: "Driver and vehicle" })).toContainText(job.driverName);
  await expect(page.getByRole("region", { name: "Driver and vehicle" })).toContainText(job.numberPlate);

  // History lists it; Reservations no longer does.
  await page.goto("/partner/admin/profile/history");
  await expect(page.getByRole("heading", { level: 1, name: "History" })).toBeVisible();
  await expect(page.getByText(job.reference)).toBeVisible();
  await page.goto("/partner/admin/reservations");
  await expect(page.getByRole("heading", { name: "No upcoming jobs" })).toBeVisible();
});

test("a job cannot be started before the first day of its moving window", async ({ page }) => {
  const job = await seed("partnerWithBookedJob", { inDays: 3 });
  await openBackOffice(page, job);
  await page.goto(`/partner/admin/jobs/${job.jobId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(job.reference);
  await expect(page.getByRole("button", { name: "Start job" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Mark as completed" })).toBeDisabled();
  await expect(page.getByText(/You can start this job from .+, the first day of its moving window\./)).toBeVisible();
});

test("My work as a calendar: month and week views, reachable by keyboard and usable on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const job = await seed("partnerWithBookedJob", { inDays: 0 });
  await page.goto("/partner/admin");
  await logIn(page, job.email, job.password);
  await expect(page).toHaveURL(/\/partner\/admin$/);

  await page.getByRole("link", { name: "Month", exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.getByRole("link", { name: "Month", exact: true })).toHaveAttribute("aria-current", "page");
  // On a phone, today's cell shows its count, leading to its week.
  const today = page.getByRole("link", { name: /^1 job on / });
  await today.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/view=week/);
  const jobLink = page.getByRole("link", { name: new RegExp(job.reference) });
  await expect(jobLink).toBeVisible();
  // The week's days are stacked, not squeezed side by side.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole("link", { name: "Next week" }).click();
  await expect(page.getByText("0 jobs this week")).toBeVisible();
  await page.getByRole("link", { name: "Today", exact: true }).click();
  await expect(jobLink).toBeVisible();
  await expectNoSeriousViolations(page);
  await jobLink.click();
  await expect(page).toHaveURL(new RegExp(`/partner/admin/jobs/${job.jobId}$`));
});

test("a partner records the day agreed inside the customer's flexible window; the customer is emailed and the calendar shows it", async ({
  page,
}) => {
  const job = await seed("partnerWithBookedJob", { inDays: 2, windowDays: 8 });
  const agreed = addDays(todayInUk(), 6);
  await openBackOffice(page, job);
  await page.goto(`/partner/admin/jobs/${job.jobId}`);
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Moving day" });
  await expect(panel).toContainText("The customer's date is flexible");
  const save = panel.getByRole("button", { name: "Save the agreed day" });
  await expect(save).toBeDisabled();
  // Days outside the window (today, before it starts) cannot be picked.
  const dayButton = (day: string) => panel.locator(`button[data-day="${day}"]`);
  await expect(dayButton(todayInUk())).toBeDisabled();
  if (!(await dayButton(agreed).isVisible())) await panel.getByRole("button", { name: "Go to the Next Month" }).click();
  await dayButton(agreed).click();
  await save.click();
  await expect(page.getByText(`Moving day saved for ${job.reference}; the customer has been emailed`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Job details" })).toContainText("Agreed moving day");
  await expect(panel.getByRole("button", { name: "Change the agreed day" })).toBeDisabled();
  await expect(page.getByText(/You can start this job from .+, the day agreed with the customer\./)).toBeVisible();
  await waitForMail(job.customerEmail, /^Your moving day with /);

  // The week of the agreed day shows the job on it.
  await page.goto(`/partner/admin/work?view=week&date=${agreed}`);
  const onDay = page
    .getByRole("listitem")
    .filter({ has: page.locator(`h3`) })
    .filter({ hasText: job.reference });
  await expect(onDay).toHaveCount(1);
  const heading = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  await expect(onDay.locator("h3")).toHaveText(heading.format(new Date(`${agreed}T00:00:00Z`)));
  await expect(onDay.getByRole("link", { name: new RegExp(job.reference) })).toContainText(
    "day agreed with the customer",
  );
});
