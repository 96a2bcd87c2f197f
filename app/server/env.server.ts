import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_RESPONSE_MINUTES } from "~/lib/lead-rules";

/** A telephone number as people write it: digits, spaces, brackets, hyphens, an optional leading +. */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[\d ()-]{6,24}$/, "must be a telephone number such as 0161 496 0000 or +44 161 496 0000");

const PORT_NUMBER = "must be a port number from 1 to 65535";

/** The supplier details a deployment must set (a VAT number only when registered). */
export const SUPPLIER_SETTINGS = [
  "BUSINESS_ADDRESS",
  "BUSINESS_COMPANY_NUMBER",
  "BANK_ACCOUNT_NAME",
  "BANK_SORT_CODE",
  "BANK_ACCOUNT_NUMBER",
  "SUPPORT_EMAIL",
] as const;

/** The one place that reads process.env (docs/product-rules.md §1.2). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /**
     * A run on this machine: `npm start` sets it unless the operator set NODE_ENV=production
     * (docs/decisions/004 and 019). The production build then fills in APP_URL, the secret and
     * demo data as development does, and without SMTP_URL shows every email at /dev/mail.
     */
    LOCAL_RUN: z.stringbool({ error: "must be true or false" }).default(false),
    PORT: z.coerce
      .number({ error: PORT_NUMBER })
      .int({ error: PORT_NUMBER })
      .min(1, { error: PORT_NUMBER })
      .max(65535, { error: PORT_NUMBER })
      .default(3000),
    /** Unset: every interface in a deployment, the loopback only on a local run or in development (see parseEnv). */
    HOST: z.string().optional(),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
      .optional(),
    /** PostgreSQL connections one process holds at most (its LISTEN connections aside). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATA_DIR: z.string().default("./data"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().default("MoveMatch <no-reply@movematch.example>"),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    GEOCODER: z.enum(["offline", "postcodes-io"]).default("offline"),
    POSTCODES_IO_URL: z.url().default("https://api.postcodes.io"),
    MAP_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** An invited company's response window, counted between 07:00 and 21:00 UK time (app/lib/lead-rules.ts). */
    LEAD_RESPONSE_MINUTES: z.coerce
      .number()
      .int()
      .min(15)
      .max(7 * 24 * 60)
      .default(DEFAULT_RESPONSE_MINUTES),
    /** Unset: demo data outside production and on a local run, none in production (see parseEnv). */
    SEED: z.enum(["demo", "none"]).optional(),
    /** Support contacts shown on the site; a page leaves out any that is not configured. */
    SUPPORT_EMAIL: z.email().optional(),
    SUPPORT_PHONE: phoneNumber.optional(),
    EMERGENCY_PHONE: phoneNumber.optional(),
    PARTNER_PHONE: phoneNumber.optional(),
    /**
     * The supplier's details printed on invoices and in every email's footer (SUPPLIER_SETTINGS):
     * a deployment must set them; a VAT number adds VAT (VAT_RATE_PERCENT) to invoices.
     */
    BUSINESS_NAME: z.string().trim().min(1).default("MoveMatch"),
    BUSINESS_ADDRESS: z.string().trim().optional(),
    BUSINESS_COMPANY_NUMBER: z.string().trim().optional(),
    VAT_NUMBER: z
      .string()
      .trim()
      .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, "must be a UK VAT number such as GB123456789")
      .optional(),
    /** Where partners pay invoices. */
    BANK_ACCOUNT_NAME: z.string().trim().optional(),
    BANK_SORT_CODE: z
      .string()
      .trim()
      .regex(/^\d{2}-?\d{2}-?\d{2}$/, "must be a sort code such as 12-34-56")
      .optional(),
    BANK_ACCOUNT_NUMBER: z
      .string()
      .trim()
      .regex(/^\d{8}$/, "must be 8 digits")
      .optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** "off" renders every public page afresh (docs/decisions/008-render-cache.md). */
    RENDER_CACHE: z.enum(["on", "off"]).default("on"),
    /** "off": the server leaves the email outbox and the time sweeps to `npm run worker` (docs/deploy.md). */
    BACKGROUND: z.enum(["on", "off"]).default("on"),
    /** Seconds a stopping server goes on serving while /healthz answers 503, for a load balancer to notice. */
    SHUTDOWN_NOTICE_SECONDS: z.coerce.number().int().min(0).max(60).default(0),
    /**
     * Seconds a stopping server gives the requests it was already sent to finish before it cuts
     * their connections. With the notice, it stays below the service manager's stop timeout
     * (TimeoutStopSec=30 in deploy/systemd).
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(80).default(10),
    /** Unset: GET /metrics answers 404; set: it answers a scraper sending `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.string().trim().min(32, "must be at least 32 characters").optional(),
  })
  .superRefine((env, ctx) => {
    // The worker needs PostgreSQL: the embedded database admits one process, the server itself.
    if (env.BACKGROUND === "off" && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKGROUND"],
        message: "off needs DATABASE_URL: on the embedded database only the server can run the background work",
      });
    }
    if (env.NODE_ENV !== "production") return;
    // An invoice without its supplier or where to pay is no invoice: a deployment names them all.
    const missing = SUPPLIER_SETTINGS.filter((name) => !env[name]);
    if (missing.length > 0 && !env.LOCAL_RUN) {
      ctx.addIssue({
        code: "custom",
        path: [missing.join(", ")],
        message: `${missing.length === 1 ? "is" : "are"} required in production: the supplier details invoices and emails print`,
      });
    }
    // A local run has the defaults of development (parseEnv); a deployment must choose both.
    if (!env.BETTER_AUTH_SECRET && !env.LOCAL_RUN) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "is required in production" });
    }
    if (!env.APP_URL) {
      if (!env.LOCAL_RUN) {
        ctx.addIssue({
          code: "custom",
          path: ["APP_URL"],
          message: "is required in production: the site's public address, such as https://movematch.example",
        });
      }
    } else if (!env.APP_URL.startsWith("https://") && !isLoopbackUrl(env.APP_URL)) {
      // Over plain http, cookies cannot be Secure and HSTS cannot apply. Only a server that
      // nobody else can reach (`npm start` on a laptop, the e2e run) may do without.
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "must start with https:// in production (http:// only for localhost, 127.0.0.1 or [::1])",
      });
    }
  });

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether the URL names this machine itself: http is then acceptable even in production. */
export function isLoopbackUrl(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}

