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

/** The one place that reads process.env (docs/product-rules.md §1.2). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string")
      .optional(),
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
    /** Unset: demo data outside production, none in production (see parseEnv). */
    SEED: z.enum(["demo", "none"]).optional(),
    /** Support contacts shown on the site; a page leaves out any that is not configured. */
    SUPPORT_EMAIL: z.email().optional(),
    SUPPORT_PHONE: phoneNumber.optional(),
    EMERGENCY_PHONE: phoneNumber.optional(),
    PARTNER_PHONE: phoneNumber.optional(),
    /** The platform's details printed on invoices; a VAT number adds VAT (VAT_RATE_PERCENT) to them. */
    BUSINESS_NAME: z.string().trim().min(1).default("MoveMatch"),
    BUSINESS_ADDRESS: z.string().trim().optional(),
    BUSINESS_COMPANY_NUMBER: z.string().trim().optional(),
    VAT_NUMBER: z
      .string()
      .trim()
      .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, "must be a UK VAT number such as GB123456789")
      .optional(),
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    /** "off" renders every public page afresh (docs/decisions/008-render-cache.md). */
    RENDER_CACHE: z.enum(["on", "off"]).default("on"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (!env.BETTER_AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["BETTER_AUTH_SECRET"], message: "is required in production" });
    }
    if (!env.APP_URL) {
      ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "is required in production" });
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

/** Whether the site is served over https: cookies are then Secure (and prefixed) and HSTS is sent. */
export function servesHttps(env: Pick<Env, "APP_URL">): boolean {
  return env.APP_URL.startsWith("https://");
}

export type Env = z.infer<typeof envSchema> & {
  APP_URL: string;
  BETTER_AUTH_SECRET: string;
  SEED: "demo" | "none";
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Empty strings count as unset, so `.env.example` lines like `SMTP_URL=` mean "default". */
function withoutBlanks(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

/**
 * Outside production a secret is generated once and kept in DATA_DIR, so sessions survive
 * restarts without anyone having to invent one.
 */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(withoutBlanks(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? developmentSecret(path.resolve(env.DATA_DIR)),
    // A production database never receives invented companies unless someone asks for them.
    SEED: env.SEED ?? (env.NODE_ENV === "production" ? "none" : "demo"),
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
