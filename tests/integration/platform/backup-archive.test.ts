import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase, openPgliteDirectory, pgliteDirectory } from "~/db/client.server";
import { getAuth } from "~/server/auth/auth.server";
import { type BackupEnv, restoreBackup, secretFingerprint, writeBackup } from "~/server/backup/archive.server";
import { restorePglite } from "~/server/backup/backup.server";
import { makeDataDirPrivate } from "~/server/data-dir.server";
import { installDatabaseHandle } from "~/server/db.server";
import { authSecretFile, getEnv } from "~/server/env.server";
import { createUserWithTotp } from "../../factories/users";
import { openToOthers } from "../../support/file-modes";
import { cookieHeader } from "../../support/http";

const work = mkdtempSync(path.join(tmpdir(), "movematch-archive-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A migrated embedded database in `dataDir`, from the suite's template when there is one. */
async function newPgliteDataDir(dataDir: string): Promise<DatabaseHandle> {
  const template = inject("pgliteTemplatePath");
  if (template) await restorePglite(template, dataDir);
  const handle = await openPgliteDirectory(dataDir);
  await handle.migrate();
  return handle;
}

/** Signs in with password then TOTP code on the installed database: needs the stored TOTP secret to decrypt. */
async function signsInWithTotp(email: string, password: string, code: string) {
  const auth = await getAuth();
  const first = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  expect(first.response).toMatchObject({ twoFactorRedirect: true });
  const verified = await auth.api.verifyTOTP({
    body: { code },
    headers: new Headers({ cookie: cookieHeader(first.headers.getSetCookie()) }),
  });
  return verified.user.email;
}

/** An admin with TOTP on and an uploaded file, in the database `handle` opens and under `dataDir`. */
async function fillSource(handle: DatabaseHandle, dataDir: string) {
  installDatabaseHandle(handle);
  const admin = await createUserWithTotp({
    role: "admin",
    email: `admin-${randomBytes(3).toString("hex")}@example.com`,
  });
  mkdirSync(path.join(dataDir, "media", "logos"), { recursive: true });
  writeFileSync(path.join(dataDir, "media", "logos", "company.webp"), "logo bytes");
  await handle.close();
  return admin;
}

const configured = (dataDir: string, databaseUrl?: string): BackupEnv => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  BETTER_AUTH_SECRET: getEnv().BETTER_AUTH_SECRET,
  AUTH_SECRET_IN_DATA_DIR: false,
});

