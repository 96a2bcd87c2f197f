import { Secret, TOTP } from "otpauth";
import { linkIn, mailTo, waitForMail } from "./support/mail";
import { waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { type Browser, expect, type Page, test } from "./support/test";

/**
 * Verified reviews from the booking to the company page: two moves with one company, booked
 * through the lead loop's services, end; two workers run the invitation sweep at once and each
 * customer gets exactly one invitation; the first review is published and moves the company's
 * rating and count by exactly its score; the second has a link, so the form says staff will
 * check it, it is held, and it appears only once a member of staff publishes it.
 */
test.describe.configure({ timeout: 120_000 });

const INVITATION = /^How did your move with .+ go\?$/;

/** The company page's header: rating out of 10 and review count, as visitors read them. */
async function expectFigures(page: Page, slug: string, rating: string, count: number) {
  await page.goto(`/company/${slug}`);
  const header = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 1 }) })
    .first();
  await expect(header).toContainText(`${rating} out of 10`);
  await expect(header).toContainText(`${count} reviews`);
}

async function openInvitation(browser: Browser, email: string): Promise<Page> {
  const [invitation, ...more] = await mailTo(email, INVITATION);
  expect(more).toHaveLength(0);
  if (!invitation) throw new Error(`no invitation for ${email}`);
  const page = await (await browser.newContext()).newPage();
  await page.goto(linkIn(invitation, "/review/").toString());
  await waitForHydration(page);
  return page;
}

async function fillReview(
  page: Page,
  review: { title: string; content: string; scores: [number, number, number]; recommend: "Yes" | "No" },
) {
  await page.getByRole("textbox", { name: "Title" }).fill(review.title);
  await page.getByRole("textbox", { name: "Your review" }).fill(review.content);
  const [quality, service, value] = review.scores;
  await page.getByRole("combobox", { name: "Quality" }).selectOption(String(quality));
  await page.getByRole("combobox", { name: "Customer service" }).selectOption(String(service));
  await page.getByRole("combobox", { name: "Value for money" }).selectOption(String(value));
  await page.getByRole("radio", { name: review.recommend }).check();
}

test("a booked move ends → one invitation each → a review is published, another held until staff publish it", async ({
  browser,
  page,
  allowConsoleErrors,
}) => {
  // An incomplete review is sent, and a used invitation opened again, on purpose.
  allowConsoleErrors(/\/review\/[\w-]+(\.data)?.*status of (400|404)/);
  const { companyName, companySlug, customers } = await seed("movedCustomers", { moves: 2 });
  const [first, second] = customers;
  if (!first || !second) throw new Error("expected two moved customers");
  // Two published reviews, scoring 8 and 6.
  await expectFigures(page, companySlug, "7.0", 2);

  // The day after the moves, two workers sweep at once: one invitation per job, never two.
  await Promise.all([seed("runReviewSweep", {}), seed("runReviewSweep", {})]);
  await waitForMail(first.email, INVITATION);
  await waitForMail(second.email, INVITATION);
  await seed("runReviewSweep", {});
  for (const customer of customers) expect(await mailTo(customer.email, INVITATION)).toHaveLength(1);

  // The first customer reviews: refused while the text is too short, then published.
  const firstPage = await openInvitation(browser, first.email);
  await expect(firstPage.getByRole("heading", { level: 1 })).toHaveText(`How did ${companyName} do?`);
  const published = {
    title: "Careful, quick and friendly",
    content: "The crew wrapped everything and were done by lunchtime.",
    scores: [10, 9, 8] as [number, number, number],
    recommend: "Yes" as const,
  };
  await fillReview(firstPage, { ...published, content: "Too short." });
  await firstPage.getByRole("button", { name: "Publish my review" }).click();
  await expect(firstPage.getByText("Your review needs at least 20 characters.")).toBeVisible();
  await fillReview(firstPage, published);
  await expect(firstPage.getByText("will check it before it is published")).toHaveCount(0);
  await firstPage.getByRole("button", { name: "Publish my review" }).click();
  await expect(firstPage.getByRole("heading", { name: "Thank you: your review is published" })).toBeVisible();

  // On the company page: (8 + 6 + 9) / 3 = 7.7 from 3 reviews.
  await expectFigures(page, companySlug, "7.7", 3);
  await expect(page.getByRole("article").filter({ hasText: published.title })).toContainText(first.authorName);

  // The link works once.
  await firstPage.reload();
  await expect(firstPage.getByRole("heading", { name: "This review link does not work" })).toBeVisible();

  // The second review has a link: the form says staff will check it first, and it is held.
  const secondPage = await openInvitation(browser, second.email);
  const held = {
    title: "Fine, but late",
    content: "They came two hours late. Photos of the day are at www.example.com/our-move.",
    scores: [4, 5, 6] as [number, number, number],
    recommend: "No" as const,
  };
  await fillReview(secondPage, held);
  await expect(secondPage.getByRole("status").filter({ hasText: "contains a link" })).toHaveText(
    "Your review contains a link, so a member of our staff will check it before it is published. Take it out if you would like your review published straight away.",
  );
  await secondPage.getByRole("button", { name: "Publish my review" }).click();
  await expect(
    secondPage.getByRole("heading", { name: "Thank you: our staff will read your review first" }),
  ).toBeVisible();
  await expect(secondPage.getByText("Your review contains a link, so a member of staff reads it")).toBeVisible();
  await expectFigures(page, companySlug, "7.7", 3);
  await expect(page.getByRole("article").filter({ hasText: held.title })).toHaveCount(0);

  // A member of staff signs in with their authenticator code and publishes it.
  const staff = await seed("staffWithTwoFactor", {});
  const authenticator = new TOTP({ secret: Secret.fromBase32(staff.totpSecret) });
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/reviews");
  await expect(admin).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Freviews$/);
  await admin.getByLabel("Username (your email address)").fill(staff.email);
  await admin.getByLabel("Password", { exact: true }).fill(staff.password);
  await admin.getByRole("button", { name: "Log in" }).click();
  await expect(admin.getByRole("heading", { name: "Authenticator code" })).toBeVisible();
  // The set-up used the current period's code; the next one is accepted now and unused.
  await admin.getByLabel("Code", { exact: true }).fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await admin.getByRole("button", { name: "Verify" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Reviews to moderate" })).toBeVisible();
  await waitForHydration(admin);
  const row = admin.getByRole("row").filter({ hasText: held.title });
  await expect(row).toContainText("Held: contains a link");
  await row.getByRole("button", { name: `Publish: ${held.title}` }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.locator("[data-sonner-toast]").filter({ hasText: "The review is published." })).toBeVisible();
  await expect(row).toHaveCount(0);

  // Now on the company page: (8 + 6 + 9 + 5) / 4 = 7.0 from 4 reviews.
  await expectFigures(page, companySlug, "7.0", 4);
  await expect(page.getByRole("article").filter({ hasText: held.title })).toContainText(second.authorName);
});
