import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "../env.server";

/**
 * Where uploaded files live, behind one interface: bytes put, got and deleted by key. The app
 * uses the local disk under DATA_DIR; an S3-compatible store can replace it by implementing
 * these three methods and being installed with `installFileStore` at start.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Deleting a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are flat names (letters, digits, dots, hyphens): never a path out of the store. */
const KEY = /^[a-z0-9][a-z0-9.-]{0,199}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files in one folder, one file per key; a put writes a temporary file and renames it, so a reader never sees half a file. */
export class LocalDiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(this.root, { recursive: true });
    // A name no other put can have: two puts of one key in the same millisecond (two processes or
    // one) must not write into, and rename, each other's file.
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

let installed: FileStore | undefined;

/** The app's file store: the one installed, or files under DATA_DIR/media. */
export function getFileStore(): FileStore {
  installed ??= new LocalDiskFileStore(path.join(getEnv().DATA_DIR, "media"));
  return installed;
}

/** Replaces the file store (another backend at start, or a test's own folder). */
export function installFileStore(store: FileStore): void {
  installed = store;
}
