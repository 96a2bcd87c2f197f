import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** A company nobody has registered yet. */
export function newCompanyIdentity() {
  const suffix = randomBytes(4).toString("hex");
  return {
    name: `E2E Removals ${suffix}`,
    email: `e2e-partner-${suffix}@example.com`,
    companyNumber: String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0"),
  };
}

/** Opens the registration wizard from one of /become-partner's buttons. */
export async function openWizard(page: Page, opener: string) {
  await page.getByRole("button", { name: opener, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Partner registration" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Applies as a sole trader covering Manchester and Glasgow, the shortest way through the wizard. */
export async function applyForRegions(page: Page, company: ReturnType<typeof newCompanyIdentity>) {
  await page.goto("/become-partner");
  const dialog = await openWizard(page, "Get started");
  await dialog.getByRole("checkbox", { name: /Domestic/ }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("radio", { name: /Regions/ }).check();
  await dialog.getByRole("checkbox", { name: "Manchester (M)" }).check();
  await dialog.getByRole("button", { name: "Scotland" }).click();
  await dialog.getByRole("checkbox", { name: "Glasgow (G)" }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByLabel("Company name").fill(company.name);
  await dialog.getByRole("radio", { name: "Sole trader" }).check();
  await dialog.getByLabel("Number of employees").selectOption("1-5");
  await dialog.getByLabel("Email address").fill(company.email);
  await dialog.getByLabel("Telephone").fill("0161 496 0000");
  await dialog.getByLabel("Address line 1").fill("1 Market Street");
  await dialog.getByLabel("Postcode").fill("M1 1AE");
  await dialog.getByRole("button", { name: "Submit registration" }).click();
  await expect(dialog.getByRole("heading", { name: "Registration Complete!" })).toBeVisible();
}
