import { waitForHydration } from "./support/page";
import { expect, test } from "./support/test";

/**
 * A visitor reading the Lithuanian pages (/lt/...; the cookie is their preference elsewhere)
 * sees refusals and counts in Lithuanian:
 * the forms send message keys that the page translates, and Lithuanian counts use all four of
 * the language's plural forms (1 miestas, 3 miestai, 10 miestų).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "locale", value: "lt", url: baseURL }]);
});

test("the contact form refuses an invalid email address in Lithuanian", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/\/lt\/contact: .*status of 400/);
  await page.goto("/lt/contact");
  await page.getByLabel("Vardas", { exact: true }).fill("Ona");
  await page.getByLabel("Pavardė", { exact: true }).fill("Petraitytė");
  await page.getByLabel("El. pašto adresas").fill("ne-el-pastas");
  await page.getByLabel("Tema").selectOption("quote");
  await page.getByLabel("Žinutė", { exact: true }).fill("Norėčiau sužinoti, kiek kainuotų persikraustymas.");
  await page.getByRole("button", { name: "Siųsti žinutę" }).click();

  const summary = page.getByRole("alert");
  await expect(summary).toContainText("Pataisykite pažymėtus laukus.");
  await expect(summary).toContainText("Įveskite el. pašto adresą, pvz., vardas@pavyzdys.lt");
  await expect(page.getByLabel("El. pašto adresas")).toHaveAttribute("aria-invalid", "true");
  // What the visitor typed is still there, and no English message slipped through.
  await expect(page.getByLabel("Vardas", { exact: true })).toHaveValue("Ona");
  await expect(page.getByText(/Please correct|Enter an email address/)).toHaveCount(0);
});

test("three chosen cities are counted with the Lithuanian plural", async ({ page }) => {
  await page.goto("/lt/become-partner");
  await waitForHydration(page);
  // The recruitment page and its registration wizard both speak Lithuanian.
  await page.getByRole("button", { name: "Pradėti", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Partnerio registracija" });
  await expect(dialog.getByText("1 žingsnis iš 4 | Perkraustymo tipas")).toBeVisible();
  await dialog.getByRole("checkbox", { name: /Vietiniai/ }).check();
  await dialog.getByRole("button", { name: "Tęsti" }).click();

  await dialog.getByRole("radio", { name: /Regionai/ }).check();
  await dialog.getByRole("checkbox", { name: "London (E, EC, N, NW, SE, SW, W, WC)" }).check();
  await expect(dialog.getByText("Pasirinktas 1 miestas", { exact: true })).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Manchester (M)" }).check();
  await dialog.getByRole("checkbox", { name: "Leeds (LS)" }).check();
  await expect(dialog.getByText("Pasirinkti 3 miestai", { exact: true })).toBeVisible();
  await expect(dialog.getByText(/Selected cities/)).toHaveCount(0);
});
