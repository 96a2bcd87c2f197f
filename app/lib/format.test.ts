import { describe, expect, it } from "vitest";
import { formatPounds } from "./format";

describe("formatPounds", () => {
  it("writes pence as pounds with the £ sign in each language", () => {
    expect(formatPounds(125050)).toBe("£1,250.50");
    expect(formatPounds(125050, "lt").replace(/\s/g, " ")).toBe("1 250,50 £");
    expect(formatPounds(-1800)).toBe("-£18.00");
  });

  it("never writes a negative zero", () => {
    expect(formatPounds(-0)).toBe("£0.00");
    expect(formatPounds(-0, "lt").replace(/\s/g, " ")).toBe("0,00 £");
  });
});
