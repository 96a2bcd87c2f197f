import { describe, expect, it } from "vitest";
import { WORK_QUEUE_COUNT_CAP, workQueueCountLabel, workQueueCutoffs } from "./work-queue";

describe("workQueueCutoffs", () => {
  it("puts the cut-offs 12 hours, 7 days and 2 UK business days before now", () => {
    // Wednesday 2026-06-17 10:00 BST.
    const cutoffs = workQueueCutoffs(new Date("2026-06-17T09:00:00Z"));
    expect(cutoffs.verifiedBefore.toISOString()).toBe("2026-06-16T21:00:00.000Z");
    expect(cutoffs.approvedBefore.toISOString()).toBe("2026-06-10T09:00:00.000Z");
    expect(cutoffs.appliedBefore.toISOString()).toBe("2026-06-15T09:00:00.000Z");
  });

  it("skips the weekend for applications: on a Monday the cut-off is the Thursday before", () => {
    const cutoffs = workQueueCutoffs(new Date("2026-06-15T08:00:00Z"));
    expect(cutoffs.appliedBefore.toISOString()).toBe("2026-06-11T08:00:00.000Z");
  });
});

describe("workQueueCountLabel", () => {
  it("shows a count up to the cap, then the cap with a plus", () => {
    expect(workQueueCountLabel(0)).toBe("0");
    expect(workQueueCountLabel(WORK_QUEUE_COUNT_CAP)).toBe("999");
    expect(workQueueCountLabel(WORK_QUEUE_COUNT_CAP + 1)).toBe("999+");
    expect(workQueueCountLabel(WORK_QUEUE_COUNT_CAP + 1, (value) => value.toLocaleString("en-GB"))).toBe("999+");
  });
});