/** A deployment (NODE_ENV=production set by the operator): its logs are read by machines, one JSON line each. */
export function isDeployment(env: Pick<Env, "NODE_ENV" | "LOCAL_RUN">): boolean {
  return env.NODE_ENV === "production" && !env.LOCAL_RUN;
}

/** Whether the site is served over https: cookies are then Secure (and prefixed) and HSTS is sent. */
export function servesHttps(env: Pick<Env, "APP_URL">): boolean {
  return env.APP_URL.startsWith("https://");
}

export type Env = z.infer<typeof envSchema> & {
  APP_URL: string;
  HOST: string;
  BETTER_AUTH_SECRET: string;
  /** The secret was generated into DATA_DIR (no BETTER_AUTH_SECRET set): backups carry it. */
  AUTH_SECRET_IN_DATA_DIR: boolean;
  SEED: "demo" | "none";
};

/**
 * Bad configuration: its message is one line per bad setting, naming it, and is all a command
 * or the server prints before exiting 1 (scripts/command.ts, server.js, scripts/start.mjs).
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Wording for the checks the schema leaves unworded: the rest of a line after the setting's name. */
const describeIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_format":
      if (issue.format === "url") return "must be a URL such as https://movematch.example";
      if (issue.format === "email") return "must be an email address";
      return `must be a valid ${issue.format}`;
    case "invalid_value":
      return `must be one of ${issue.values.map(String).join(", ")}`;
    case "invalid_type":
      return issue.expected === "int" ? "must be a whole number" : `must be a ${issue.expected}`;
    case "too_small":
      return `must be at least ${issue.minimum}${issue.origin === "string" ? " characters" : ""}`;
    case "too_big":
      return `must be at most ${issue.maximum}${issue.origin === "string" ? " characters" : ""}`;
    default:
      return undefined;
  }
};

/** One line per bad setting (the first problem each has), e.g. "Invalid configuration: PORT must be…". */
function configurationLines(issues: readonly z.core.$ZodIssue[]): string[] {
  const lines = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path.join(".");
    if (!lines.has(name)) lines.set(name, `Invalid configuration: ${name} ${issue.message}`);
  }
  return [...lines.values()];
}

/** Empty strings count as unset, so `.env.example` lines like `SMTP_URL=` mean "default". */
function withoutBlanks(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/** Where a secret generated for a local run is kept. */
export function authSecretFile(dataDir: string): string {
  return path.join(dataDir, ".auth-secret");
}

/**
 * Outside production, and on a local run, a secret is generated once and kept in DATA_DIR, so
 * sessions survive restarts without anyone having to invent one.
 */
function developmentSecret(dataDir: string): string {
  const file = authSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(withoutBlanks(source), { error: describeIssue });
  if (!result.success) throw new ConfigError(configurationLines(result.error.issues).join("\n"));
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    // A laptop's server (npm start, npm run dev) answers that laptop only, unless HOST says otherwise.
    HOST: env.HOST ?? (env.NODE_ENV === "production" && !env.LOCAL_RUN ? "0.0.0.0" : "127.0.0.1"),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? developmentSecret(path.resolve(env.DATA_DIR)),
    AUTH_SECRET_IN_DATA_DIR: !env.BETTER_AUTH_SECRET,
    // A production database never receives invented companies unless someone asks for them.
    SEED: env.SEED ?? (env.NODE_ENV === "production" && !env.LOCAL_RUN ? "none" : "demo"),
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** A path of this site as the full address an email or an outside service needs. */
export function absoluteUrl(path: string): string {
  return `${getEnv().APP_URL}${path}`;
}