describe("backups carry the uploads and the secret's fingerprint", () => {
  const source = path.join(work, "source");
  const file = path.join(work, "backup.tar");
  let admin: Awaited<ReturnType<typeof fillSource>>;
  beforeAll(async () => {
    admin = await fillSource(await newPgliteDataDir(source), source);
  }, 120_000);

  it("PGlite: restored into an empty DATA_DIR, the uploads are back, nothing is open to others, and the admin signs in with TOTP", async () => {
    const manifest = await writeBackup(configured(source), file);
    expect(manifest.mediaFiles).toBe(1);
    expect(manifest.authSecret).toEqual({
      carried: false,
      fingerprint: secretFingerprint(getEnv().BETTER_AUTH_SECRET),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(openToOthers(source)).toEqual([]);
    expect(readFileSync(file).includes(Buffer.from(getEnv().BETTER_AUTH_SECRET))).toBe(false);

    // Under another configured secret nobody could sign in: refused before anything changes.
    const elsewhere = path.join(work, "other-secret-target");
    const other = { ...configured(elsewhere), BETTER_AUTH_SECRET: "another-secret-another-secret-0000000000" };
    const refusal = await restoreBackup(other, file).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(
      /^This backup was made under another BETTER_AUTH_SECRET \(fingerprint [0-9a-f]{16}\)/,
    );
    expect((refusal as Error).message).not.toContain("\n");
    expect(existsSync(pgliteDirectory(elsewhere))).toBe(false);
    expect(existsSync(path.join(elsewhere, "media"))).toBe(false);

    const restored = path.join(work, "restored");
    await restoreBackup(configured(restored), file);
    expect(readFileSync(path.join(restored, "media", "logos", "company.webp"), "utf8")).toBe("logo bytes");
    expect(openToOthers(restored)).toEqual([]);

    const handle = await openPgliteDirectory(restored);
    installDatabaseHandle(handle);
    try {
      expect(await signsInWithTotp(admin.email, admin.password, admin.freshCode())).toBe(admin.email);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it("a local run's generated secret travels in the backup and replaces the one a new DATA_DIR generated", async () => {
    const local = (dataDir: string, secret: string): BackupEnv => ({
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      BETTER_AUTH_SECRET: secret,
      AUTH_SECRET_IN_DATA_DIR: true,
    });
    writeFileSync(authSecretFile(source), "secret-of-the-laptop", { mode: 0o600 });
    const localFile = path.join(work, "local.tar");
    expect((await writeBackup(local(source, "secret-of-the-laptop"), localFile)).authSecret).toEqual({ carried: true });

    const target = path.join(work, "local-target");
    mkdirSync(target, { recursive: true });
    writeFileSync(authSecretFile(target), "generated-by-the-restore-command", { mode: 0o600 });
    await restoreBackup(local(target, "generated-by-the-restore-command"), localFile);
    expect(readFileSync(authSecretFile(target), "utf8")).toBe("secret-of-the-laptop");
    expect(openToOthers(target)).toEqual([]);

    // An operator's setting that differs from the carried secret would lock everyone out: refused.
    const elsewhere = path.join(work, "local-elsewhere");
    const refusal = await restoreBackup(configured(elsewhere), localFile).catch((error: Error) => error);
    expect((refusal as Error).message).toMatch(/BETTER_AUTH_SECRET is set to another/);
  }, 180_000);

  // On the PostgreSQL run of the integration suite (TEST_DATABASE_URL), pg_dump and pg_restore too.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    it("PostgreSQL: restored into an empty database and DATA_DIR, the uploads are back and the admin signs in with TOTP", async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const names = ["source", "restored"].map((part) => `movematch_archive_${part}_${randomBytes(4).toString("hex")}`);
      const [sourceUrl = "", restoredUrl = ""] = names.map((name) =>
        Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
      );
      try {
        await admin.query(`create database ${names[0]} template ${inject("postgresTemplateDatabase")}`);
        await admin.query(`create database ${names[1]}`);
        const sourceDir = path.join(work, "pg-source");
        const source = await openDatabase({ databaseUrl: sourceUrl });
        const person = await fillSource(source, sourceDir);
        const file = path.join(work, "pg-backup.tar");
        expect((await writeBackup(configured(sourceDir, sourceUrl), file)).mediaFiles).toBe(1);

        const restoredDir = path.join(work, "pg-restored");
        await restoreBackup(configured(restoredDir, restoredUrl), file);
        expect(readFileSync(path.join(restoredDir, "media", "logos", "company.webp"), "utf8")).toBe("logo bytes");
        expect(openToOthers(restoredDir)).toEqual([]);
        const restored = await openDatabase({ databaseUrl: restoredUrl });
        installDatabaseHandle(restored);
        try {
          expect(await signsInWithTotp(person.email, person.password, person.freshCode())).toBe(person.email);
        } finally {
          await restored.close();
        }
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }, 180_000);
  }
});

describe("DATA_DIR is private to the user running the app", () => {
  it("brings every existing file to 0600 and directory to 0700, and what is written afterwards is born private", () => {
    const dataDir = path.join(work, "modes");
    mkdirSync(path.join(dataDir, "pglite", "pg_wal"), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, "pglite", "pg_wal", "000000010000000000000001"), "wal", { mode: 0o666 });
    writeFileSync(path.join(dataDir, "pglite", "pg_control"), "control", { mode: 0o644 });
    const umask = process.umask();
    try {
      makeDataDirPrivate(dataDir);
      expect(openToOthers(dataDir)).toEqual([]);
      writeFileSync(path.join(dataDir, "later"), "x");
      expect(statSync(path.join(dataDir, "later")).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
  });

  it("refuses in one line naming DATA_DIR when it cannot make it private", () => {
    const notADirectory = path.join(work, "a-file");
    writeFileSync(notADirectory, "x");
    const umask = process.umask();
    try {
      expect(() => makeDataDirPrivate(notADirectory)).toThrow(
        /^Invalid configuration: DATA_DIR .* cannot be made private to this user \(E[A-Z]+ on .*\)/,
      );
    } finally {
      process.umask(umask);
    }
  });
});
