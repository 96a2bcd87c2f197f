import AxeBuilder from "@axe-core/playwright";
import { logIn } from "./support/page";
import { seed } from "./support/seed";
import { expect, type Page, test } from "./support/test";

/** My drivers, My vehicles and Fleet in the browser: dialogs, refusals, toasts and confirmations. */

async function expectNoSeriousViolations(page: Page) {
  // Toasts fade in and out and stack translucently: axe would read them mid-fade.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.html).join(", ")})`)).toEqual([]);
}

async function signIn(page: Page, path: string) {
  const partner = await seed("signedUpPartner", { invitations: 0 });
  await page.goto(path);
  await logIn(page, partner.email, partner.password);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test("a partner adds a driver, is told what to fix, edits and deactivates them", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/\/partner\/admin\/profile\/drivers: .*status of 400/);
  await signIn(page, "/partner/admin/profile/drivers");
  await expect(page.getByRole("heading", { level: 1, name: "My drivers" })).toBeVisible();
  await expect(page.getByText('No drivers added yet. Click "ADD NEW DRIVER" to get started.')).toBeVisible();

  await page.getByRole("button", { name: "Add New Driver" }).click();
  const dialog = page.getByRole("dialog", { name: "Add new driver" });
  await dialog.getByLabel("Full name").fill("Sam Carter");
  await dialog.getByLabel("Email").fill("sam@");
  await dialog.getByLabel("Mobile").fill("07911 123456");
  await dialog.getByLabel("Driving licence number").fill("carte 801015 sj9ab");
  await dialog.getByLabel("Experience (years)").fill("51");
  await dialog.getByRole("button", { name: "Add New Driver" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Failed to add driver");
  await expect(dialog.getByText("Enter an email address like name@example.com")).toBeVisible();
  await expect(dialog.getByText("Enter whole years from 0 to 50")).toBeVisible();
  await expectNoSeriousViolations(page);

  await dialog.getByLabel("Email").fill("sam@example.com");
  await dialog.getByLabel("Experience (years)").fill("12");
  await dialog.getByRole("button", { name: "Add New Driver" }).click();
  await expect(page.getByText("Driver added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: /Sam Carter/ });
  await expect(row).toContainText("sam@example.com");
  await expect(row).toContainText("07911 123456");

  await row.getByRole("button", { name: "Edit Sam Carter" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Sam Carter" });
  await expect(edit.getByLabel("Driving licence number")).toHaveValue("CARTE801015SJ9AB");
  await edit.getByLabel("Full name").fill("Samantha Carter");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Driver updated successfully")).toBeVisible();
  await expect(page.getByRole("row", { name: /Samantha Carter/ })).toBeVisible();

  await page.getByRole("button", { name: "Deactivate Samantha Carter" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate Samantha Carter?" });
  await confirm.getByRole("button", { name: "Deactivate driver" }).click();
  await expect(page.getByText("Samantha Carter deactivated")).toBeVisible();
  await expect(page.getByText('No drivers added yet. Click "ADD NEW DRIVER" to get started.')).toBeVisible();
});

test("a partner adds vehicles with UK plates, cannot add a plate twice, deletes one, and sees the fleet together", async ({
  page,
  allowConsoleErrors,
}) => {
  // A malformed plate is refused with 400, the same plate twice with 409.
  allowConsoleErrors(/\/partner\/admin\/profile\/vehicles: .*status of (400|409)/);
  await signIn(page, "/partner/admin/profile/vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "My vehicles" })).toBeVisible();

  const addVehicle = async (plate: string) => {
    await page.getByRole("button", { name: "Add New Vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add new vehicle" });
    await dialog.getByLabel("Type").selectOption("goods");
    await dialog.getByLabel("Category").selectOption("luton-van");
    await dialog.getByLabel("Make").fill("Ford");
    await dialog.getByLabel("Model").fill("Transit");
    await dialog.getByLabel("Number plate").fill(plate);
    await dialog.getByLabel("Year").fill("2019");
    await dialog.getByRole("switch", { name: "Branded" }).click();
    await dialog.getByRole("button", { name: "Add New Vehicle" }).click();
    return dialog;
  };

  const bad = await addVehicle("NOT A PLATE");
  await expect(bad.getByText("Enter a UK number plate, like AB12 CDE")).toBeVisible();
  await bad.getByRole("button", { name: "Cancel" }).click();

  await addVehicle("ab12cde");
  await expect(page.getByText("Vehicle added successfully")).toBeVisible();
  const row = page.getByRole("row", { name: /AB12 CDE/ });
  await expect(row).toContainText("Goods");
  await expect(row).toContainText("Luton van");
  await expect(row).toContainText("Ford Transit");
  await expect(row).toContainText("Available");
  await expect(row).toContainText("Yes");

  const duplicate = await addVehicle("AB12 CDE");
  await expect(duplicate.getByRole("alert")).toContainText("Failed to add vehicle");
  await expect(duplicate.getByRole("alert")).toContainText("AB12 CDE is already on one of your vehicles.");
  await duplicate.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "See vehicles and drivers together" }).click();
  await expect(page).toHaveURL(/\/partner\/admin\/fleet$/);
  await expect(page.getByRole("heading", { level: 2, name: "Vehicles" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Drivers" })).toBeVisible();
  await expect(page.getByRole("row", { name: /AB12 CDE/ })).toBeVisible();
  await expect(page.getByText('No drivers added yet. Click "ADD NEW DRIVER" to get started.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Delete AB12 CDE" }).click();
  await page.getByRole("dialog", { name: "Delete AB12 CDE?" }).getByRole("button", { name: "Delete vehicle" }).click();
  await expect(page.getByText("AB12 CDE deleted")).toBeVisible();
  await expect(page.getByText('No vehicles added yet. Click "ADD NEW VEHICLE" to get started.')).toBeVisible();
});
