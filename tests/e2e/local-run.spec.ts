import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { runAdminCreate } from "../support/admin-create";
import { openToOthers } from "../support/file-modes";
import { TEST_SUPPLIER_SETTINGS } from "../support/supplier-settings";
import { readLocalInbox } from "./support/local-inbox";
import { messageOf, type RunningServer, runToExit, startServer, stopServer } from "./support/local-run";
import { codeIn, linkIn, uniqueEmail } from "./support/mail";
import { logIn, waitForHydration } from "./support/page";
import { applyForRegions, newCompanyIdentity } from "./support/partner-wizard";
import { fillQuoteWizard } from "./support/quote-wizard";
import { expect, type Page, test } from "./support/test";

/**
 * `npm start` as someone trying MoveMatch runs it: nothing configured, no mail server. Its server
 * is started here (not the e2e server, which sends mail to the sink), on a port and a data
 * directory of its own, and every email is read where that person reads it: the local inbox at
 * /dev/mail. Then the same database is served as a deployment, NODE_ENV=production set by the
 * operator, which must never show the inbox; and the production server's refusals of bad
 * settings are checked against the build.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_PORT || 3456) + 4;
const localUrl = `http://localhost:${port}`;
/** Made in beforeAll: this file is also loaded by the runner, which runs no hook. */
let dataDir = "";
const secret = "local-run-secret-local-run-secret-000000";
let server: RunningServer | undefined;
/** An email's page in the inbox, to ask for again once the deployment serves the database. */
let emailPath = "";
/** The admin created for the partner's approval, as its authenticator app holds it. */
let admin: { email: string; password: string; authenticator: TOTP; usedCode: string };

test.use({ baseURL: localUrl });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "movematch-local-run-"));
  server = await startServer(
    ["scripts/start.mjs"],
    { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    { port, lastLine: "Admin:" },
  );
});

/**
 * Configured with nothing, the run's maps ask OpenStreetMap for tiles, which the test machine
 * cannot reach: the browser is given the e2e mail sink's blank tile instead.
 */
