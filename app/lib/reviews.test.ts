import { describe, expect, it } from "vitest";
import { holdReasonOf, overallScore, publicAuthorName } from "./reviews";

describe("overallScore", () => {
  it("is the mean of the three sub-scores to one decimal", () => {
    expect(overallScore({ quality: 9, customerService: 8, valueForMoney: 8 })).toBe(8.3);
    expect(overallScore({ quality: 10, customerService: 10, valueForMoney: 9 })).toBe(9.7);
    expect(overallScore({ quality: 0, customerService: 0, valueForMoney: 0 })).toBe(0);
    expect(overallScore({ quality: 10, customerService: 10, valueForMoney: 10 })).toBe(10);
  });
});

describe("holdReasonOf", () => {
  it("passes ordinary reviews, negative ones included", () => {
    for (const text of [
      "Terrible. They arrived 3 hours late, broke 2 lamps and charged £450 more than quoted.",
      "10/10, would book again. Moved a 3-bed house from Leeds to York on 12.06.2026.",
      "Scunthorpe to Grimsby in one day; the crew of 4 were great.",
    ]) {
      expect(holdReasonOf(text), text).toBeNull();
    }
  });

  it("holds links, email addresses, phone numbers and blocked words", () => {
    expect(holdReasonOf("See https://example.com for photos")).toBe("link");
    expect(holdReasonOf("Better movers at cheapvans.co.uk")).toBe("link");
    expect(holdReasonOf("Mail me: anna@example.com")).toBe("email");
    expect(holdReasonOf("Ring 0161 496 0000 instead")).toBe("phone");
    expect(holdReasonOf("Call +44 7700 900123")).toBe("phone");
    expect(holdReasonOf("A total SHIT show")).toBe("blocked_word");
  });
});

describe("publicAuthorName", () => {
  it("shows the first name and the last name's initial", () => {
    expect(publicAuthorName("Anna Maria Smith")).toBe("Anna S.");
    expect(publicAuthorName("  Cher ")).toBe("Cher");
  });
});
