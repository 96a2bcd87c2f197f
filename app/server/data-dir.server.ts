import { chmodSync, type Dirent, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "~/server/env.server";

/** Owner only: DATA_DIR holds customers' details, session and reset tokens, and the secret. */
export const PRIVATE_DIRECTORY_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes DATA_DIR private to the user running the app, before anything opens it: the directory
 * and every directory inside 0700, every file 0600 (the embedded database gives its files 0666
 * whatever the umask, and recycled WAL segments keep their mode), and a umask so that what the
 * process itself writes later is born private. Called again once the database is open. Refuses,
 * in one line naming DATA_DIR, when it cannot.
 */
export function makeDataDirPrivate(dataDir: string): void {
  process.umask(0o077);
  let current = dataDir;
  try {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
    chmodIfNeeded(dataDir, PRIVATE_DIRECTORY_MODE);
    for (const entry of readdirSync(dataDir, { recursive: true, withFileTypes: true }) as Dirent[]) {
      current = path.join(entry.parentPath, entry.name);
      // Symbolic links have no mode of their own on Linux; sockets and pipes are left as made.
      if (entry.isDirectory()) chmodIfNeeded(current, PRIVATE_DIRECTORY_MODE);
      else if (entry.isFile()) chmodIfNeeded(current, PRIVATE_FILE_MODE);
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(
      `Invalid configuration: DATA_DIR ${dataDir} cannot be made private to this user (${code} on ${current}); give it to the user running the app.`,
    );
  }
}

function chmodIfNeeded(file: string, mode: number): void {
  if ((lstatSync(file).mode & 0o777) !== mode) chmodSync(file, mode);
}
