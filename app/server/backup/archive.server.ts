import { createHmac } from "node:crypto";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import * as tar from "tar";
import { openDatabase } from "~/db/client.server";
import { makeDataDirPrivate, PRIVATE_FILE_MODE } from "~/server/data-dir.server";
import { authSecretFile, type Env } from "~/server/env.server";
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
  type TableFingerprint,
} from "./backup.server";

/**
 * A backup is one tar file holding everything a restore needs to serve again: the database
 * (a PGlite data-directory tarball or a pg_dump), the uploaded files (DATA_DIR/media) and what
 * the auth secret was. Without the right secret a restored database signs nobody in (stored TOTP
 * secrets cannot be decrypted), so a restore under another one is refused before it starts.
 */
export interface BackupManifest {
  format: 2;
  database: "pglite" | "postgres";
  createdAt: string;
  /**
   * `carried`: the secret a local run generated into DATA_DIR travels in the archive (0600).
   * Otherwise the operator's BETTER_AUTH_SECRET is only fingerprinted: it never leaves its setting.
   */
  authSecret: { carried: true } | { carried: false; fingerprint: string };
  mediaFiles: number;
  tables: TableFingerprint[];
}

export type BackupEnv = Pick<Env, "DATABASE_URL" | "DATA_DIR" | "BETTER_AUTH_SECRET" | "AUTH_SECRET_IN_DATA_DIR">;

const MANIFEST = "manifest.json";
const SECRET = "auth-secret";
const MEDIA = "media";
const databaseFile = (kind: BackupManifest["database"]) => (kind === "postgres" ? "database.dump" : "database.tar.gz");

/** A short, one-way fingerprint: tells two secrets apart without revealing either. */
export function secretFingerprint(secret: string): string {
  return createHmac("sha256", secret).update("movematch backup fingerprint").digest("hex").slice(0, 16);
}

