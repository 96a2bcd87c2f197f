import sharp from "sharp";
import { COMPANIES_PER_PAGE } from "~/lib/directory";
import { uniqueEmail, waitForMail } from "./support/mail";
import { waitForHydration } from "./support/page";
import { openWizard } from "./support/partner-wizard";
import { seed } from "./support/seed";
import { expect, type Locator, type Page, test } from "./support/test";

test.describe("landing page", () => {
  test("Go stays disabled for a blank postcode and Enter opens the wizard's step 1 in place", async ({ page }) => {
    await page.goto("/");
    const postcode = page.getByRole("textbox", { name: "Your postcode" });
    const go = page.getByRole("button", { name: "Go →" });
    // The page starts the app when the visitor reaches for the box.
    await postcode.focus();
    await waitForHydration(page);
    await expect(go).toBeDisabled();
    await postcode.fill("   ");
    await expect(go).toBeDisabled();
    await postcode.fill("SW1A 1AA");
    await expect(go).toBeEnabled();
    await postcode.press("Enter");
    await expect(page.getByText("Step 1 of 6 | Type of move")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows 9 cities, then all 30, then 9 again, with counts from the directory", async ({ page }) => {
    await page.goto("/");
    const cityLinks = page.locator('a[href^="/movers/"]:visible');
    await expect(cityLinks).toHaveCount(9);
    // A native disclosure (its summary, which Playwright's role map leaves out): no app needed.
    const toggle = page.locator("summary", { hasText: /All cities/ });
    await expect(toggle.getByText("Show less")).toBeHidden();
    await toggle.getByText("All cities").click();
    await expect(cityLinks).toHaveCount(30);
    await expect(page.getByRole("link", { name: /Milton Keynes/ })).toHaveAttribute(
      "href",
      "/movers/buckinghamshire/milton-keynes",
    );
    await expect(toggle.getByText("All cities")).toBeHidden();
    await toggle.getByText("Show less").click();
    await expect(cityLinks).toHaveCount(9);
    await expect(cityLinks.first()).toContainText(/\d+ compan/);
  });

  test("shows network figures and three verified reviews from the database", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByRole("definition");
    await expect(stats.first()).toContainText(/^\d{3}/);
    await expect(page.getByRole("article", { name: /^Review of / })).toHaveCount(3);
  });
});

async function listedCompanyNames(page: Page): Promise<string[]> {
  return page.locator("article h3").allInnerTexts();
}

async function listedCount(page: Page): Promise<number> {
  const heading = await page.getByRole("heading", { level: 2, name: /moving compan(y|ies) in/ }).innerText();
  return Number(heading.match(/^(\d+)/)?.[1]);
}

test.describe("city page", () => {
  test("filters and sort live in the URL and change the listed companies", async ({ page }) => {
    await page.goto("/movers/greater-manchester/manchester");
    await expect(page.getByRole("heading", { level: 1, name: "Removal companies in Manchester" })).toBeVisible();
    const all = await listedCount(page);
    expect(all).toBeGreaterThan(COMPANIES_PER_PAGE);
    await expect(page.locator("article h3")).toHaveCount(COMPANIES_PER_PAGE);

    // The page is sent without scripts: the filters are a plain GET form.
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(0);
    const apply = page.getByRole("button", { name: "Apply filters" });
    await page.getByLabel("Sort by").selectOption("name");
    await apply.click();
    await expect(page).toHaveURL(/sort=name/);
    await expect
      .poll(async () => {
        const names = await listedCompanyNames(page);
        return (
          names.join("|") === [...names].sort((a, b) => a.localeCompare(b, "en-GB", { sensitivity: "base" })).join("|")
        );
      })
      .toBe(true);

    await page.getByLabel("Status").selectOption("partners");
    await apply.click();
    await expect(page).toHaveURL(/partner=partners/);
    await expect.poll(() => listedCount(page)).toBeLessThan(all);
    const partners = await listedCount(page);
    const cards = page.locator("article");
    const shown = await cards.count();
    for (let index = 0; index < shown; index++) {
      await expect(cards.nth(index).getByText("Partner", { exact: true })).toBeVisible();
    }

    await page.getByLabel("Insurance").check();
    await apply.click();
    await expect(page).toHaveURL(/feature=insurance/);
    await expect.poll(() => listedCount(page)).toBeLessThan(partners);
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/movers/greater-manchester/manchester?sort=reviews&service=storage");
    const counts = await page
      .locator("article")
      .evaluateAll((articles) =>
        articles.map((article) => Number(article.textContent?.match(/(\d+) reviews?/)?.[1] ?? 0)),
      );
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await context.close();
  });

  test("an unknown city answers 404 with links to the cities we cover", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\/movers\/nowhere\/atlantis: .*status of 404/);
    const response = await page.goto("/movers/nowhere/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We don't list that city yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Leeds" })).toHaveAttribute("href", "/movers/west-yorkshire/leeds");
  });
});

