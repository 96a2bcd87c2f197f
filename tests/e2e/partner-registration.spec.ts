import { waitForMail } from "./support/mail";
import { waitForHydration } from "./support/page";
import { newCompanyIdentity, openWizard } from "./support/partner-wizard";
import { expect, test } from "./support/test";

/**
 * The partner recruitment page and its registration wizard. Map tiles are blank (the mail
 * sink's): the marker and the radius circle must render without them. The confirmation email,
 * queued in the transaction that stores the application, arrives at the e2e mail sink; staff
 * find the application in the admin panel in admin-journey.spec.ts.
 */

const CONFIRMATION_SUBJECT = /^We have received your MoveMatch partner application$/;

const OPENERS = ["Get free access", "Get started", "Apply to Become a Partner", "Join our successful partners"];

test.beforeEach(async ({ page }) => {
  await page.goto("/become-partner");
  await waitForHydration(page);
});

test("the recruitment page has its sections, links and a phone call-to-action", async ({ page }) => {
  await expect(page).toHaveTitle(/Become a partner/);
  await expect(page.getByRole("heading", { level: 1, name: "Get verified moving leads" })).toBeVisible();
  for (const heading of [
    "Start receiving leads in 3 steps",
    "Why removal companies choose MoveMatch",
    "What you get as a partner",
    "MoveMatch in numbers",
    "What customers say about our partners",
    "Partner requirements",
    "Frequently asked questions",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Read all partner questions and answers" })).toHaveAttribute(
    "href",
    "/partner-faq",
  );
  await expect(page.getByRole("link", { name: "send us a message" })).toHaveAttribute("href", "/contact");
  // PARTNER_PHONE is set for the e2e server (playwright.config.ts).
  await expect(page.getByRole("link", { name: "Call 0808 157 0123" }).first()).toHaveAttribute(
    "href",
    "tel:+448081570123",
  );
});

test("the FAQ keeps at most one answer open, closes it again and moves focus with the keyboard", async ({ page }) => {
  const faq = page.getByRole("region", { name: "Frequently asked questions" });
  const first = faq.getByRole("button", { name: "How much does it cost to join?" });
  const second = faq.getByRole("button", { name: "How quickly will my application be reviewed?" });
  const last = faq.getByRole("button", { name: "Can I cancel?" });
  const firstAnswer = faq.getByText(/^Joining MoveMatch is free/);
  const secondAnswer = faq.getByText(/^Our partner team contacts you within 24 hours/);
  await expect(firstAnswer).toBeHidden();
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(firstAnswer).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(secondAnswer).toBeVisible();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(firstAnswer).toBeHidden();
  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(secondAnswer).toBeHidden();
  await second.focus();
  await page.keyboard.press("End");
  await expect(last).toBeFocused();
  await page.keyboard.press("Home");
  await expect(first).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(second).toBeFocused();
});

for (const opener of OPENERS) {
  test(`'${opener}' opens the registration dialog, which Escape closes, returning focus`, async ({ page }) => {
    const dialog = await openWizard(page, opener);
    await expect(dialog.getByText("Step 1 of 4 | Type of removals")).toBeVisible();
    await expect(dialog.getByText("Free - No obligations")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: opener, exact: true })).toBeFocused();
  });
}

test("the close button closes the dialog and the wizard keeps what was entered", async ({ page }) => {
  let dialog = await openWizard(page, "Get free access");
  await dialog.getByRole("checkbox", { name: /Commercial/ }).check();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Get free access" })).toBeFocused();
  dialog = await openWizard(page, "Get started");
  await expect(dialog.getByRole("checkbox", { name: /Commercial/ })).toBeChecked();
});

