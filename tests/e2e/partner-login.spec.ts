import AxeBuilder from "@axe-core/playwright";
import { logIn, waitForHydration } from "./support/page";
import { seed } from "./support/seed";
import { expect, test } from "./support/test";

/**
 * The log-in page and the back-office guard as a visitor sees them. The journey from the
 * approval email to the back office is partner-journey.spec.ts.
 */
test.describe("partner log-in page", () => {
  test("renders the spec's fields and buttons", async ({ page }) => {
    await page.goto("/account/login");
    await expect(page).toHaveTitle(/Log Into Your Account/);
    await expect(page.getByRole("heading", { level: 1, name: "Log Into Your Account" })).toBeVisible();
    const email = page.getByRole("textbox", { name: "Email" });
    const password = page.getByLabel("Password", { exact: true });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Show password" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Remember Me" })).not.toBeChecked();
    await expect(page.getByRole("link", { name: "Forgot Password?" })).toHaveAttribute(
      "href",
      "/account/forgot-password",
    );
    await expect(page.getByRole("button", { name: "Log In", exact: true })).toBeEnabled();
    await expect(page.getByRole("link", { name: "Create An Account" })).toHaveAttribute("href", "/become-partner");
    // The shared header and footer frame the page.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("'Create An Account' opens the registration wizard over the log-in page", async ({ page }) => {
    await page.goto("/account/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Create An Account" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Step 1 of 4 | Type of removals")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Log Into Your Account" })).toBeVisible();
  });

  test("the show/hide toggle switches the password between hidden and readable", async ({ page }) => {
    await page.goto("/account/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("s3cret words");
    const show = page.getByRole("button", { name: "Show password" });
    await expect(show).toHaveAttribute("aria-pressed", "false");
    await show.click();
    await expect(password).toHaveAttribute("type", "text");
    const hide = page.getByRole("button", { name: "Hide password" });
    await expect(hide).toHaveAttribute("aria-pressed", "true");
    await hide.press("Enter");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveValue("s3cret words");
  });

  test("Remember Me can be ticked with the keyboard", async ({ page }) => {
    await page.goto("/account/login");
    const remember = page.getByRole("checkbox", { name: "Remember Me" });
    await remember.focus();
    await page.keyboard.press("Space");
    await expect(remember).toBeChecked();
  });

  test("without JavaScript, Remember Me is ticked with the keyboard and keeps the session past the browser's closing", async ({
    browser,
  }) => {
    const partner = await seed("signedUpPartner", {});
    const sessionCookie = async (remember: boolean) => {
      // As a visitor whose keys beat the app's download, or who has no JavaScript.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto("/account/login");
      await page.getByRole("textbox", { name: "Email" }).fill(partner.email);
      await page.getByLabel("Password", { exact: true }).fill(partner.password);
      const rememberMe = page.getByRole("checkbox", { name: "Remember Me" });
      if (remember) {
        await rememberMe.focus();
        await page.keyboard.press("Space");
        await expect(rememberMe).toBeChecked();
      }
      await page.getByRole("button", { name: "Log In", exact: true }).click();
      await expect(page).toHaveURL(/\/partner\/admin$/);
      const cookie = (await context.cookies()).find((candidate) => candidate.name.endsWith("session_token"));
      await context.close();
      return cookie;
    };
    // Not remembered: a cookie for this browser session only (-1); remembered: one with a date.
    expect((await sessionCookie(false))?.expires).toBe(-1);
    expect((await sessionCookie(true))?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);
  });

  test("wrong credentials show one generic message and keep the email", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\/account\/login: .*status of 401/);
    await page.goto("/account/login");
    await logIn(page, "no-such-partner@example.com", "not the right password");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Incorrect email or password.");
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(/\/account\/login$/);
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue("no-such-partner@example.com");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });

  test("the browser asks for both fields before anything is sent", async ({ page }) => {
    await page.goto("/account/login");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page.getByRole("textbox", { name: "Email" })).toBeFocused();
    expect(posted).toBe(false);
  });

  test("Forgot Password? gives the same neutral answer for any address", async ({ page }) => {
    await page.goto("/account/login");
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await expect(page).toHaveURL(/\/account\/forgot-password$/);
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await page.getByRole("textbox", { name: "Email" }).fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByRole("status")).toContainText(
      "If an account uses nobody-here@example.com, we have emailed it a link to reset the password.",
    );
    await page.getByRole("link", { name: "Back to log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Log Into Your Account" })).toBeVisible();
  });

  test("a set-password link without a valid token explains what to do", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\/account\/set-password.*status of 400/);
    await page.goto("/account/set-password");
    await expect(page.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("This link is not complete");
    await page.goto("/account/set-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("a long new password");
    await page.getByLabel("Confirm new password", { exact: true }).fill("a long new password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("alert")).toContainText("expired or has already been used");
    await expect(page.getByRole("link", { name: "Email me a new link" })).toHaveAttribute(
      "href",
      "/account/forgot-password",
    );
  });

  test("the account pages have no serious accessibility problems", async ({ page }) => {
    for (const path of ["/account/login", "/account/forgot-password", "/account/reset-password?token=x"]) {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious, `${path}: ${serious.map((v) => v.id).join(", ")}`).toEqual([]);
    }
  });
});

test.describe("partner back office guard", () => {
  test("an anonymous visitor is sent to log in and told where they will return", async ({ page }) => {
    await page.goto("/partner/admin");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fpartner%2Fadmin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Log Into Your Account" })).toBeVisible();

    await page.goto("/partner/admin/payments");
    await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Fpartner%2Fadmin%2Fpayments$/);
  });

  test("anonymous posts to the back office and to log out are refused or harmless", async ({ request }) => {
    const action = await request.post("/partner/admin/work", { form: { anything: "1" }, maxRedirects: 0 });
    expect(action.status()).toBe(401);
    const logout = await request.post("/account/logout", { form: {}, maxRedirects: 0 });
    expect(logout.status()).toBe(302);
    expect(logout.headers().location).toBe("/account/login?notice=logged-out");
  });
});
