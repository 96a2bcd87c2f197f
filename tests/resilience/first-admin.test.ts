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

/** Posts the admin log-in form as a browser without scripts would; keeps the cookies it is given. */
async function postLogin(fields: Record<string, string>, cookies: Map<string, string>) {
  const response = await fetch(`${APP_URL}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: APP_URL, cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    body: new URLSearchParams({ redirectTo: "/admin", ...fields }),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ""] = line.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return response;
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
    const signIn = await postLogin({ intent: "password", email, password: PASSWORD }, new Map());
    expect(signIn.status).toBe(401);
  });

  it("creates the admin through the server, who then signs in with password and code", async () => {
    const email = "first-admin@example.com";
    const run = await runAdminCreate({ email, password: PASSWORD, firstName: "Ada", env });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Created admin first-admin@example.com with two-factor authentication on.");

    const cookies = new Map<string, string>();
    const password = await postLogin({ intent: "password", email, password: PASSWORD }, cookies);
    expect(password.status).toBe(200);
    // The code proved at creation is not accepted twice: wait for the next one.
    while (totpCode(run.totpSecret) === run.answeredCode) await new Promise((resolve) => setTimeout(resolve, 1000));
    const code = await postLogin({ intent: "two-factor", code: totpCode(run.totpSecret) }, cookies);
    expect(code.status).toBe(302);
    expect(code.headers.get("location")).toBe("/admin");
    const panel = await fetch(`${APP_URL}/admin`, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    expect(panel.status).toBe(200);
    expect(await panel.text()).toContain("Welcome, Ada");
  });
});