test.beforeEach(async ({ context }) => {
  const blankTile = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}/tiles/0/0/0.png`;
  await context.route(/tile\.openstreetmap\.org/, async (route) =>
    route.fulfill({ response: await route.fetch({ url: blankTile }) }),
  );
});

test.afterAll(async () => {
  await stopServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("npm start says one line per thing that matters: the address, the database, the inbox, the first admin, the demo partners", () => {
  // A build, when the sources changed since the last one, announces itself and prints nothing else.
  const lines = server?.lines().filter((line) => !line.startsWith("Building MoveMatch")) ?? [];
  expect(lines).toEqual([
    `MoveMatch is listening on ${localUrl}`,
    expect.stringMatching(
      /^Database: embedded PGlite in \S+; \d+ migrations applied; 30 reference cities stored; demo data seeded \([\d,]+ companies, [\d,]+ reviews\)$/,
    ),
    `Mail: no SMTP_URL, emails at ${localUrl}/dev/mail`,
    "Admin: none yet; create one with npm run admin:create -- --email you@example.com",
    ...["London", "Manchester", "Leeds", "Birmingham", "Bristol"].map((city) =>
      expect.stringMatching(
        new RegExp(
          `^Demo partner: ${city} Demo Removals \\(owner@[\\w.-]+\\); choose a password at ${localUrl}/account/set-password\\?token=[\\w-]+$`,
        ),
      ),
    ),
  ]);
});

test("npm start leaves nothing under DATA_DIR that another account could read or write", () => {
  expect(openToOthers(dataDir)).toEqual([]);
});

test("a quote request is finished with the code read in the local inbox", async ({ page }) => {
  const email = uniqueEmail("local-quote");
  await fillQuoteWizard(page, { postcode: "M1 1AE", from: "Manchester", to: "Leeds", fullName: "Jane Local", email });
  await page.getByRole("button", { name: "Send code →" }).click();
  await expect(page.getByText(/We have emailed a 6-digit code/)).toBeVisible();

  const inbox = await page.context().newPage();
  const mail = await readLocalInbox(inbox, email, /Your MoveMatch verification code/);
  emailPath = mail.path;
  await page.getByLabel("Code from the email").fill(codeIn(mail));
  await page.getByRole("button", { name: "Send my request" }).click();

  await expect(page.getByText("Step 6 of 6 | Confirmation")).toBeVisible();
  await expect(page.getByText("Request sent successfully! Check your email.")).toBeVisible();
  const confirmation = await readLocalInbox(inbox, email, /Your removal quote request MM-[A-Z0-9]{8} has been sent/);
  expect(linkIn(confirmation, "/my-request/").origin).toBe(localUrl);
});

/** Signs the admin in at /admin/login with the password and a code the authenticator has not given yet. */
async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Username (your email address)").fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("heading", { name: "Authenticator code" })).toBeVisible();
  // A code is accepted once: the one admin:create was answered with may still be current.
  if (admin.authenticator.generate() === admin.usedCode)
    await page.waitForTimeout(admin.authenticator.remaining() + 250);
  await page.getByLabel("Code", { exact: true }).fill(admin.authenticator.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("a partner approved by the admin sets a password with the link read in the local inbox", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  // The first admin, made as the start's hint says, while the server holds the database.
  const account = { email: uniqueEmail("local-admin"), password: "local run admin password 42" };
  const created = await runAdminCreate({
    ...account,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir },
  });
  expect(created.stderr).toBe("");
  expect(created.status).toBe(0);
  admin = {
    ...account,
    authenticator: new TOTP({ secret: Secret.fromBase32(created.totpSecret) }),
    usedCode: created.answeredCode,
  };

  const company = newCompanyIdentity();
  await applyForRegions(page, company);
  await signInAsAdmin(page);
  await page.goto(`/admin/partners?q=${encodeURIComponent(company.name)}`);
  await waitForHydration(page);
  const row = page.getByRole("row").filter({ hasText: company.name });
  await row.getByRole("button", { name: "Approve" }).click();
  await page
    .getByRole("dialog", { name: `Approve ${company.name}?` })
    .getByRole("button", { name: "Approve" })
    .click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Partner approved" })).toBeVisible();

  const inbox = await page.context().newPage();
  const mail = await readLocalInbox(inbox, company.email, /is approved: welcome to MoveMatch/);
  const link = linkIn(mail, "/account/set-password");
  expect(link.origin).toBe(localUrl);

  // The owner, in a browser of their own (the admin is signed in in this one).
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const password = "three local words 42";
  await ownerPage.goto(link.href);
  await expect(ownerPage.getByRole("heading", { level: 1, name: "Set your password" })).toBeVisible();
  await ownerPage.getByLabel("New password", { exact: true }).fill(password);
  await ownerPage.getByLabel("Confirm new password", { exact: true }).fill(password);
  await ownerPage.getByRole("button", { name: "Save password" }).click();
  await expect(ownerPage).toHaveURL(/\/account\/login\?notice=password-changed$/);
  await logIn(ownerPage, company.email, password);
  await expect(ownerPage).toHaveURL(/\/partner\/admin$/);
  await expect(ownerPage.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
  await owner.close();
});

test("served as a deployment (NODE_ENV=production set by the operator), the database's mail is never shown", async ({
  request,
}) => {
  test.setTimeout(120_000);
  await stopServer(server);
  const deploymentUrl = `http://127.0.0.1:${port}`;
  server = await startServer(
    ["scripts/start.mjs"],
    {
      NODE_ENV: "production",
      APP_URL: deploymentUrl,
      ...TEST_SUPPLIER_SETTINGS,
      BETTER_AUTH_SECRET: secret,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
    },
    { port, lastLine: "Mail:" },
  );
  // A deployment's lines are read by machines: every one the server writes is a JSON log line.
  for (const line of server.lines().filter((line) => !line.startsWith("Building MoveMatch"))) {
    expect(() => JSON.parse(line), line).not.toThrow();
  }
  const lines = server.lines().map(messageOf);
  expect(lines).toContainEqual(expect.stringContaining("Running in production on the embedded database (PGlite)"));
  expect(lines).toContain("Mail: no SMTP_URL, emails stay in the outbox and are not sent");
  expect(lines.join("\n")).not.toContain("/dev/mail");
  // An admin exists now: no hint.
  expect(lines.join("\n")).not.toContain("Admin:");

  expect(emailPath).toMatch(/^\/dev\/mail\/[0-9a-f-]{36}$/);
  for (const inboxPath of ["/dev/mail", emailPath]) {
    expect((await request.get(`${deploymentUrl}${inboxPath}`)).status(), inboxPath).toBe(404);
  }
});

test.describe("the production server (node server.js on the build) refuses a bad setting in one line", () => {
  const deployment = {
    NODE_ENV: "production",
    APP_URL: "https://movematch.example",
    BETTER_AUTH_SECRET: secret,
    ...TEST_SUPPLIER_SETTINGS,
  };
  const cases: [string, Record<string, string>, RegExp][] = [
    ["SMTP_URL=http://x", { ...deployment, SMTP_URL: "http://x" }, /^Invalid configuration: SMTP_URL /],
    ["PORT=abc", { ...deployment, PORT: "abc" }, /^Invalid configuration: PORT /],
    [
      "no APP_URL",
      { NODE_ENV: "production", BETTER_AUTH_SECRET: secret, ...TEST_SUPPLIER_SETTINGS },
      /^Invalid configuration: APP_URL /,
    ],
    [
      "no supplier details",
      { ...deployment, BUSINESS_ADDRESS: "", BANK_ACCOUNT_NUMBER: "" },
      /^Invalid configuration: BUSINESS_ADDRESS, BANK_ACCOUNT_NUMBER are required in production/,
    ],
  ];
  for (const [name, settings, line] of cases) {
    test(name, async () => {
      const { code, lines } = await runToExit(["server.js"], { ...settings, DATA_DIR: dataDir });
      expect(lines).toEqual([expect.stringMatching(line)]);
      expect(code).toBe(1);
    });
  }
});
