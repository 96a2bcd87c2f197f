import AxeBuilder from "@axe-core/playwright";
import { Secret, TOTP } from "otpauth";
import { seed } from "./support/seed";
import { expect, test } from "./support/test";

/**
 * The admin panel as a visitor sees it (the guard and the log-in page) and an invited member of
 * staff's first sign-in, which sets up TOTP (the CLI-created admin's day: admin-journey.spec.ts).
 */
test.describe("admin panel, signed out", () => {
  test("sends anonymous visitors from /admin to the admin log-in page and back", async ({ page }) => {
    await page.goto("/admin?tab=partners");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%3Ftab%3Dpartners$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin log-in" })).toBeVisible();
  });

  test("the log-in form has a username and password, no default credentials or debug block", async ({ page }) => {
    await page.goto("/admin/login");
    const username = page.getByLabel("Username (your email address)");
    const password = page.getByLabel("Password", { exact: true });
    await expect(username).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(page.getByRole("button", { name: "Log in" })).toBeEnabled();
    await expect(
      page.getByText(/default credentials|authentication is (temporarily )?(switched off|disabled)/i),
    ).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
    expect(serious).toEqual([]);
  });

  test("a wrong password shows one generic error", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/\/admin\/login: .*status of 401/);
    await page.goto("/admin/login");
    await page.getByLabel("Username (your email address)").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Incorrect username or password" }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test("the log-in page speaks Lithuanian with the lt locale", async ({
    page,
    context,
    baseURL,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/\/admin\/login: .*status of 401/);
    await context.addCookies([{ name: "locale", value: "lt", url: baseURL ?? "http://127.0.0.1:3456" }]);
    await page.goto("/admin/login");
    await page.getByLabel("Vartotojo vardas (jūsų el. paštas)").fill("nobody-lt@example.com");
    await page.getByLabel("Slaptažodis", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Prisijungti" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Neteisingas vartotojo vardas arba slaptažodis" }).first();
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Klaida");
  });
});

test("invited staff set up TOTP at their first sign-in before reaching the panel", async ({
  page,
  allowConsoleErrors,
}) => {
  // A wrong code is refused with 400 before the right one is entered.
  allowConsoleErrors(/\/admin\/two-factor: .*status of 400/);
  const staff = await seed("staffWithoutTwoFactor", {});
  await page.goto("/admin");
  await page.getByLabel("Username (your email address)").fill(staff.email);
  await page.getByLabel("Password", { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  await expect(page.getByRole("heading", { name: "Set up two-factor authentication" })).toBeVisible();
  // The set-up page is a dead end until TOTP is on: the panel sends them back here.
  await page.goto("/admin?tab=contacts");
  await expect(page).toHaveURL(/\/admin\/two-factor$/);

  await page.getByLabel("Current password").fill(staff.password);
  await page.getByRole("button", { name: "Create secret" }).click();
  const uri = await page
    .locator("code")
    .filter({ hasText: /^otpauth:\/\/totp\// })
    .textContent();
  const secret = new URL(uri ?? "").searchParams.get("secret") ?? "";
  await expect(page.getByText(secret, { exact: true })).toBeVisible();
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });

  await page.getByLabel("Code from the app", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("That code is not valid. Try the current one.")).toBeVisible();
  await page.getByLabel("Code from the app", { exact: true }).fill(authenticator.generate());
  await page.getByRole("button", { name: "Verify and turn on" }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome, Ada Lovelace" })).toBeVisible();
});
