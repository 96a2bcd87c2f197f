import { describe, expect, it } from "vitest";
import { businessDaysBefore, businessDaysSince } from "./business-days";

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

  it("puts two business days before a Monday morning on the Thursday, so Friday evening is not yet 2 days old", () => {
    // Monday 2026-06-15 09:00 BST (08:00 UTC).
    const cutoff = businessDaysBefore(new Date("2026-06-15T08:00:00Z"), 2);
    expect(cutoff.toISOString()).toBe("2026-06-11T08:00:00.000Z");
    const fridayEvening = new Date("2026-06-12T17:30:00Z");
    expect(fridayEvening < cutoff).toBe(false);
  });

  it("reads the weekday in London: 00:30 on a summer Monday is Monday, though UTC still says Sunday", () => {
    // Monday 2026-06-15 00:30 BST is Sunday 23:30 UTC. Stepping back: Sunday, Saturday (weekend),
    // Friday 00:30 and Thursday 00:30 BST: the cut-off is Thursday, not Friday as UTC would make it.
    expect(businessDaysBefore(new Date("2026-06-14T23:30:00Z"), 2).toISOString()).toBe("2026-06-10T23:30:00.000Z");
  });
});

describe("businessDaysSince", () => {
  it("counts an application made on Friday morning as one business day old on Monday morning", () => {
    expect(businessDaysSince(new Date("2026-03-13T09:00:00Z"), new Date("2026-03-16T10:00:00Z"))).toBe(1);
  });

  it("counts nothing within the first day, and a week as five", () => {
    expect(businessDaysSince(new Date("2026-03-16T09:00:00Z"), new Date("2026-03-16T17:00:00Z"))).toBe(0);
    expect(businessDaysSince(new Date("2026-03-11T10:00:00Z"), new Date("2026-03-18T10:00:00Z"))).toBe(5);
  });

  it("agrees with businessDaysBefore: a moment at the cut-off of n days is n days old", () => {
    const now = new Date("2026-06-15T08:00:00Z");
    expect(businessDaysSince(businessDaysBefore(now, 2), now)).toBe(2);
    // Friday evening to Monday morning: the weekend does not count, and Friday had not ended.
    expect(businessDaysSince(new Date("2026-06-12T17:30:00Z"), now)).toBe(0);
  });
});
