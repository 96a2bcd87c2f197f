import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Every file and directory under `root` (itself included) that another account could read, write or enter. */
export function openToOthers(root: string): string[] {
  const entries = [root, ...readdirSync(root, { recursive: true }).map((name) => path.join(root, String(name)))];
  return entries
    .map((entry) => ({ entry, mode: statSync(entry).mode & 0o777 }))
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${entry} ${mode.toString(8)}`);
}
