import { describe, expect, it } from "vitest";
import { RenderCache } from "./render-cache.server";

const TTL_MS = 60_000;

function counted<T>(value: T) {
  let reads = 0;
  return {
    read: async () => {
      reads += 1;
      return structuredClone(value);
    },
    reads: () => reads,
  };
}

describe("reads kept for public pages (RenderCache.remember)", () => {
  const cache = () => new RenderCache({ maxEntries: 10, maxBytes: 1_000_000, ttlMs: TTL_MS });

  it("reads once for callers at the same time and after, until the next invalidation", async () => {
    const kept = cache();
    const cities = counted([{ slug: "leeds" }]);
    const [first, second] = await Promise.all([
      kept.remember("cities", cities.read),
      kept.remember("cities", cities.read),
    ]);
    expect(second).toBe(first);
    await kept.remember("cities", cities.read);
    expect(cities.reads()).toBe(1);

    kept.invalidateAll();
    expect(await kept.remember("cities", cities.read)).toEqual([{ slug: "leeds" }]);
    expect(cities.reads()).toBe(2);
  });

  it("keeps each key apart, and nothing past the time a page is kept", async () => {
    const kept = cache();
    const stats = counted({ companyCount: 3 });
    const reviews = counted(["a review"]);
    await kept.remember("network-stats", stats.read, 0);
    await kept.remember("recent-reviews", reviews.read, 0);
    await kept.remember("network-stats", stats.read, TTL_MS - 1);
    expect([stats.reads(), reviews.reads()]).toEqual([1, 1]);
    await kept.remember("network-stats", stats.read, TTL_MS);
    expect(stats.reads()).toBe(2);
  });

  it("does not keep a failed read: the next caller reads again", async () => {
    const kept = cache();
    await expect(kept.remember("cities", () => Promise.reject(new Error("connection lost")))).rejects.toThrow(
      "connection lost",
    );
    const cities = counted(["leeds"]);
    expect(await kept.remember("cities", cities.read)).toEqual(["leeds"]);
    expect(cities.reads()).toBe(1);
  });

  it("forgets a read that was under way when a change was announced", async () => {
    const kept = cache();
    let finish: (rows: string[]) => void = () => undefined;
    const early = kept.remember("cities", () => new Promise<string[]>((resolve) => (finish = resolve)));
    kept.invalidateAll();
    finish(["before the change"]);
    await early;
    expect(await kept.remember("cities", async () => ["after the change"])).toEqual(["after the change"]);
  });

  it("hands every caller a frozen value, so none can change what the others see", async () => {
    const kept = cache();
    const rows = await kept.remember("cities", async () => [{ slug: "leeds", neighbourhoods: ["Headingley"] }]);
    expect(() => rows.push({ slug: "york", neighbourhoods: [] })).toThrow(TypeError);
    expect(() => {
      rows[0]?.neighbourhoods.push("Chapel Allerton");
    }).toThrow(TypeError);
  });
});
