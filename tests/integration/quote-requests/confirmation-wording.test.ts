import { beforeAll, describe, expect, it } from "vitest";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";
import type { QuoteFormState } from "~/lib/quote-form";
import { action } from "~/routes/public/quote";
import { createInvitableCompany } from "../../factories/leads";
import { validQuoteForm } from "../../factories/quote-form";
import { setupTestDatabase } from "../../setup/test-database";
import { args as routeArgs } from "../../support/http";
import { emailsTo } from "../../support/outbox";

let ipCounter = 0;
async function post(body: unknown, locale: Locale) {
  // The page's address names its language, as a visitor on it posts.
  const request = new Request(`http://localhost${localizedPath("/quote", locale)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const result = await action(routeArgs(request, { clientIp: `10.7.0.${++ipCounter % 250}` }));
  return result.data;
}

/**
 * The confirmation email says what is true (docs/product-rules.md §7.2): how many companies
 * covering the area the request was sent to, and with none, what can still happen and nothing
 * more. Three companies cover Manchester; none covers Aberdeen.
 */
describe("the quote request confirmation", () => {
  const db = setupTestDatabase();

  beforeAll(async () => {
    for (const rating of [9.4, 8.8, 7.9]) await createInvitableCompany(db(), { rating, reviewCount: 12 });
  });

  /** Sends a verified request through the wizard's action and returns the customer's confirmation. */
  async function confirmationOf(email: string, locale: "en-GB" | "lt", overrides: Partial<QuoteFormState> = {}) {
    expect((await post({ intent: "send-code", personalDetails: { email } }, locale)).ok).toBe(true);
    const [codeMail] = await emailsTo(db(), email, "quote-verification-code");
    const code = (codeMail?.payload as { code?: string } | undefined)?.code;
    if (!code) throw new Error(`no code was emailed to ${email}`);
    const answer = await post(
      { ...validQuoteForm(email, overrides), intent: "submit", code, idempotencyKey: `key-${email}` },
      locale,
    );
    if (!answer.ok || answer.data.intent !== "submit") throw new Error(JSON.stringify(answer));
    const [confirmation] = await emailsTo(db(), email, "quote-request-confirmation");
    if (!confirmation) throw new Error(`no confirmation for ${email}`);
    return { ...confirmation, companies: answer.data.companies };
  }

  const inAberdeen = { movingFrom: { postcode: "ab10 1xg", city: "Aberdeen", address: "" } };

  it("tells an English customer it was sent to 3 companies covering the area, listed as sent to, and what comes next", async () => {
    const { text, companies } = await confirmationOf("three@example.com", "en-GB");
    expect(companies).toHaveLength(3);
    expect(text).toContain("We have sent your request to 3 removal companies that cover your area.");
    expect(text).toContain("A company that takes on your request gets your contact details and will contact you");
    expect(text).toContain("If one declines or does not reply in time, we offer its place to another company");
    expect(text).toContain("On your private page you will see each company's state and every quote as it arrives.");
    expect(text).toContain("Sent to:\n- ");
    for (const company of companies) expect(text).toContain(`- ${company.name}, ${company.town}`);
    // Nothing promises a reply from firms that were only invited.
    expect(text).not.toMatch(/will contact you (quickly|within)/);
  });

  it("tells an English customer honestly when no company covering the area could be invited", async () => {
    const { text, companies } = await confirmationOf("none@example.com", "en-GB", inAberdeen);
    expect(companies).toEqual([]);
    expect(text).toContain(
      "No removal company covering your area could be invited yet. For the next 7 days, removal companies on MoveMatch can still find your request and take it on; we will email you when one does.",
    );
    expect(text).not.toMatch(/Sent to:|We have sent your request to|Our team will be in touch/);
  });

  it("tells a Lithuanian customer the same in Lithuanian, for 3 companies and for none", async () => {
    const three = await confirmationOf("trys@example.com", "lt");
    expect(three.text).toContain("Išsiuntėme jūsų užklausą 3 perkraustymo įmonėms, aptarnaujančioms jūsų vietovę.");
    expect(three.text).toContain("Įmonė, kuri perims jūsų užklausą, gaus jūsų kontaktus ir susisieks su jumis");
    expect(three.text).toContain("Išsiųsta:");
    expect(three.text).not.toMatch(/We have sent|cover your area|Sent to|val\. susisieks/);

    const none = await confirmationOf("nulis@example.com", "lt", inAberdeen);
    expect(none.text).toContain(
      "Kol kas nepavyko pakviesti nė vienos jūsų vietovę aptarnaujančios perkraustymo įmonės. Dar 7 dienas MoveMatch perkraustymo įmonės gali rasti jūsų užklausą ir ją perimti",
    );
    expect(none.text).not.toContain("Išsiųsta:");
  });
});
