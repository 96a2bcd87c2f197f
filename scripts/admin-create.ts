/**
 * `npm run admin:create -- --email you@example.com [--first Ada] [--last Lovelace]`
 *
 * Creates an admin account. The password is read from stdin when it is piped
 * (`printf '%s\n' "$PASSWORD" | npm run admin:create -- --email …`) or prompted for twice
 * without echo. It follows the one rule for every account (app/server/auth/password-strength.server.ts).
 * better-auth hashes it; there are no default credentials. Expected refusals (a guessable
 * password, a used address, the embedded database held by a running server) are one line on
 * stderr and exit code 1.
 * The admin sets up TOTP two-factor at the first sign-in on /admin/login.
 */
import { parseArgs } from "node:util";
import { serverI18n } from "~/i18n/catalogues.server";
import { AppError } from "~/lib/errors";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-policy";
import { createAdminAccount } from "~/server/admin/staff.server";
import { closeDb } from "~/server/db.server";
import { runCommand } from "./command";

async function readPipedPassword(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").trimEnd();
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    let value = "";
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          stdin.off("data", onData);
          reject(new Error("Cancelled."));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, first: { type: "string" }, last: { type: "string" } },
    strict: true,
  });
  const email = values.email?.trim();
  if (!email) {
    console.error("Usage: npm run admin:create -- --email you@example.com [--first Name] [--last Name]");
    return 2;
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await promptHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters, not a common one): `);
    if ((await promptHidden("Repeat the password: ")) !== password) {
      console.error("The passwords do not match.");
      return 1;
    }
  } else {
    password = await readPipedPassword();
  }
  try {
    const created = await createAdminAccount({ email, password, firstName: values.first, lastName: values.last });
    console.log(`Created admin ${created.email}. Sign in at /admin/login and set up two-factor authentication.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      // Services speak in i18n keys; an operator reads English.
      const params = { minimum: MIN_PASSWORD_LENGTH, maximum: MAX_PASSWORD_LENGTH, ...error.details.params };
      const translate = serverI18n("en-GB").t as (key: string, params?: object) => string;
      console.error(translate(error.message, params));
      return 1;
    }
    throw error;
  }
}

await runCommand(async () => {
  try {
    process.exitCode = await main();
  } finally {
    await closeDb();
  }
});
