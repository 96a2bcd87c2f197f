import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCreateSocketPath } from "~/server/admin/admin-create-channel.server";
import { runAdminCreate, totpCode } from "../support/admin-create";
import { type Running, startApp, stop } from "./support";

/**
 * The first admin is created while `node server.js` holds the embedded database: admin:create
 * cannot open it and asks the server over its socket in DATA_DIR (docs/decisions/011), then the
 * admin signs in to that server with password and TOTP code.
 */
const PORT = 3861;
const APP_URL = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "mm-first-admin-"));
const { DATABASE_URL: _postgres, ...inherited } = process.env;
const env = { ...inherited, DATA_DIR: dataDir };
const PASSWORD = "correct horse battery staple 42";
let server: Running;

beforeAll(async () => {
  server = await startApp({ port: PORT, dataDir });
});

afterAll(async () => {
  if (server) await stop(server, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

async function authCall(pathname: string, body: object, cookie = "") {
  return fetch(`${APP_URL}/api/auth${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: APP_URL, cookie },
    body: JSON.stringify(body),
  });
}

describe("admin:create while the server holds the embedded database", () => {
  it("offers the socket to the server's own user only", () => {
    const socketPath = adminCreateSocketPath(dataDir);
    expect(statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(socketPath)).mode & 0o777).toBe(0o700);
  });

  it("refuses a wrong code and keeps no account", async () => {
    const email = "wrong-code@example.com";
    const run = await runAdminCreate({ email, password: PASSWORD, env, answer: () => "000000" });
    expect(run.totpSecret).not.toBe("");
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe("That code is not valid. Try the current one.");
    const signIn = await authCall("/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it("creates the admin through the server, who then signs in with password and code", async () => {
    const email = "first-admin@example.com";
    const run = await runAdminCreate({ email, password: PASSWORD, firstName: "Ada", env });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Created admin first-admin@example.com with two-factor authentication on.");

    const signIn = await authCall("/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    // The code proved at creation is not accepted twice: wait for the next one.
    while (totpCode(run.totpSecret) === run.answeredCode) await new Promise((resolve) => setTimeout(resolve, 1000));
    const code = totpCode(run.totpSecret);
    const verified = await authCall("/two-factor/verify-totp", { code }, cookie);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ user: { email, role: "admin" } });
  });
});
