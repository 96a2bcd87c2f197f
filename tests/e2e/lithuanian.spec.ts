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

test("a blog article reads in Lithuanian at its /lt/ address, its head and links included", async ({ page }) => {
  const slug = "how-much-does-it-cost-to-move-house-uk";
  const articleData = async () => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map((block) => JSON.parse(block)).find((data) => data["@type"] === "Article");
  };

  await page.goto(`/lt/blog/${slug}`);
  const title = "Kiek kainuoja persikraustyti Jungtinėje Karalystėje?";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(`^${title.replace("?", "\\?")}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Kiek paprastai kainuoja/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/lt/blog/${slug}$`));
  expect(await articleData()).toMatchObject({
    headline: title,
    inLanguage: "lt",
    mainEntityOfPage: { "@id": expect.stringMatching(new RegExp(`/lt/blog/${slug}$`)) },
  });
  // Lithuanian dates and numbers; the pounds stay pounds.
  await expect(page.locator("time")).toHaveText("2026 m. vasario 9 d.");
  await expect(page.getByRole("main")).toContainText(/apie 1\s080\s£/);
  const related = page.getByRole("complementary", { name: "Susiję gidai" });
  await expect(related.getByRole("link", { name: "Furgono su vairuotoju kainos" })).toHaveAttribute(
    "href",
    "/lt/man-and-van",
  );
  await expect(page.getByRole("link", { name: "Visi straipsniai" })).toHaveAttribute("href", "/lt/blog");

  // The same slug in English is the English article.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("How much does it cost to move house in the UK?");
  expect(await articleData()).toMatchObject({ inLanguage: "en-GB" });
  await expect(
    page.getByRole("complementary", { name: "Related guides" }).getByRole("link", { name: "Man and van costs" }),
  ).toHaveAttribute("href", "/man-and-van");
});
