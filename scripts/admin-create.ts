/**
 * `npm run admin:create -- --email you@example.com [--first Ada] [--last Lovelace]`
 *
 * Creates an admin account with its second factor already proved (no trust on first use): the
 * command shows a new TOTP secret (otpauth URI, Base32 secret and, on a terminal, a QR code),
 * asks for a current code from the authenticator app and keeps the account only when the code
 * checks. The password and then the code are read from the terminal (the password twice, without
 * echo) or, when stdin is piped, one a line: the password first, then the code once
 * "Secret: …" has been printed. The password follows the one rule for every account
 * (app/server/auth/password-strength.server.ts); there are no default credentials.
 * When a running server holds the embedded database, the command asks that server to create the
 * account over its local socket in DATA_DIR (docs/decisions/011), with the same steps.
 * Expected refusals (a guessable password, a wrong code, a used address) are one line on stderr
 * and exit code 1.
 */
import { connect } from "node:net";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import QRCode from "qrcode";
import { DatabaseInUseError } from "~/db/client.server";
import { serverI18n } from "~/i18n/catalogues.server";
import { AppError } from "~/lib/errors";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-policy";
import {
  type AdminCreateReply,
  type AdminCreateRequest,
  adminCreateSocketPath,
} from "~/server/admin/admin-create-channel.server";
import { createAdminAccount } from "~/server/admin/staff.server";
import { closeDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { runCommand } from "./command";

/** Lines piped to stdin, read one at a time as the command asks for them. */
function pipedLines(): () => Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  return async () => {
    const next = await lines.next();
    return next.done ? "" : String(next.value).trimEnd();
  };
}

/** Reads one line from the terminal, without echoing it when `hidden`. */
function prompt(question: string, hidden: boolean): Promise<string> {
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
        else {
          value += char;
          if (!hidden) process.stdout.write(char);
        }
      }
    };
    stdin.on("data", onData);
  });
}

/** A refusal in English; the services speak in i18n keys. */
function english(message: string, params: Record<string, string | number> = {}): string {
  const translate = serverI18n("en-GB").t as (key: string, params?: object) => string;
  return translate(message, { minimum: MIN_PASSWORD_LENGTH, maximum: MAX_PASSWORD_LENGTH, ...params });
}

type ProveTotp = (totpURI: string) => Promise<string>;

/**
 * The same creation, run by the server that holds the database. Without its socket (a server
 * of an older version, or one on PostgreSQL) the original refusal stands.
 */
function createThroughServer(request: AdminCreateRequest, proveTotp: ProveTotp, inUse: DatabaseInUseError) {
  return new Promise<{ email: string }>((resolve, reject) => {
    const socket = connect(adminCreateSocketPath(getEnv().DATA_DIR));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      reject(error.code === "ENOENT" || error.code === "ECONNREFUSED" ? inUse : error);
    });
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    // After an answer this changes nothing; before one, the server stopped mid-way.
    socket.on("close", () => reject(new AppError("INTERNAL", "admin:errors.createFailed")));
    createInterface({ input: socket, terminal: false }).on("line", async (line) => {
      const reply = JSON.parse(line) as AdminCreateReply;
      if ("totpURI" in reply) {
        const code = await proveTotp(reply.totpURI);
        socket.write(`${JSON.stringify({ code })}\n`);
      } else if ("created" in reply) resolve(reply.created);
      else reject(new AppError("VALIDATION", reply.refused.message, { params: reply.refused.params }));
    });
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
  const interactive = Boolean(process.stdin.isTTY);
  const nextLine = interactive ? null : pipedLines();
  const ask = (question: string, hidden: boolean) => (nextLine ? nextLine() : prompt(question, hidden));

  const password = await ask(`Password (at least ${MIN_PASSWORD_LENGTH} characters, not a common one): `, true);
  if (interactive && (await ask("Repeat the password: ", true)) !== password) {
    console.error("The passwords do not match.");
    return 1;
  }
  const proveTotp: ProveTotp = async (totpURI) => {
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    if (interactive) console.log(await QRCode.toString(totpURI, { type: "terminal", small: true }));
    console.log(`Add this account to your authenticator app.\notpauth URI: ${totpURI}\nSecret: ${secret}`);
    return ask("Current 6-digit code: ", false);
  };
  const request: AdminCreateRequest = { email, password, firstName: values.first, lastName: values.last };
  try {
    const created = await createAdminAccount({ ...request, proveTotp }).catch((error: unknown) => {
      if (error instanceof DatabaseInUseError) return createThroughServer(request, proveTotp, error);
      throw error;
    });
    console.log(`Created admin ${created.email} with two-factor authentication on. Sign in at /admin/login.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(english(error.message, error.details.params));
      return 1;
    }
    throw error;
  }
}

await runCommand(async () => {
  try {
    process.exitCode = await main();
  } finally {
    // A piped stdin left open by the caller must not keep the command running.
    process.stdin.destroy();
    await closeDb();
  }
});
