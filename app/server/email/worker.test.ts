import { describe, expect, it } from "vitest";
import { computeRetryDelay } from "./worker.server";

const noJitter = () => 0;
const fullJitter = () => 0.999_999;

describe("computeRetryDelay", () => {
  it("waits 30 seconds after the first failure and doubles after each further one", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => computeRetryDelay(attempts, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("never waits more than an hour before jitter", () => {
    expect(computeRetryDelay(8, noJitter)).toBe(60 * 60_000);
    expect(computeRetryDelay(40, noJitter)).toBe(60 * 60_000);
  });

  it("adds at most 10% jitter so failed mail does not retry in one burst", () => {
    expect(computeRetryDelay(1, fullJitter)).toBe(33_000);
    expect(computeRetryDelay(20, fullJitter)).toBe(66 * 60_000);
    for (let run = 0; run < 50; run++) {
      const delay = computeRetryDelay(3);
      expect(delay).toBeGreaterThanOrEqual(120_000);
      expect(delay).toBeLessThanOrEqual(132_000);
    }
  });
});
