import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatPounds } from "./format";

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

describe("dateTimeFormat", () => {
  it("makes one formatter per locale and options, and formats as a new one would", () => {
    const options: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" };
    const formatter = dateTimeFormat("en-GB", options);
    expect(dateTimeFormat("en-GB", { ...options })).toBe(formatter);
    expect(dateTimeFormat("lt", options)).not.toBe(formatter);
    expect(dateTimeFormat("en-GB", { ...options, timeZone: "UTC" })).not.toBe(formatter);
    const moment = new Date("2026-07-01T07:30:00Z");
    expect(formatter.format(moment)).toBe(new Intl.DateTimeFormat("en-GB", options).format(moment));
  });
});
