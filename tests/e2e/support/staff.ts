import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { seed } from "./seed";

/**
 * Signs a new member of staff (TOTP on) in from `path`, which the log-in then returns to; an
 * admin with `role: "admin"` (the staff accounts and the audit trail are theirs alone).
 */
export async function signInAsStaff(page: Page, path: string, { role = "staff" }: { role?: "staff" | "admin" } = {}) {
  const staff = await seed("staffWithTwoFactor", { role });
  const authenticator = new TOTP({ secret: Secret.fromBase32(staff.totpSecret) });
  await page.goto(path);
  await page.getByLabel("Username (your email address)").fill(staff.email);
  await page.getByLabel("Password", { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("Code", { exact: true }).fill(authenticator.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
}
