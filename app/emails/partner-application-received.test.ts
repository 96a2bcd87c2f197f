import { describe, expect, it } from "vitest";
import { partnerApplicationReceived } from "./partner-application-received";

const payload = {
  companyName: "Northern Removals Ltd",
  email: "office@northern.example",
  phone: "0161 496 0000",
  removalTypes: ["Domestic"],
  serviceAreas: ["Manchester (30 miles radius)"],
  businessType: "Limited company",
  employees: "6-10",
  address: "1 Test Street, M1 1AE",
};

describe("partnerApplicationReceived", () => {
  it("gives the partner team's number only when one is configured", () => {
    expect(partnerApplicationReceived(payload).text).not.toMatch(/call our partner team/);
    const withPhone = partnerApplicationReceived({ ...payload, partnerPhone: "0808 157 0123" });
    expect(withPhone.text).toContain("call our partner team on 0808 157 0123.");
  });
});
