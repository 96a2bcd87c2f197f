import { codeIn, uniqueEmail, waitForMail } from "./support/mail";
import { waitForHydration } from "./support/page";
import { fillQuoteWizard } from "./support/quote-wizard";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

test("landing postcode → step 1 in place → every step → emailed code → confirmation", async ({
  page,
  allowConsoleErrors,
}) => {
  // A wrong code is sent on purpose: the server answers it 400.
  allowConsoleErrors(/status of 400 .*\/quote\.data\)$/);
  // A company matching can invite, so that step 6 has one to list.
  await seed("coveringPartner", {});
  const email = uniqueEmail("quote");
  const scripts: string[] = [];
  const wizardCode = () => scripts.filter((url) => /\/assets\/quote-wizard-[^/]*\.js$/.test(url));
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // The landing page works as plain HTML until the visitor reaches for the postcode box.
  expect(scripts).toEqual([]);
  const postcode = page.getByRole("textbox", { name: "Your postcode" });
  await postcode.focus();
  await page.keyboard.type("M1 1AE");
  await waitForHydration(page);
  expect(scripts.length).toBeGreaterThan(0);
  // What was typed while the app was on its way stays in the box.
  await expect(postcode).toHaveValue("M1 1AE");
  const go = page.getByRole("button", { name: "Go →" });
  await postcode.fill("");
  await expect(go).toBeDisabled();
  await postcode.fill("M1 1AE");
  // The landing page does not carry the wizard's code until the visitor continues.
  expect(wizardCode()).toEqual([]);
  await go.click();

  // Step 0 was the landing page: step 1 opens in its place, on the same address.
  await expect(page.getByText("Step 1 of 6 | Type of move")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Move house with a top-rated removal company" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Type of move" })).toBeFocused();
  expect(wizardCode()).toHaveLength(1);
  const next = page.getByRole("button", { name: "Next", exact: true });
  await expect(next).toBeDisabled();
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
  await page.getByRole("radio", { name: /Domestic/ }).check();
  await next.click();

  await expect(page.getByText("Step 2 of 6 | Your location")).toBeVisible();
  await expect(page.getByLabel("Postcode")).toHaveValue("M1 1AE");
  await expect(next).toBeDisabled();
  await page.getByLabel("Town or city", { exact: true }).fill("Manchester");
  await page.getByLabel("Town or city (optional)").fill("Leeds");
  await next.click();

  await expect(page.getByText("Step 3 of 6 | Your move")).toBeVisible();
  await page.getByRole("radio", { name: "Full household contents" }).check();
  const current = page.getByRole("group", { name: "Type of property" }).first();
  await current.getByRole("radio", { name: "House" }).check();
  await page.getByRole("group", { name: "Number of bedrooms" }).getByRole("radio", { name: "3" }).check();
  const newer = page.getByRole("group", { name: "Type of property" }).nth(1);
  await newer.getByRole("radio", { name: "Apartment" }).check();
  await expect(page.getByRole("group", { name: "Floor number" })).toHaveCount(0);
  await page.getByRole("group", { name: "Is a lift available?" }).getByRole("radio", { name: "No" }).check();
  await page.getByRole("group", { name: "Floor number" }).getByRole("radio", { name: "5 or more" }).check();
  await page
    .getByRole("group", { name: "Would you like to add more details?" })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel("Additional details").fill("A piano and a large wardrobe.");
  await expect(next).toBeDisabled();
  await page.getByRole("radio", { name: "On a specific date" }).check();
  await expect(next).toBeDisabled();
  await page.getByRole("button", { name: "Go to the Next Month" }).click();
  const day = (number: number) =>
    page
      .getByRole("gridcell")
      .getByRole("button")
      .filter({ hasText: new RegExp(`^${number}$`) })
      .first();
  await day(15).click();
  await expect(page.getByText(/Chosen date:/)).toBeVisible();

  // A flexible date takes an optional window: the second day clicked before the first swaps them.
  await page.getByRole("radio", { name: "My date is flexible" }).check();
  await expect(next).toBeEnabled();
  await page.getByRole("button", { name: "Go to the Next Month" }).click();
  await day(10).click();
  await expect(page.getByText(/^From \d+ \w+ \d{4}: now click the last day/)).toBeVisible();
  await next.click();
  await expect(page.getByText("Click the last day of your window too, or clear the dates.")).toBeVisible();
  await day(3).click();
  await expect(page.getByText(/^From 3 \w+ \d{4} to 10 \w+ \d{4} \(8 days\)$/)).toBeVisible();
  // Clicking an end clears it; the next click gives the window its end again.
  await day(10).click();
  await expect(page.getByText(/^From 3 \w+ \d{4}: now click the last day/)).toBeVisible();
  await day(12).click();
  await expect(page.getByText(/^From 3 \w+ \d{4} to 12 \w+ \d{4} \(10 days\)$/)).toBeVisible();
  await next.click();

  await expect(page.getByText("Step 4 of 6 | Personal details")).toBeVisible();
  await expect(page.getByText(/Good news: \d+ removal compan(y covers|ies cover) Manchester/)).toBeVisible();
  await page.getByLabel("Full name").fill("Jane Smith");
  await next.click();

  await expect(page.getByText("Step 5 of 6 | Contact details")).toBeVisible();
  await expect(next).toHaveCount(0);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Phone number (optional)").fill("07911 123456");

  await page.getByRole("button", { name: "Send code →" }).click();
  await expect(page.getByText(/We have emailed a 6-digit code/)).toBeVisible();
  const mail = await waitForMail(email, /Your MoveMatch verification code/);
  const code = codeIn(mail);

  await page.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText(/That code is not right/)).toBeVisible();

  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Send my request" }).click();

  await expect(page.getByText("Step 6 of 6 | Confirmation")).toBeVisible();
  await expect(page.getByText("Request sent successfully! Check your email.")).toBeVisible();
  const matched = page.getByRole("list").filter({ has: page.locator('a[href^="/company/"]') });
  const companies = matched.getByRole("listitem");
  expect(await companies.count()).toBeGreaterThan(0);
  expect(await companies.count()).toBeLessThanOrEqual(6);
  // A listed company shows its reviews, or that it is new on MoveMatch.
  await expect(companies.first()).toContainText(/reviews?|New on MoveMatch/);
  // The truth: how many it was sent to, listed as such; only those that take it on will call.
  const sentTo = await companies.count();
  await expect(
    page.getByText(
      `We have sent your request to ${sentTo} removal ${sentTo === 1 ? "company that covers" : "companies that cover"} your area.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sent to", exact: true })).toBeVisible();
  await expect(page.getByText(/A company that takes on your request gets your contact details/)).toBeVisible();
  await expect(page.getByText(/will contact you quickly/)).toHaveCount(0);

  const confirmation = await waitForMail(email, /Your removal quote request MM-[A-Z0-9]{8} has been sent/);
  expect(confirmation.raw).toContain("/my-request/");
  expect(confirmation.text).toContain(`We have sent your request to ${sentTo} removal compan`);
  expect(confirmation.text).not.toMatch(/will contact you (quickly|within)/);
  expect(confirmation.text).toMatch(/Moving date: Flexible, 3 \w+ \d{4} to 12 \w+ \d{4}/);

  // A new visit starts afresh: the finished request is no longer kept.
  await page.goto("/quote");
  await expect(page.getByText("Step 1 of 6 | Type of move")).toBeVisible();
});

test("/quote takes the postcode from its address and keeps the answers over a reload", async ({ page }) => {
  await page.goto("/quote?postcode=LS1%204AP");
  await waitForHydration(page);
  await page.getByRole("radio", { name: /Commercial/ }).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByLabel("Postcode")).toHaveValue("LS1 4AP");
  await page.getByLabel("Town or city", { exact: true }).fill("Leeds");

  await page.reload();
  await expect(page.getByText("Step 2 of 6 | Your location")).toBeVisible();
  await expect(page.getByLabel("Town or city", { exact: true })).toHaveValue("Leeds");
});

test("the step rules come with the first answer, and Next says so when they cannot be downloaded", async ({
  page,
  allowConsoleErrors,
}) => {
  // The download is made to fail on purpose.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
  const stepRules = /\/assets\/quote-wizard-rest-[^/]*\.js$/;
  const requested: string[] = [];
  page.on("request", (request) => {
    if (stepRules.test(request.url())) requested.push(request.url());
  });
  await page.goto("/quote?postcode=M1%201AE", { waitUntil: "networkidle" });
  await waitForHydration(page);
  // The page itself carries no zod: a visitor who only looks downloads none.
  expect(requested).toEqual([]);

  await page.route(stepRules, (route) => route.abort("internetdisconnected"));
  await page.getByRole("radio", { name: /Domestic/ }).check();
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  const next = page.getByRole("button", { name: "Next", exact: true });
  await next.click();
  await expect(page.getByRole("alert").filter({ hasText: "Something went wrong. Please try again." })).toBeVisible();
  await expect(page.getByText("Step 1 of 6 | Type of move")).toBeVisible();

  // The connection is back: Next downloads them again and goes on.
  await page.unroute(stepRules);
  await next.click();
  await expect(page.getByText("Step 2 of 6 | Your location")).toBeVisible();
  await expect(page.getByText("Something went wrong. Please try again.")).toHaveCount(0);
});

test("without JavaScript the landing page's postcode box goes to /quote", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("textbox", { name: "Your postcode" }).fill("M1 1AE");
  await page.getByRole("button", { name: "Go →" }).click();
  await expect(page).toHaveURL(/\/quote\?postcode=M1\+1AE$/);
  await expect(page.getByText("Step 1 of 6 | Type of move")).toBeVisible();
  await context.close();
});

test("the wizard speaks Lithuanian at its Lithuanian address", async ({ page }) => {
  await page.goto("/lt/quote?postcode=M1%201AE");
  await waitForHydration(page);
  await expect(page.getByText("1 žingsnis iš 6 | Persikraustymo tipas")).toBeVisible();
  const next = page.getByRole("button", { name: "Toliau", exact: true });
  await page.locator('input[name="moveType"][value="domestic"]').check();
  await next.click();
  await page.getByLabel("Miestas", { exact: true }).fill("Manchester");
  await next.click();

  // The calendar names months and days in Lithuanian, and its weeks start on Monday.
  await page.getByRole("radio", { name: "Konkrečią dieną" }).check();
  const calendar = page.getByRole("grid").first();
  // A whole week's row (the second) starts with a Monday, named in Lithuanian.
  await expect(calendar.getByRole("row").nth(1).getByRole("gridcell").first()).toHaveAccessibleName(/pirmadienį$/);
  await expect(calendar.getByRole("button", { name: /^Šiandien, \d{4} m\. / })).toHaveCount(1);
  await page.getByRole("button", { name: "Kitas mėnuo" }).click();
  await calendar.getByRole("gridcell").getByRole("button").filter({ hasText: /^15$/ }).click();
  await expect(calendar.getByRole("button", { name: /^\d{4} m\. \S+ 15 d\., \S+, pasirinkta$/ })).toHaveCount(1);
  await expect(calendar).toHaveAccessibleName(
    /^(sausis|vasaris|kovas|balandis|gegužė|birželis|liepa|rugpjūtis|rugsėjis|spalis|lapkritis|gruodis) \d{4}$/,
  );
});

/** The wizard's controls (and their labels) whose content is wider than their box, and whether the page scrolls sideways. */
async function overflowingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) wide.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>(
      "main :is(button, input, textarea, select, label, legend, a, [role=radio], [role=gridcell])",
    )) {
      if (element.scrollWidth > element.clientWidth && element.clientWidth > 0) {
        const name = element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName;
        wide.push(`${element.tagName} "${name.slice(0, 40)}" ${element.scrollWidth} > ${element.clientWidth}`);
      }
    }
    return wide;
  });
}

for (const [width, locale] of [
  [320, "en-GB"],
  [375, "en-GB"],
  [1280, "en-GB"],
  [320, "lt"],
] as const) {
  test(`every control of every wizard step fits its box at ${width} px (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(locale === "lt" ? "/lt/quote" : "/quote");
    await waitForHydration(page);
    const next = page.getByRole("button", { name: locale === "lt" ? "Toliau" : "Next", exact: true });
    const fits = async (where: string) => expect(await overflowingControls(page), where).toEqual([]);

    await fits("step 1");
    await page.locator('input[name="moveType"][value="domestic"]').check();
    await next.click();

    await page.locator("#quote-from-postcode").fill("M1 1AE");
    await page.locator("#quote-from-city").fill("Manchester");
    await fits("step 2");
    await next.click();

    // Every control step 3 can show: bedrooms (a house), lift and floor (an apartment without a
    // lift), the details box and each calendar.
    await page.locator('input[name="currentProperty.type"][value="house"]').check();
    await page.locator('input[name="newProperty.type"][value="apartment"]').check();
    await page.locator('input[name="newProperty.liftAvailable"][value="no"]').check();
    await page.locator('input[name="additionalDetails"][value="yes"]').check();
    await page.locator('input[name="movingDate"][value="specific"]').check();
    await expect(page.getByRole("grid")).toHaveCount(1);
    await fits("step 3, a specific date");
    await page.locator('input[name="movingDate"][value="flexible"]').check();
    await expect(page.getByRole("grid").first()).toBeVisible();
    await fits("step 3, a flexible date");
    await page.locator('input[name="helpType"][value="full"]').check();
    await page.locator('input[name="newProperty.floorNumber"][value="5+"]').check();
    await page.locator('input[name="currentProperty.bedrooms"][value="5+"]').check();
    await page.locator("#quote-additional").fill("A piano.");
    await next.click();

    await page.locator("#quote-fullName").fill("Jane Smith");
    await fits("step 4");
    await next.click();

    await expect(page.locator("#quote-email")).toBeVisible();
    await fits("step 5");
  });
}

