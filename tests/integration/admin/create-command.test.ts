import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { user } from "~/db/schema";
import { runAdminCreate } from "../../support/admin-create";

/**
 * `npm run admin:create` itself, on an embedded database of its own (no server running): the
 * TOTP secret it prints must be proved with a current code before the admin is kept.
 * With a running server holding the database: tests/resilience/first-admin.test.ts.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), "mm-admin-create-"));
const { DATABASE_URL: _postgres, ...inherited } = process.env;
const env = { ...inherited, DATA_DIR: dataDir };
const PASSWORD = "correct horse battery staple 42";

async function adminRow(email: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const [row] = await handle.db.select().from(user).where(eq(user.email, email));
    return row;
  } finally {
    await handle.close();
  }
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("admin:create without a server", () => {
  it("keeps the admin once a code from the printed secret checks", { timeout: 60_000 }, async () => {
    const email = "first-admin@example.com";
    const run = await runAdminCreate({ email, password: PASSWORD, firstName: "Ada", env });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^otpauth URI: otpauth:\/\/totp\/.+secret=/m);
    expect(run.stdout).toContain("Created admin first-admin@example.com with two-factor authentication on.");
    expect(await adminRow(email)).toMatchObject({ role: "admin", twoFactorEnabled: true, firstName: "Ada" });
  });

  it("refuses a wrong code in one line and leaves no account", { timeout: 60_000 }, async () => {
    const email = "wrong-code@example.com";
    const run = await runAdminCreate({ email, password: PASSWORD, env, answer: () => "000000" });
    expect(run.totpSecret).not.toBe("");
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("That code is not valid. Try the current one.");
    expect(await adminRow(email)).toBeUndefined();
  });
});
