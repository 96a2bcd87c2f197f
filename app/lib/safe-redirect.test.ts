import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const FALLBACK = "/fallback";
const SITE = "https://movematch.example";

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    for (const path of ["/", "/partner/admin/work?x=1#top", "/admin?tab=contacts", "/search?q=a%2Fb&next=//x"]) {
      expect(safeRedirectPath(path, FALLBACK), path).toBe(path);
    }
  });

  it("returns the normalised path", () => {
    expect(safeRedirectPath("/partner/admin/../admin/work", FALLBACK)).toBe("/partner/admin/work");
    expect(safeRedirectPath("/a b", FALLBACK)).toBe("/a%20b");
  });

  it.each([
    // Other sites, spelt as URLs.
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "//evil.example",
    "///evil.example",
    "\\\\evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    // Dot segments that normalise to "//evil.example".
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/partner/admin/../..//evil.example",
    "/%2e//evil.example",
    "/%2E//evil.example",
    "/.%2e//evil.example",
    // Escapes that decode to another host or a dot segment.
    "/%5C%5Cevil.example",
    "/%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/a%2F..%2F%2Fevil.example",
    // Control characters: the URL parser drops tabs and newlines.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/%09/evil.example",
    "/%00",
    "/\u0000",
    // Not a path, not decodable, too long, not a string.
    "",
    " /partner/admin",
    "partner/admin",
    "/%",
    "/%E0%A4%A",
    `/${"a".repeat(2000)}`,
    undefined,
    null,
    42,
    ["/partner/admin"],
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it("never returns anything that leaves the site, whatever the input", () => {
    const pieces = [
      "/",
      "//",
      "\\",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "%00",
      "%09",
      "%",
      "%25",
      "\t",
      "\n",
      " ",
      "?",
      "#",
      ":",
      "@",
      "evil.example",
      "a",
      "http:",
      "https://",
      "javascript:",
      "é",
      "\u0000",
    ];
    const random = seededRandom(20261122);
    const pick = () => pieces[Math.floor(random() * pieces.length)] ?? "";
    for (let round = 0; round < 20_000; round++) {
      const length = 1 + Math.floor(random() * 8);
      const input = Array.from({ length }, pick).join("");
      const result = safeRedirectPath(input, FALLBACK);
      if (result === FALLBACK) continue;
      expect(result, JSON.stringify(input)).toMatch(/^\/(?![/\\])/);
      // The browser resolves the Location header against the current page: it must stay here.
      expect(new URL(result, `${SITE}/some/page`).origin, JSON.stringify(input)).toBe(SITE);
      // Whatever came out is itself accepted unchanged (nothing left to normalise).
      expect(safeRedirectPath(result, FALLBACK), JSON.stringify(input)).toBe(result);
    }
  });
});

/** A small deterministic generator (mulberry32), so a failure can be reproduced. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