function countFiles(directory: string): number {
  if (!existsSync(directory)) return 0;
  return readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

/** A private scratch directory beside `near`, removed when `body` ends. */
async function withScratch<T>(near: string, body: (scratch: string) => Promise<T>): Promise<T> {
  const scratch = mkdtempSync(path.join(near, ".movematch-backup-"));
  try {
    return await body(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Writes the backup of `env`'s database, uploads and secret to `file` (0600). */
export async function writeBackup(env: BackupEnv, file: string): Promise<BackupManifest> {
  const kind = env.DATABASE_URL ? "postgres" : "pglite";
  return withScratch(path.dirname(file), async (scratch) => {
    let tables: TableFingerprint[];
    if (env.DATABASE_URL) {
      const handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
      try {
        tables = await backupPostgres(handle.db, env.DATABASE_URL, path.join(scratch, databaseFile(kind)));
      } finally {
        await handle.close();
      }
    } else {
      tables = await backupPglite(env.DATA_DIR, path.join(scratch, databaseFile(kind)));
    }
    const media = path.join(env.DATA_DIR, MEDIA);
    const manifest: BackupManifest = {
      format: 2,
      database: kind,
      createdAt: new Date().toISOString(),
      authSecret: env.AUTH_SECRET_IN_DATA_DIR
        ? { carried: true }
        : { carried: false, fingerprint: secretFingerprint(env.BETTER_AUTH_SECRET) },
      mediaFiles: countFiles(media),
      tables,
    };
    writeFileSync(path.join(scratch, MANIFEST), JSON.stringify(manifest, null, 2), { mode: PRIVATE_FILE_MODE });
    const entries = [MANIFEST, databaseFile(kind)];
    if (manifest.authSecret.carried) {
      writeFileSync(path.join(scratch, SECRET), env.BETTER_AUTH_SECRET, { mode: PRIVATE_FILE_MODE });
      entries.push(SECRET);
    }
    // Written beside its name and renamed when whole: a failed backup leaves no file to trust.
    const partial = `${file}.partial`;
    await tar.create({ file: partial, cwd: scratch, portable: true }, entries);
    if (manifest.mediaFiles > 0) await tar.replace({ file: partial, cwd: env.DATA_DIR, portable: true }, [MEDIA]);
    chmodSync(partial, PRIVATE_FILE_MODE);
    renameSync(partial, file);
    // Opening the embedded database to copy it gives its files 0666 again (data-dir.server.ts).
    makeDataDirPrivate(env.DATA_DIR);
    return manifest;
  });
}

type BackupFileKind = "archive" | "pg_dump" | "pglite";

/** Backups made before uploads were included (a bare pg_dump or PGlite tarball) still restore. */
function backupFileKind(file: string): BackupFileKind {
  const head = Buffer.alloc(262);
  const fd = openSync(file, "r");
  const read = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  if (head.subarray(0, 5).toString("latin1") === "PGDMP") return "pg_dump";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  if (read === head.length && head.subarray(257, 262).toString("latin1") === "ustar") return "archive";
  throw new BackupError(`${file} is not a MoveMatch backup.`);
}

/** The refusal, in one line, when the restored database could not be used under `env`'s secret. */
function refuseOtherSecret(manifest: BackupManifest, carriedSecret: string | undefined, env: BackupEnv): void {
  if (manifest.authSecret.carried) {
    if (!env.AUTH_SECRET_IN_DATA_DIR && env.BETTER_AUTH_SECRET !== carriedSecret) {
      throw new BackupError(
        "This backup carries the secret its local run generated, and BETTER_AUTH_SECRET is set to another: unset BETTER_AUTH_SECRET to use the backup's, or set it to the backup's auth-secret.",
      );
    }
    return;
  }
  if (secretFingerprint(env.BETTER_AUTH_SECRET) !== manifest.authSecret.fingerprint) {
    throw new BackupError(
      `This backup was made under another BETTER_AUTH_SECRET (fingerprint ${manifest.authSecret.fingerprint}): set BETTER_AUTH_SECRET to that secret before restoring, or nobody can sign in.`,
    );
  }
}

const beforeRestore = (file: string) => `${file}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;

/**
 * Fills `env`'s database, DATA_DIR/media and (when the backup carries it) DATA_DIR's secret
 * from `file`. Refuses, before touching anything, a backup of the other database kind, one made
 * under another secret, and (without `replace`) a target that already holds data; with
 * `replace`, what was there is kept beside it (`….before-restore-<time>`).
 */
export async function restoreBackup(
  env: BackupEnv,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<{ tables: TableFingerprint[]; manifest?: BackupManifest }> {
  if (!existsSync(file)) throw new BackupError(`There is no backup file ${file}.`);
  const kind = backupFileKind(file);
  const isPostgres = kind === "pg_dump" || (kind === "archive" && (await readManifest(file)).database === "postgres");
  if (isPostgres !== Boolean(env.DATABASE_URL)) {
    throw new BackupError(
      isPostgres
        ? "This is a PostgreSQL backup: set DATABASE_URL to restore it."
        : "This is an embedded-database backup: unset DATABASE_URL to restore it into DATA_DIR.",
    );
  }
  if (kind !== "archive") return { tables: await restoreDatabase(env, file, replace) };

  makeDataDirPrivate(env.DATA_DIR);
  return withScratch(env.DATA_DIR, async (scratch) => {
    await tar.extract({ file, cwd: scratch, strict: true });
    const manifest = JSON.parse(readFileSync(path.join(scratch, MANIFEST), "utf8")) as BackupManifest;
    const secretPath = path.join(scratch, SECRET);
    const carriedSecret = existsSync(secretPath) ? readFileSync(secretPath, "utf8").trim() : undefined;
    refuseOtherSecret(manifest, carriedSecret, env);
    const media = path.join(env.DATA_DIR, MEDIA);
    const mediaInPlace = existsSync(media) && readdirSync(media).length > 0;
    if (mediaInPlace && !replace) {
      throw new BackupError(`${media} already holds files. Add --replace to keep them aside and restore.`);
    }

    const tables = await restoreDatabase(env, path.join(scratch, databaseFile(manifest.database)), replace);
    if (mediaInPlace) renameSync(media, beforeRestore(media));
    else rmSync(media, { recursive: true, force: true });
    if (existsSync(path.join(scratch, MEDIA))) renameSync(path.join(scratch, MEDIA), media);
    if (carriedSecret !== undefined) {
      const secretFile = authSecretFile(env.DATA_DIR);
      if (existsSync(secretFile) && readFileSync(secretFile, "utf8").trim() !== carriedSecret) {
        renameSync(secretFile, beforeRestore(secretFile));
      }
      writeFileSync(secretFile, carriedSecret, { mode: PRIVATE_FILE_MODE });
    }
    makeDataDirPrivate(env.DATA_DIR);
    return { tables, manifest };
  });
}

async function readManifest(file: string): Promise<BackupManifest> {
  let text = "";
  await tar.list({
    file,
    filter: (entryPath) => entryPath === MANIFEST,
    onReadEntry: (entry) => {
      entry.on("data", (chunk: Buffer) => {
        text += chunk.toString("utf8");
      });
    },
  });
  if (!text) throw new BackupError(`${file} is not a MoveMatch backup (it has no ${MANIFEST}).`);
  return JSON.parse(text) as BackupManifest;
}

async function restoreDatabase(env: BackupEnv, file: string, replace: boolean): Promise<TableFingerprint[]> {
  if (!env.DATABASE_URL) return restorePglite(file, env.DATA_DIR, { replace });
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL });
  try {
    return await restorePostgres(handle.db, file, env.DATABASE_URL, { replace });
  } finally {
    await handle.close();
  }
}
