import { describe, expect, it } from "vitest";
import { type DateWindow, MAX_WINDOW_DAYS, NO_WINDOW, selectWindowDay, windowDays } from "./date-window";

/** The window after clicking each day in turn, from none. */
const clicks = (...days: string[]): DateWindow => days.reduce((window, day) => selectWindowDay(window, day), NO_WINDOW);

describe("choosing a flexible window in the calendar", () => {
  it("sets the start with the first click and the end with the second", () => {
    expect(clicks("2026-06-10")).toEqual({ from: "2026-06-10", to: "" });
    expect(clicks("2026-06-10", "2026-06-20")).toEqual({ from: "2026-06-10", to: "2026-06-20" });
  });

  it("swaps the ends when the second day is before the first", () => {
    expect(clicks("2026-06-20", "2026-06-10")).toEqual({ from: "2026-06-10", to: "2026-06-20" });
  });

  it("clears the window when its only day is clicked again", () => {
    expect(clicks("2026-06-10", "2026-06-10")).toEqual(NO_WINDOW);
  });

  it("clears the start or the end that is clicked, keeping the other as the start", () => {
    const window = { from: "2026-06-10", to: "2026-06-20" };
    expect(selectWindowDay(window, "2026-06-10")).toEqual({ from: "2026-06-20", to: "" });
    expect(selectWindowDay(window, "2026-06-20")).toEqual({ from: "2026-06-10", to: "" });
    // ...and the next click gives the window its other end again.
    expect(clicks("2026-06-10", "2026-06-20", "2026-06-20", "2026-06-25")).toEqual({
      from: "2026-06-10",
      to: "2026-06-25",
    });
  });

  it("clears a one-day window clicked on its day", () => {
    expect(selectWindowDay({ from: "2026-06-10", to: "2026-06-10" }, "2026-06-10")).toEqual(NO_WINDOW);
  });

  it("starts a new window when another day is clicked on a complete one", () => {
    expect(clicks("2026-06-10", "2026-06-20", "2026-06-15")).toEqual({ from: "2026-06-15", to: "" });
    expect(clicks("2026-06-10", "2026-06-20", "2026-07-01", "2026-07-03")).toEqual({
      from: "2026-07-01",
      to: "2026-07-03",
    });
  });

  it("starts again from the clicked day rather than make a window longer than the maximum", () => {
    const lastAllowed = "2026-07-26"; // 1 June + 55 days: 56 days with both ends
    expect(windowDays("2026-06-01", lastAllowed)).toBe(MAX_WINDOW_DAYS);
    expect(clicks("2026-06-01", lastAllowed)).toEqual({ from: "2026-06-01", to: lastAllowed });
    expect(clicks("2026-06-01", "2026-07-27")).toEqual({ from: "2026-07-27", to: "" });
    expect(clicks("2026-07-27", "2026-06-01")).toEqual({ from: "2026-06-01", to: "" });
    expect(selectWindowDay({ from: "2026-06-01", to: "" }, "2026-06-04", 3)).toEqual({ from: "2026-06-04", to: "" });
  });

  it("counts days across month ends and clock changes", () => {
    expect(windowDays("2026-03-28", "2026-03-30")).toBe(3);
    expect(windowDays("2026-10-24", "2026-10-26")).toBe(3);
    expect(windowDays("2026-06-10", "2026-06-10")).toBe(1);
  });
});
