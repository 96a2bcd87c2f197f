import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leads as en } from "./en-GB/leads";
import { leads as lt } from "./lt/leads";

/** Every "leads:…" key the code sends must exist in both catalogues, with the same parameters. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "i18n" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

const parameters = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("leads catalogue", () => {
  const used = new Set(
    sourceFiles(path.resolve("app")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/"leads:([\w.+-]+)"/g)].map((match) => match[1] as string),
    ),
  );

  it("has every key the code uses, in English and Lithuanian alike", () => {
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) {
      const english = lookup(en, key);
      const lithuanian = lookup(lt, key);
      expect(typeof english, `en-GB leads:${key}`).toBe("string");
      expect(typeof lithuanian, `lt leads:${key}`).toBe("string");
      expect(parameters(lithuanian as string), `parameters of leads:${key}`).toEqual(parameters(english as string));
    }
  });
});