test("the browser's Back and Forward move between the wizard's steps, and Enter advances where Next would", async ({
  page,
}) => {
  await page.goto("/");
  await page.goto("/quote?postcode=M1%201AE");
  await waitForHydration(page);
  const step = (text: string) => expect(page.getByText(text)).toBeVisible();
  await step("Step 1 of 6 | Type of move");
  // Enter on a chosen radio goes on, as Next does.
  await page.getByRole("radio", { name: /Domestic/ }).check();
  await page.getByRole("radio", { name: /Domestic/ }).press("Enter");
  await step("Step 2 of 6 | Your location");
  // Enter does nothing while Next is not available (no town yet).
  await page.getByLabel("Postcode").press("Enter");
  await step("Step 2 of 6 | Your location");
  await page.getByLabel("Town or city", { exact: true }).fill("Manchester");
  await page.getByLabel("Town or city", { exact: true }).press("Enter");
  await step("Step 3 of 6 | Your move");

  await page.goBack();
  await step("Step 2 of 6 | Your location");
  await expect(page.getByLabel("Town or city", { exact: true })).toHaveValue("Manchester");
  await page.goBack();
  await step("Step 1 of 6 | Type of move");
  await expect(page.getByRole("radio", { name: /Domestic/ })).toBeChecked();
  await page.goForward();
  await step("Step 2 of 6 | Your location");
  await page.goForward();
  await step("Step 3 of 6 | Your move");

  // In the details box Enter starts a new line, never the next step.
  await page
    .getByRole("group", { name: "Would you like to add more details?" })
    .getByRole("radio", { name: "Yes" })
    .check();
  await page.getByLabel("Additional details").press("Enter");
  await step("Step 3 of 6 | Your move");

  // The wizard's own Back is the browser's: one more Back from step 1 leaves the wizard.
  await page.getByRole("button", { name: "Back" }).click();
  await step("Step 2 of 6 | Your location");
  await page.goBack();
  await step("Step 1 of 6 | Type of move");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test("a failed submission keeps the visitor on the step with the spec's message, answers kept, and a retry sends it", async ({
  page,
  allowConsoleErrors,
}) => {
  // The network drop and the gateway's 502 are made on purpose.
  allowConsoleErrors(/(ERR_INTERNET_DISCONNECTED|ERR_FAILED|status of 502) .*\/quote\.data\)$/);
  await seed("coveringPartner", {});
  const email = uniqueEmail("quote-retry");
  await fillQuoteWizard(page, { postcode: "M1 1AE", from: "Manchester", to: "Leeds", fullName: "Jane Smith", email });
  await page.getByRole("button", { name: "Send code →" }).click();
  const code = codeIn(await waitForMail(email, /Your MoveMatch verification code/));
  await page.getByLabel("Code from the email").fill(code);

  // The connection drops, then a gateway answers 502, as the request is sent.
  let failWith: "abort" | 502 | undefined = "abort";
  await page.route(
    (url) => url.pathname.startsWith("/quote"),
    async (route) => {
      const sending = route.request().method() === "POST" && route.request().postData()?.includes('"submit"');
      if (!sending || failWith === undefined) return route.fallback();
      if (failWith === "abort") return route.abort("internetdisconnected");
      return route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" });
    },
  );
  const send = page.getByRole("button", { name: "Send my request" });
  await send.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Error sending the request. Please try again." }),
  ).toBeVisible();
  await expect(page.getByText("Step 5 of 6 | Contact details")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByLabel("Code from the email")).toHaveValue(code);

  failWith = 502;
  const resent = page.waitForRequest((request) => request.method() === "POST" && /\/quote/.test(request.url()));
  await send.click();
  await resent;
  await expect(
    page.getByRole("alert").filter({ hasText: "Error sending the request. Please try again." }),
  ).toBeVisible();
  await expect(page.getByText("Step 5 of 6 | Contact details")).toBeVisible();
  await expect(page.getByLabel("Email address")).toHaveValue(email);

  // The answers of the earlier steps are still there.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Jane Smith");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  failWith = undefined;
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText("Step 6 of 6 | Confirmation")).toBeVisible();
  await expect(page.getByText("Error sending the request. Please try again.")).toHaveCount(0);
});

