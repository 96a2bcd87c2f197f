import { describe, expect, it } from "vitest";
import { businessDaysBefore } from "./business-days";

describe("businessDaysBefore", () => {
  it("skips weekends", () => {
    // Monday 2026-03-16 10:00 → one business day before is Friday the 13th.
    expect(businessDaysBefore(new Date("2026-03-16T10:00:00Z"), 1).toISOString()).toBe("2026-03-13T10:00:00.000Z");
    // 5 business days before a Wednesday is the Wednesday before.
    expect(businessDaysBefore(new Date("2026-03-18T10:00:00Z"), 5).toISOString()).toBe("2026-03-11T10:00:00.000Z");
  });

  it("makes 20 business days four calendar weeks", () => {
    expect(businessDaysBefore(new Date("2026-03-18T10:00:00Z"), 20).toISOString()).toBe("2026-02-18T10:00:00.000Z");
  });

  it("counts a weekend start from the Friday", () => {
    expect(businessDaysBefore(new Date("2026-03-15T10:00:00Z"), 1).toISOString()).toBe("2026-03-13T10:00:00.000Z");
  });
});
