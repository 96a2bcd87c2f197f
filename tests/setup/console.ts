import { afterEach, beforeEach, vi } from "vitest";

/**
 * An unexpected console.error fails the test that caused it. Tests that expect an error log
 * spy on console.error themselves (vi.spyOn(console, "error").mockImplementation(...)).
 */
let errors: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});

afterEach(() => {
  const isSpy = vi.isMockFunction(console.error);
  console.error = original;
  if (!isSpy && errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((a) => a.join(" ")).join("\n")}`);
  }
});