test("a phone number that only the server refuses shows its message on the contact step, and a corrected one is sent", async ({
  page,
  allowConsoleErrors,
}) => {
  // The refused number is sent on purpose: the server answers it 400.
  allowConsoleErrors(/status of 400 .*\/quote\.data\)$/);
  await seed("coveringPartner", {});
  const email = uniqueEmail("quote-phone");
  await fillQuoteWizard(page, { postcode: "M1 1AE", from: "Manchester", to: "Leeds", fullName: "Jane Smith", email });
  // The browser's light check lets a number with enough digits through; only the server knows it is not a UK one.
  const phone = page.getByLabel("Phone number (optional)");
  await phone.fill("+1 212 555 0100");
  await page.getByRole("button", { name: "Send code →" }).click();
  const code = codeIn(await waitForMail(email, /Your MoveMatch verification code/));
  await page.getByLabel("Code from the email").fill(code);
  const send = page.getByRole("button", { name: "Send my request" });
  await send.click();

  await expect(page.getByText("Enter a UK phone number, like 07911 123456 or 020 7946 0000")).toBeVisible();
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Step 5 of 6 | Contact details")).toBeVisible();

  await phone.fill("07911 123456");
  await send.click();
  await expect(page.getByText("Step 6 of 6 | Confirmation")).toBeVisible();
});