test.describe("company page", () => {
  test("shows scores that are the averages of its published reviews", async ({ page }) => {
    await page.goto("/movers/north-yorkshire/york?sort=reviews");
    const profile = page.locator("article").first().getByRole("link", { name: "View profile" });
    await profile.click();
    await expect(page).toHaveURL(/\/company\//);

    const shownScore = async (label: string) =>
      Number(
        (
          await page
            .locator("dt", { hasText: new RegExp(`^${label}$`) })
            .locator("+ dd")
            .innerText()
        ).split("/")[0],
      );
    const expected = {
      Quality: await shownScore("Quality"),
      "Customer service": await shownScore("Customer service"),
      "Value for money": await shownScore("Value for money"),
    };

    const sums = { Quality: 0, "Customer service": 0, "Value for money": 0 };
    let reviews = 0;
    const profileUrl = page.url();
    const pager = page.getByText(/^Page 1 of \d+$/);
    const pageCount = (await pager.count()) > 0 ? Number((await pager.innerText()).split(" of ")[1]) : 1;
    expect(pageCount).toBeGreaterThan(1);
    for (let pageNumber = 1; pageNumber <= pageCount; pageNumber++) {
      await page.goto(`${profileUrl}?page=${pageNumber}`);
      const lines = await page.locator("ol > li article p", { hasText: /^Quality \d+ · / }).allInnerTexts();
      for (const line of lines) {
        const [quality, service, value] = line.match(/\d+/g)?.map(Number) ?? [];
        sums.Quality += quality ?? 0;
        sums["Customer service"] += service ?? 0;
        sums["Value for money"] += value ?? 0;
        reviews++;
      }
    }
    expect(reviews).toBeGreaterThan(0);
    for (const label of Object.keys(sums) as (keyof typeof sums)[]) {
      expect(expected[label]).toBeCloseTo(Math.round((sums[label] * 10) / reviews) / 10, 5);
    }
  });

  test("an unknown company answers 404", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\/company\/no-such-company: .*status of 404/);
    const response = await page.goto("/company/no-such-company");
    expect(response?.status()).toBe(404);
  });
});

/** A logo whose file is missing: the request for it fails on purpose, and nothing else may. */
test.describe("a logo that fails to load", () => {
  test("shows the placeholder, never a broken image, on the city and company pages without JavaScript", async ({
    browser,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 404 .*\/media\/logos\/missing-/);
    const company = await seed("companyWithMissingLogo", {});
    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const expectPlaceholder = async (scope: Locator) => {
      const logo = scope.getByRole("img", { name: `${company.name} logo` });
      await expect(logo).toHaveJSProperty("complete", true);
      expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
      // The broken image draws the company's initials over itself: where Chromium would put the
      // broken-image icon (the top left corner) is the placeholder's colour.
      expect(await logo.evaluate((image) => getComputedStyle(image, "::after").content)).toBe('"1C"');
      const { data, info } = await sharp(await logo.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true });
      const corner = (8 * info.width + 8) * info.channels;
      expect([...data.subarray(corner, corner + 3)]).toEqual([0xee, 0xf5, 0xff]);
    };

    await page.goto("/movers/greater-manchester/manchester?sort=name");
    const card = page.locator("article", { hasText: company.name });
    await expectPlaceholder(card);
    await page.goto(`/company/${company.slug}`);
    await expectPlaceholder(page.getByRole("main"));
  });
});

test("a page reached from the quote wizard without a page load downloads its own texts and works", async ({ page }) => {
  // The quote wizard's page downloads only its own namespaces; the partner page needs others.
  await page.goto("/quote");
  await waitForHydration(page);
  // A mark on the document: a client-side navigation keeps it, a page load would lose it.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "";
  });
  await page.getByRole("contentinfo").locator('a[href="/become-partner"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Get verified moving leads" })).toBeVisible();
  await expect(page.locator("html[data-same-document]")).toBeAttached();
  const dialog = await openWizard(page, "Get free access");
  await expect(dialog.getByRole("heading", { name: "What kind of removals are you interested in?" })).toBeVisible();
});

test("the contact form stores the message and emails an acknowledgement", async ({ page, allowConsoleErrors }) => {
  // The empty form is refused with 400 first.
  allowConsoleErrors(/\/contact: .*status of 400/);
  const email = uniqueEmail("contact");
  await page.goto("/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
  await expect(page.getByText("Enter your first name").first()).toBeVisible();

  await page.getByLabel("First name").fill("Nia");
  await page.getByLabel("Last name").fill("Evans");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Subject").selectOption("quote");
  await page.getByLabel("Message", { exact: true }).fill("Could you tell me how quickly companies usually reply?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you, your message has been sent");
  const mail = await waitForMail(email, /We have received your message/);
  expect(mail.to).toEqual([email]);
});
