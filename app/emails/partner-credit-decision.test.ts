import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { TEST_EMAIL_SENDER } from "../../tests/support/supplier-settings";
import { type PartnerCreditDecisionPayload, partnerCreditDecision } from "./partner-credit-decision";

const render = (payload: PartnerCreditDecisionPayload, locale: Locale) =>
  partnerCreditDecision(payload, {
    t: serverI18n(locale).getFixedT(locale, ["emails", "contact"]),
    locale,
    sender: TEST_EMAIL_SENDER,
  });

const approved: PartnerCreditDecisionPayload = {
  companyName: "Northern Removals",
  reference: "MM-ABCD2345",
  reason: "never_asked",
  decision: "approved",
  creditPence: 1800,
  rejectionReason: null,
  leadUrl: "https://movematch.test/partner/admin/leads/1",
};
const rejected: PartnerCreditDecisionPayload = {
  ...approved,
  decision: "rejected",
  creditPence: 0,
  rejectionReason: "The customer confirmed the request.",
};

describe("the credit decision email", () => {
  it.each([approved, rejected])("is written in both languages ($decision), with no raw key", (payload) => {
    for (const locale of ["en-GB", "lt"] as const) {
      const email = render(payload, locale);
      expect(`${email.subject}\n${email.text}`).not.toMatch(/creditDecision\.|\{\{/);
      expect(email.text).toContain("MM-ABCD2345");
    }
    expect(render(payload, "lt").text).not.toBe(render(payload, "en-GB").text);
  });

  it("names the amount credited, or staff's reason for a rejection", () => {
    expect(render(approved, "en-GB").text).toContain("£18.00");
    expect(render(approved, "en-GB").text).toContain("The customer says they never asked");
    expect(render(rejected, "en-GB").text).toContain("The customer confirmed the request.");
  });
});