test("Get Quote from a company's page names the company: the wizard says so and the request goes to it first", async ({
  page,
}) => {
  const named = await seed("coveringPartner", {});
  // An unknown company is ignored: the wizard names nobody.
  await page.goto("/quote?company=no-such-company");
  await waitForHydration(page);
  await expect(page.getByText(/goes to .* first/)).toHaveCount(0);

  await page.goto(`/company/${named.slug}`);
  await page.getByRole("button", { name: "Get quotes →" }).click();
  // The page ships no JavaScript: its box is a plain form, sent with the postcode left empty.
  await expect(page).toHaveURL(new RegExp(`/quote\\?company=${named.slug}(&postcode=)?$`));
  await waitForHydration(page);
  await expect(page.getByText(`Your request goes to ${named.name} first, if it covers your move`)).toBeVisible();
  await page.getByRole("radio", { name: /Domestic/ }).check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  // The postcode box starts empty: the visitor types their own.
  await expect(page.getByLabel("Postcode")).toHaveValue("");

  // A fresh start with a postcode, still from the company's page.
  await page.evaluate(() => sessionStorage.clear());
  const email = uniqueEmail("quote-named");
  await fillQuoteWizard(page, {
    postcode: "M1 1AE",
    from: "Manchester",
    to: "Leeds",
    fullName: "Jane Smith",
    email,
    company: named.slug,
  });
  await page.getByRole("button", { name: "Send code →" }).click();
  await page
    .getByLabel("Code from the email")
    .fill(codeIn(await waitForMail(email, /Your MoveMatch verification code/)));
  await page.getByRole("button", { name: "Send my request" }).click();
  await expect(page.getByText("Step 6 of 6 | Confirmation")).toBeVisible();
  const matched = page.getByRole("list").filter({ has: page.locator('a[href^="/company/"]') });
  await expect(matched.getByRole("listitem").first()).toContainText(named.name);
});

test("a named company that does not cover the move is said so at step 4: the request goes to the companies that do", async ({
  page,
}) => {
  const named = await seed("coveringPartner", {});
  const notCovering = page.getByText(
    new RegExp(`^${named.name} does not cover this move, so your request will not be sent to it\\.`),
  );
  const toStep4 = async (postcode: string, from: string) => {
    await fillQuoteWizard(page, {
      postcode,
      from,
      to: "York",
      fullName: "Jane Smith",
      email: uniqueEmail("quote-named-coverage"),
      company: named.slug,
    });
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByLabel("Full name")).toBeVisible();
  };

  // Manchester is the company's own area: no such message.
  await toStep4("M1 1AE", "Manchester");
  await expect(page.getByText(/^Good news: \d+ removal compan/)).toBeVisible();
  await expect(notCovering).toHaveCount(0);

  await page.evaluate(() => sessionStorage.clear());
  await toStep4("EH1 1YZ", "Edinburgh");
  await expect(notCovering).toBeVisible();
});
