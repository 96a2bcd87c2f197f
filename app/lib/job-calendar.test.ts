import { describe, expect, it } from "vitest";
import { calendarRange, weekStart } from "./job-calendar";

describe("the job calendar", () => {
  it("starts weeks on Monday", () => {
    expect(weekStart("2026-06-10")).toBe("2026-06-08"); // a Wednesday
    expect(weekStart("2026-06-08")).toBe("2026-06-08");
    expect(weekStart("2026-06-14")).toBe("2026-06-08"); // a Sunday
  });

  it("shows a week as its seven days, with the weeks before and after", () => {
    const week = calendarRange("week", "2026-12-31");
    expect(week.days).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(week).toMatchObject({ anchor: "2026-12-28", previous: "2026-12-21", next: "2027-01-04" });
  });

  it("shows a month as whole weeks from Monday to Sunday", () => {
    const june = calendarRange("month", "2026-06-17");
    expect(june.anchor).toBe("2026-06-01");
    expect(june.days[0]).toBe("2026-06-01"); // June 2026 starts on a Monday
    expect(june.days.at(-1)).toBe("2026-07-05");
    expect(june.days).toHaveLength(35);
    expect(june).toMatchObject({ previous: "2026-05-01", next: "2026-07-01" });

    const february = calendarRange("month", "2028-02-29");
    expect(february.days[0]).toBe("2028-01-31");
    expect(february.days.at(-1)).toBe("2028-03-05");
    expect(february.days.length % 7).toBe(0);
    expect(calendarRange("month", "2026-01-31")).toMatchObject({ previous: "2025-12-01", next: "2026-02-01" });
  });
});
