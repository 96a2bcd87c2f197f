import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalDiskFileStore } from "./file-store.server";

describe("the local disk file store", () => {
  const roots: string[] = [];
  afterEach(async () => {
    await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
  });

  it("stores simultaneous puts of the same key without a failure, and leaves no temporary file", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), "movematch-store-"));
    roots.push(root);
    const store = new LocalDiskFileStore(root);
    const bytes = new Uint8Array([1, 2, 3, 4]);
    for (let round = 0; round < 20; round++) {
      const results = await Promise.allSettled(Array.from({ length: 6 }, () => store.put("logo-same.webp", bytes)));
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    }
    expect(await store.get("logo-same.webp")).toEqual(bytes);
    expect(await readdir(root)).toEqual(["logo-same.webp"]);
  });
});
