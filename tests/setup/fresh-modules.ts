import { vi } from "vitest";

/**
 * A Vitest worker runs its test files one after another in one process (`isolate: false` in
 * vitest.config.ts), which keeps the loaded packages and PGlite's compiled WebAssembly between
 * files instead of starting a process and loading them again for each. Each file still starts as in a fresh process:
 * the app's modules are evaluated anew (so module state such as the claim queue, the cached
 * configuration or an installed file store never carries over), and nothing is left of the file
 * before: no module mock, stubbed variable or fake clock, and none of the process-wide holders the
 * app keeps on globalThis (`__movematch*`: database, auth, render cache, live bus, outbox worker,
 * sweep loop). The worker's embedded database is kept (tests/setup/test-database.ts empties it
 * for each file).
 */
const runner = globalThis as typeof globalThis & { __vitest_mocker__?: { reset(): void } };
runner.__vitest_mocker__?.reset();
vi.resetModules();
vi.unstubAllEnvs();
vi.unstubAllGlobals();
vi.useRealTimers();
for (const key of Object.keys(globalThis)) {
  if (key.startsWith("__movematch")) Reflect.deleteProperty(globalThis, key);
}
