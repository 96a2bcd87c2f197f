import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatPercent, formatPounds, formatRating, formatTimeAgo, numberFormat } from "./format";

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

describe("numberFormat", () => {
  it("makes one formatter per locale and options, and is the one the number helpers use", () => {
    const options: Intl.NumberFormatOptions = { style: "percent", maximumFractionDigits: 0 };
    const formatter = numberFormat("en-GB", options);
    expect(numberFormat("en-GB", { ...options })).toBe(formatter);
    expect(numberFormat("lt", options)).not.toBe(formatter);
    expect(formatPercent(0.384)).toBe("38%");
    expect(formatRating(9.14, "lt")).toBe("9,1");
  });
});

describe("formatTimeAgo", () => {
  it("writes the time since in the reader's language, with the same formatter each time", () => {
    const now = new Date("2026-07-22T12:00:00Z");
    expect(formatTimeAgo("2026-07-01T12:00:00Z", now)).toBe("3 weeks ago");
    expect(formatTimeAgo("2026-07-22T11:59:50Z", now)).toBe("this minute");
    expect(formatTimeAgo("2026-07-21T12:00:00Z", now, "lt")).toBe("vakar");
  });
});
