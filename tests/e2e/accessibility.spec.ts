import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";

const pages = [
  "/",
  "/movers/greater-manchester/manchester",
  "/company/taylor-removals",
  "/quote",
  "/contact",
  "/about",
  "/faq",
  "/become-partner",
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
}
