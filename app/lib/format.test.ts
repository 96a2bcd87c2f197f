import { describe, expect, it } from "vitest";
import {
  dateTimeFormat,
  formatDateTime,
  formatDays,
  formatDuration,
  formatPercent,
  formatPounds,
  formatPoundsRange,
  formatRating,
  formatTimeAgo,
  formatWholePounds,
  numberFormat,
} from "./format";

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

describe("dates read the same on the server and in the browser", () => {
  // Node's ICU puts thin spaces (U+2009) around a range's dash, Chromium's plain ones: the page
  // the server sent would differ from the one the browser renders, and React would throw it away.
  const days = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  const from = new Date("2026-05-05T08:00:00Z");

  it("writes a range's dash between plain spaces, in each language", () => {
    expect(dateTimeFormat("en-GB", days).formatRange(from, new Date("2026-05-07T00:00:00Z"))).toBe("5 – 7 May 2026");
    expect(dateTimeFormat("lt", days).formatRange(from, new Date("2026-06-02T00:00:00Z"))).toBe(
      "2026 gegužės 5 – birželio 2",
    );
    const window = { ...days, hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" } as const;
    expect(dateTimeFormat("en-GB", window).formatRange(from, new Date("2026-05-07T17:00:00Z"))).toBe(
      "5 May 2026 at 09:00 – 7 May 2026 at 18:00",
    );
  });

  it("gives a range asked for again the same text, and each range its own", () => {
    const format = dateTimeFormat("en-GB", days);
    const ranges = [
      [from, new Date("2026-05-07T00:00:00Z")],
      [from, new Date("2026-06-07T00:00:00Z")],
      [new Date("2026-05-01T00:00:00Z"), new Date("2026-05-07T00:00:00Z")],
    ] as const;
    const texts = ranges.map(([start, end]) => format.formatRange(start, end));
    expect(texts).toEqual(["5 – 7 May 2026", "5 May – 7 June 2026", "1 – 7 May 2026"]);
    expect(ranges.map(([start, end]) => format.formatRange(start, end))).toEqual(texts);
  });

  it("writes a moment in UK time whatever the clock of the machine that renders it", () => {
    expect(formatDateTime(from.toISOString(), "en-GB")).toBe("5 May 2026, 09:00");
    expect(formatDateTime(from, "lt")).toBe("2026-05-05 09:00");
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

describe("guide prices in whole pounds", () => {
  it("writes whole pounds with the pound sign where each language puts it", () => {
    expect(formatWholePounds(1080)).toBe("£1,080");
    expect(formatWholePounds(1080, "lt").replace(/\s/g, " ")).toBe("1 080 £");
  });

  it("writes a price range once, with the sign where each language puts it", () => {
    expect(formatPoundsRange(300, 350).replace(/\s/g, " ")).toBe("£300 – £350");
    expect(formatPoundsRange(300, 350, "lt").replace(/\s/g, " ")).toBe("300–350 £");
  });
});

describe("formatDays", () => {
  it("gives the noun the form the number asks for", () => {
    expect([1, 2, 90].map((count) => formatDays(count))).toEqual(["1 day", "2 days", "90 days"]);
    expect([1, 2, 10, 21].map((count) => formatDays(count, "lt"))).toEqual([
      "1 diena",
      "2 dienos",
      "10 dienų",
      "21 diena",
    ]);
  });
});

describe("formatDuration", () => {
  it("writes whole hours in hours and the rest in minutes, in the reader's language", () => {
    expect([60, 120, 90].map((minutes) => formatDuration(minutes))).toEqual(["1 hour", "2 hours", "90 minutes"]);
    expect([60, 120, 600, 45].map((minutes) => formatDuration(minutes, "lt"))).toEqual([
      "1 valanda",
      "2 valandos",
      "10 valandų",
      "45 minutės",
    ]);
  });
});
