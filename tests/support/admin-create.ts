import { spawn } from "node:child_process";
import { Secret, TOTP } from "otpauth";

export interface AdminCreateRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The TOTP secret the command printed ("" when it refused before making one). */
  totpSecret: string;
  /** The code given to the command; a code is accepted once, so a sign-in needs the next one. */
  answeredCode: string;
}

/** The current code of a Base32 TOTP secret, as an authenticator app shows it. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/**
 * Runs `scripts/admin-create.ts` as an operator would through a pipe: the password on the first
 * line, then, once the command has printed the new secret, the code `answer` makes from it
 * (by default the current one).
 */
export function runAdminCreate(options: {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  env: NodeJS.ProcessEnv;
  answer?: (totpSecret: string) => string;
}): Promise<AdminCreateRun> {
  const names = [
    ...(options.firstName ? ["--first", options.firstName] : []),
    ...(options.lastName ? ["--last", options.lastName] : []),
  ];
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/admin-create.ts", "--email", options.email, ...names],
    { env: options.env, stdio: ["pipe", "pipe", "pipe"] },
  );
  const run: AdminCreateRun = { status: null, stdout: "", stderr: "", totpSecret: "", answeredCode: "" };
  child.stdin.write(`${options.password}\n`);
  child.stdout.on("data", (chunk) => {
    run.stdout += String(chunk);
    const secret = /^Secret: ([A-Z2-7]+)$/m.exec(run.stdout)?.[1];
    if (secret && !run.totpSecret) {
      run.totpSecret = secret;
      run.answeredCode = (options.answer ?? totpCode)(secret);
      child.stdin.end(`${run.answeredCode}\n`);
    }
  });
  child.stderr.on("data", (chunk) => {
    run.stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (status) => {
      child.stdin.destroy();
      resolve({ ...run, status });
    });
  });
}
