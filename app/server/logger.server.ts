import { createHash } from "node:crypto";
import pino from "pino";
import { getEnv, isDeployment } from "./env.server";
import { currentRequestScope } from "./observability/request-scope.server";

/** Fields whose value is a secret whatever it looks like. */
const SECRET_FIELDS = /(password|token|secret|otp|cookie|authorization)$/i;
/** A field named like a code holding digits is a one-time code (an error code is left alone). */
const CODE_FIELD = /code$/i;
const DIGITS = /^\d{4,10}$/;
const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
/** One-time links: the token is the path segment after these pages, or a `token` query parameter. */
const TOKEN_IN_URL = /\/(my-request|review|reset-password|set-password|invite)\/[^\s/?#"'<>]+/g;
const TOKEN_PARAM = /([?&](?:token|code)=)[^\s&#"'<>]+/gi;

/**
 * Logs carry no email addresses and no tokens (docs/security.md): an address becomes a short
 * hash of itself at its domain, so lines about one person can still be matched up; tokens and
 * secret fields become "[redacted]".
 */
export function redact(text: string): string {
  return text
    .replace(EMAIL, (address, domain: string) => {
      const digest = createHash("sha256").update(address.toLowerCase()).digest("hex").slice(0, 10);
      return `[${digest}]@${domain}`;
    })
    .replace(TOKEN_IN_URL, "/$1/[redacted]")
    .replace(TOKEN_PARAM, "$1[redacted]");
}

function redactValue(value: unknown, key = ""): unknown {
  if (value === null || value === undefined) return value;
  if (SECRET_FIELDS.test(key) || (CODE_FIELD.test(key) && DIGITS.test(String(value)))) return "[redacted]";
  if (typeof value === "string") return redact(value);
  if (value instanceof Error) return redact(value.message);
  if (Array.isArray(value)) return value.map((item) => redactValue(item));
  if (typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, redactValue(item, name)]));
  }
  return value;
}

type Level = "debug" | "info" | "warn" | "error";

/**
 * One JSON line each, written by pino: `at`, `level`, the request's `requestId` while one is
 * being handled, the fields, then `message`. Info and debug go to stdout; warnings and errors to
 * stderr through console.warn and console.error, so whatever watches the console (the test
 * suite fails a test on an unexpected error) sees them as it saw the lines before.
 */
function createPino(): pino.Logger {
  const through = (print: (line: string) => void) => ({ write: (line: string) => print(line.trimEnd()) });
  const destination = pino.multistream(
    [
      { level: "debug", stream: process.stdout },
      { level: "warn", stream: through((line) => console.warn(line)) },
      { level: "error", stream: through((line) => console.error(line)) },
    ],
    { dedupe: true },
  );
  return pino(
    {
      level: getEnv().LOG_LEVEL,
      base: undefined,
      messageKey: "message",
      timestamp: () => `,"at":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const scope = currentRequestScope();
        return scope ? { requestId: scope.requestId } : {};
      },
    },
    destination,
  );
}

let instance: pino.Logger | undefined;

function write(level: Level, message: string, fields?: Record<string, unknown>) {
  instance ??= createPino();
  instance[level]((fields ? redactValue(fields) : {}) as object, redact(message));
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};

/**
 * A line for whoever runs the server (its address, database, mail; a shutdown): a JSON log line
 * in a deployment, the plain sentence on a local run or in development, where a person reads it.
 */
export function announce(line: string, level: "info" | "warn" | "error" = "info"): void {
  if (isDeployment(getEnv())) logger[level](line);
  else if (level === "info") console.log(line);
  else console.error(line);
}
