import { describe, expect, it } from "vitest";
import { serverI18n } from "~/i18n/catalogues.server";
import { TEST_EMAIL_SENDER } from "../../tests/support/supplier-settings";
import { type PartnerApplicationReceivedPayload, partnerApplicationReceived } from "./partner-application-received";
import type { EmailContext } from "./types";

const payload: PartnerApplicationReceivedPayload = {
  companyName: "Northern Removals Ltd",
  email: "office@northern.example",
  phone: "0161 496 0000",
  removalTypes: ["domestic"],
  targetArea: { type: "radius", location: "Manchester", miles: 30 },
  businessType: "company",
  employees: "6-10",
  address: "1 Test Street, M1 1AE",
};

const english: EmailContext = {
  t: serverI18n("en-GB").getFixedT("en-GB", ["emails", "contact"]),
  locale: "en-GB",
  sender: TEST_EMAIL_SENDER,
};

describe("partnerApplicationReceived", () => {
  it("gives the partner team's number only when one is configured", () => {
    expect(partnerApplicationReceived(payload, english).text).not.toMatch(/call our partner team/);
    const withPhone = partnerApplicationReceived({ ...payload, partnerPhone: "0808 157 0123" }, english);
    expect(withPhone.text).toContain("call our partner team on 0808 157 0123.");
  });
});
