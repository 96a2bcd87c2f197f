import { describe, expect, it } from "vitest";
import { respondByFor } from "./lead-rules";

/** A UK wall-clock time as an instant (these dates are in GMT, winter, or BST, summer). */
const at = (iso: string) => new Date(iso);

describe("an invitation's response window runs only between 07:00 and 21:00 UK time", () => {
  it("is two hours in the day", () => {
    expect(respondByFor(at("2026-11-26T10:15:00Z"), 120)).toEqual(at("2026-11-26T12:15:00Z"));
  });

  it("pauses overnight: from 20:30 it ends at 08:30 the next morning", () => {
    expect(respondByFor(at("2026-11-26T20:30:00Z"), 120)).toEqual(at("2026-11-27T08:30:00Z"));
  });

  it("starts at 07:00 for an invitation made in the night", () => {
    expect(respondByFor(at("2026-11-26T23:40:00Z"), 120)).toEqual(at("2026-11-27T09:00:00Z"));
    expect(respondByFor(at("2026-11-27T03:00:00Z"), 120)).toEqual(at("2026-11-27T09:00:00Z"));
  });

  it("follows British Summer Time (UK 07:00 is 06:00 UTC in July)", () => {
    expect(respondByFor(at("2026-07-01T19:30:00Z"), 120)).toEqual(at("2026-07-02T07:30:00Z"));
  });

  it("spans several days for a window longer than a day's hours", () => {
    // 14 open hours a day: 20 hours from 07:00 Monday end at 13:00 Tuesday.
    expect(respondByFor(at("2026-11-23T07:00:00Z"), 20 * 60)).toEqual(at("2026-11-24T13:00:00Z"));
  });

  it("ends exactly at 21:00 when the window fills the evening", () => {
    expect(respondByFor(at("2026-11-26T19:00:00Z"), 120)).toEqual(at("2026-11-26T21:00:00Z"));
  });
});
