import { describe, expect, it } from "vitest";
import { moveDetailsStep } from "./schemas/quote-request";
import { perDay } from "./zod";

describe("perDay", () => {
  it("makes a day's schema once and a new one when the day changes", () => {
    const made: string[] = [];
    const schemaOf = perDay((today: string) => {
      made.push(today);
      return { today };
    });
    const first = schemaOf("2026-11-28");
    expect(schemaOf("2026-11-28")).toBe(first);
    expect(schemaOf("2026-11-29")).toEqual({ today: "2026-11-29" });
    expect(made).toEqual(["2026-11-28", "2026-11-29"]);
  });

  it("the quote wizard's move details are made once per day and again for the next", () => {
    expect(moveDetailsStep("2026-11-28")).toBe(moveDetailsStep("2026-11-28"));
    expect(moveDetailsStep("2026-11-29")).not.toBe(moveDetailsStep("2026-11-28"));
  });
});