test("registers a company with a radius around a postcode, shown on the map", async ({ page, allowConsoleErrors }) => {
  // A place that does not exist is looked up on purpose: the geocoder answers 404.
  allowConsoleErrors(/status of 404 .*\/api\/geocode\?q=nowhere-in-particular-xyz\)$/i);
  const company = newCompanyIdentity();
  const leafletRequests: string[] = [];
  page.on("request", (request) => {
    if (/service-area-map|leaflet/i.test(request.url())) leafletRequests.push(request.url());
  });
  const dialog = await openWizard(page, "Get free access");

  await expect(dialog.getByRole("heading", { name: "What kind of removals are you interested in?" })).toBeVisible();
  const next = dialog.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  await dialog.getByRole("checkbox", { name: /Domestic/ }).check();
  await expect(dialog.getByText("You will receive leads for domestic removals within the UK")).toBeVisible();
  await next.click();

  await expect(dialog.getByText("Step 2 of 4 | Target area")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "What is your targeting area?" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Next step" })).toBeDisabled();
  expect(leafletRequests).toEqual([]);
  await dialog.getByRole("radio", { name: /Radius/ }).check();
  await expect(dialog.getByRole("button", { name: "Continue" })).toBeDisabled();
  const location = dialog.getByLabel("Location");
  await expect(location).toHaveAttribute("placeholder", "Enter an address or postcode");
  await expect(dialog.getByLabel("Radius in miles")).toHaveValue("30");
  await location.fill("M1 1AE");
  await dialog.getByLabel("Radius in miles").fill("25");
  await expect(
    dialog.getByText("You have selected to receive leads within a radius of 25 miles around M1 1AE"),
  ).toBeVisible();
  const map = dialog.getByRole("region", { name: "Map of the area around M1 1AE" });
  await expect(map).toBeVisible();
  await expect(map).toHaveCSS("height", "400px");
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(1);
  await expect(map.getByRole("img", { name: "M1 1AE" })).toBeVisible();
  expect(leafletRequests.length).toBeGreaterThan(0);

  // A place that cannot be found: no map, and a message at the field.
  await location.fill("Nowhere-in-particular-xyz");
  await expect(dialog.getByText("We could not find this location.")).toBeVisible();
  await expect(map).toBeHidden();
  await location.fill("M1 1AE");
  await expect(map).toBeVisible();
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(dialog.getByText("Step 3 of 4 | Company details")).toBeVisible();
  const submit = dialog.getByRole("button", { name: "Submit registration" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Company name").fill(company.name);
  await dialog.getByRole("radio", { name: "Limited company" }).check();
  await dialog.getByLabel("Company number").fill(company.companyNumber);
  await dialog.getByLabel("Number of employees").selectOption("11-50");
  await dialog.getByLabel("Email address").fill(company.email);
  await dialog.getByLabel("Telephone").fill("0161 496 0000");
  await dialog.getByLabel("Website (optional)").fill("e2e-removals.example.co.uk");
  await dialog.getByLabel("Address line 1").fill("12 Portland Street");
  await dialog.getByLabel("Postcode").fill("M1 1AE");
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(dialog.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
  await expect(page.getByText("Registration submitted successfully!")).toBeVisible();
  await expect(dialog.getByText("Step 4 of 4 | Confirmation")).toBeVisible();
  await expect(dialog.getByText("What happens next?")).toBeVisible();
  await expect(dialog.getByText(/contact you within 24 hours/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Back to the previous step" })).toHaveCount(0);
  await waitForMail(company.email, CONFIRMATION_SUBJECT);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Get free access" })).toBeFocused();

  // The same email again gets the same answer as a new application (nobody learns which
  // addresses are known); the address's owner is emailed that it already has an application.
  const again = await openWizard(page, "Get started");
  await expect(again.getByText("Step 1 of 4 | Type of removals")).toBeVisible();
  await again.getByRole("checkbox", { name: /Commercial/ }).check();
  await again.getByRole("button", { name: "Continue" }).click();
  await again.getByRole("radio", { name: /Regions/ }).check();
  await again.getByRole("checkbox", { name: "Manchester (M)" }).check();
  await again.getByRole("button", { name: "Continue" }).click();
  await again.getByLabel("Company name").fill(`${company.name} Two`);
  await again.getByRole("radio", { name: "Sole trader" }).check();
  await again.getByLabel("Number of employees").selectOption("1-5");
  await again.getByLabel("Email address").fill(company.email.toUpperCase());
  await again.getByLabel("Telephone").fill("07911 123456");
  await again.getByLabel("Address line 1").fill("1 Market Street");
  await again.getByLabel("Postcode").fill("M1 1AE");
  await again.getByRole("button", { name: "Submit registration" }).click();
  await expect(again.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
  await expect(again.getByText("Step 4 of 4 | Confirmation")).toBeVisible();
  await waitForMail(company.email, /partner account/);
});

test("registers a company for chosen regions", async ({ page }) => {
  const company = newCompanyIdentity();
  const dialog = await openWizard(page, "Join our successful partners");
  await dialog.getByRole("checkbox", { name: /International/ }).check();
  await expect(dialog.getByText("You will receive leads for domestic removals within the UK")).toBeHidden();
  await dialog.getByRole("button", { name: "Continue" }).click();

  await dialog.getByRole("radio", { name: /Regions/ }).check();
  await expect(dialog.getByText("Select at least one city")).toBeVisible();
  const next = dialog.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  for (const region of ["England", "Scotland", "Wales", "Northern Ireland"]) {
    await expect(dialog.getByRole("button", { name: region })).toBeVisible();
  }
  await dialog.getByRole("checkbox", { name: "London (E, EC, N, NW, SE, SW, W, WC)" }).check();
  await dialog.getByRole("button", { name: "Scotland" }).click();
  await dialog.getByRole("checkbox", { name: "Glasgow (G)" }).check();
  await dialog.getByRole("button", { name: "Northern Ireland" }).click();
  await dialog.getByRole("checkbox", { name: "Derry (BT)" }).check();
  await expect(dialog.getByText("Selected cities: 3")).toBeVisible();
  await expect(dialog.getByRole("listitem").filter({ hasText: /^Glasgow$/ })).toBeVisible();
  await next.click();

  await dialog.getByLabel("Company name").fill(company.name);
  await dialog.getByRole("radio", { name: "Sole trader" }).check();
  await dialog.getByLabel("Number of employees").selectOption("1-5");
  await dialog.getByLabel("Email address").fill("not-an-email");
  await dialog.getByLabel("Telephone").fill("12345");
  await dialog.getByLabel("Address line 1").fill("5 George Square");
  await dialog.getByLabel("Postcode").fill("G2 1DY");
  const submit = dialog.getByRole("button", { name: "Submit registration" });
  await submit.click();
  // The shared schema's messages, next to their fields; nothing is sent.
  await expect(dialog.getByText("Enter an email address like name@example.com")).toBeVisible();
  await expect(dialog.getByText(/Enter a UK phone number/)).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toBeFocused();

  await dialog.getByLabel("Email address").fill(company.email);
  await dialog.getByLabel("Telephone").fill("0141 496 0000");
  await submit.click();
  await expect(dialog.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
  await expect(dialog.getByText(company.email)).toBeVisible();
  const confirmation = await waitForMail(company.email, CONFIRMATION_SUBJECT);
  expect(confirmation.text).toContain(company.name);
  await dialog.getByRole("button", { name: "Close" }).last().click();
  await expect(page.getByRole("button", { name: "Join our successful partners" })).toBeFocused();
});
