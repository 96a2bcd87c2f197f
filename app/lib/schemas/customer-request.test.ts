import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/uk-time";
import { MAX_WINDOW_DAYS } from "../date-window";
import { fieldErrorsFromZod } from "../form-result";
import { movingDateChangeSchema } from "./customer-request";

const today = "2026-11-24";
const schema = movingDateChangeSchema(today);

describe("a customer's new moving date", () => {
  it("keeps only the chosen kind's dates", () => {
    const parsed = schema.parse({ movingDate: "specific", specificDate: "2026-12-10", flexibleFrom: "2026-12-01" });
    expect(parsed).toEqual({
      movingDate: "specific",
      specificDate: "2026-12-10",
      flexibleFrom: null,
      flexibleTo: null,
    });
  });

  it("takes a window up to the wizard's length and refuses a longer one with the wizard's message", () => {
    const from = addDays(today, 3);
    const longest = { movingDate: "flexible", flexibleFrom: from, flexibleTo: addDays(from, MAX_WINDOW_DAYS - 1) };
    expect(schema.safeParse(longest).success).toBe(true);

    const tooLong = schema.safeParse({ ...longest, flexibleTo: addDays(from, MAX_WINDOW_DAYS) });
    expect(tooLong.success).toBe(false);
    if (tooLong.success) return;
    expect(fieldErrorsFromZod(tooLong.error).flexibleTo).toEqual({
      key: "quote:errors.windowTooLong",
      params: { max: MAX_WINDOW_DAYS },
    });
  });

  it("refuses a window in the wrong order or with one end", () => {
    const reversed = schema.safeParse({ movingDate: "flexible", flexibleFrom: "2026-12-10", flexibleTo: "2026-12-01" });
    expect(reversed.success).toBe(false);
    const half = schema.safeParse({ movingDate: "flexible", flexibleFrom: "2026-12-10", flexibleTo: "" });
    expect(half.success).toBe(false);
  });
});
