import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_SUPPLIER_SETTINGS } from "../../tests/support/supplier-settings";
import { ConfigError, isLoopbackUrl, parseEnv, servesHttps } from "./env.server";

const secret = "s".repeat(40);

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.GEOCODER).toBe("offline");
    expect(env.SEED).toBe("demo");
    expect(env.MAP_TILE_URL).toContain("openstreetmap");
  });

  it("seeds demo data by default outside production and nothing by default in production", () => {
    const production = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: secret,
      APP_URL: "https://movematch.example",
      ...TEST_SUPPLIER_SETTINGS,
    };
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret }).SEED).toBe("demo");
    expect(parseEnv({ NODE_ENV: "test", BETTER_AUTH_SECRET: secret }).SEED).toBe("demo");
    expect(parseEnv(production).SEED).toBe("none");
    expect(parseEnv({ ...production, SEED: "" }).SEED).toBe("none");
    expect(parseEnv({ ...production, SEED: "demo" }).SEED).toBe("demo");
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret, SEED: "none" }).SEED).toBe("none");
  });

  it("listens on the loopback only on a local run or in development, on every interface in a deployment, unless HOST says", () => {
    const production = {
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: secret,
      APP_URL: "https://movematch.example",
      ...TEST_SUPPLIER_SETTINGS,
    };
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ NODE_ENV: "production", LOCAL_RUN: "true", BETTER_AUTH_SECRET: secret }).HOST).toBe("127.0.0.1");
    expect(parseEnv(production).HOST).toBe("0.0.0.0");
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret, HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("leaves support contacts unset unless configured, and checks them when they are", () => {
    const base = { NODE_ENV: "development", BETTER_AUTH_SECRET: secret };
    const unset = parseEnv(base);
    expect([unset.SUPPORT_EMAIL, unset.SUPPORT_PHONE, unset.EMERGENCY_PHONE, unset.PARTNER_PHONE]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const set = parseEnv({ ...base, SUPPORT_EMAIL: "help@example.com", PARTNER_PHONE: " +44 161 496 0000 " });
    expect(set.SUPPORT_EMAIL).toBe("help@example.com");
    expect(set.PARTNER_PHONE).toBe("+44 161 496 0000");
    expect(() => parseEnv({ ...base, SUPPORT_EMAIL: "help" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => parseEnv({ ...base, SUPPORT_PHONE: "call us" })).toThrow(/SUPPORT_PHONE/);
  });

  it("treats blank values as unset, as .env.example leaves them", () => {
    const env = parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret, SMTP_URL: "", DATABASE_URL: " " });
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("refuses to start in production without BETTER_AUTH_SECRET and APP_URL", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret })).toThrow(/APP_URL/);
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "https://movematch.example" })).toThrow(
      /BETTER_AUTH_SECRET/,
    );
    const env = parseEnv({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: secret,
      APP_URL: "https://movematch.example/",
      ...TEST_SUPPLIER_SETTINGS,
    });
    expect(env.APP_URL).toBe("https://movematch.example");
  });

  it("names every invalid variable in one clear message", () => {
    const attempt = () =>
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", GEOCODER: "google", SEED: "everything" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*GEOCODER[\s\S]*SEED/);
  });
});

/** The lines a command prints for a configuration, or [] when it is accepted. */
function problems(source: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(source);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message.split("\n");
  }
}

describe("configuration errors", () => {
  const local = { NODE_ENV: "production", LOCAL_RUN: "true", BETTER_AUTH_SECRET: secret };

  it("are one line per bad setting, naming it", () => {
    expect(problems({ ...local, SMTP_URL: "http://x" })).toEqual([
      "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL",
    ]);
    expect(problems({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, ...TEST_SUPPLIER_SETTINGS })).toEqual([
      "Invalid configuration: APP_URL is required in production: the site's public address, such as https://movematch.example",
    ]);
    expect(problems({ ...local, PORT: "-1.5", SEED: "everything", LOG_LEVEL: "loud", SUPPORT_EMAIL: "help" })).toEqual([
      "Invalid configuration: PORT must be a port number from 1 to 65535",
      "Invalid configuration: SEED must be one of demo, none",
      "Invalid configuration: SUPPORT_EMAIL must be an email address",
      "Invalid configuration: LOG_LEVEL must be one of debug, info, warn, error",
    ]);
    expect(problems({ ...local, TRUSTED_PROXY_HOPS: "-1", POSTCODES_IO_URL: "postcodes" })).toEqual([
      "Invalid configuration: POSTCODES_IO_URL must be a URL such as https://movematch.example",
      "Invalid configuration: TRUSTED_PROXY_HOPS must be at least 0",
    ]);
  });

  it("name PORT alone when PORT is bad, not the APP_URL made from it", () => {
    expect(problems({ ...local, PORT: "abc" })).toEqual([
      "Invalid configuration: PORT must be a port number from 1 to 65535",
    ]);
    expect(problems({ NODE_ENV: "development", PORT: "abc", BETTER_AUTH_SECRET: secret })).toEqual([
      "Invalid configuration: PORT must be a port number from 1 to 65535",
    ]);
  });
});

describe("a local run (npm start without NODE_ENV=production set by the operator)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "mm-env-local-run-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const local = { NODE_ENV: "production", LOCAL_RUN: "true", DATA_DIR: dataDir };

  it("is off unless set, and is true or false", () => {
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret }).LOCAL_RUN).toBe(false);
    expect(parseEnv(local).LOCAL_RUN).toBe(true);
    expect(problems({ ...local, LOCAL_RUN: "maybe" })).toEqual([
      "Invalid configuration: LOCAL_RUN must be true or false",
    ]);
  });

  it("fills in APP_URL on localhost, a secret kept in DATA_DIR and demo data, as development does", () => {
    const env = parseEnv({ ...local, PORT: "3917" });
    expect(env.NODE_ENV).toBe("production");
    expect(env.APP_URL).toBe("http://localhost:3917");
    const secretFile = path.join(dataDir, ".auth-secret");
    expect(existsSync(secretFile)).toBe(true);
    expect(env.BETTER_AUTH_SECRET).toBe(readFileSync(secretFile, "utf8").trim());
    expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    // The same secret on the next start: sessions survive restarts.
    expect(parseEnv(local).BETTER_AUTH_SECRET).toBe(env.BETTER_AUTH_SECRET);
    expect(env.SEED).toBe("demo");
    expect(parseEnv({ ...local, SEED: "none" }).SEED).toBe("none");
  });

  it("still wants https for an APP_URL that is not this machine", () => {
    expect(problems({ ...local, APP_URL: "http://192.168.1.20:3000" })).toEqual([
      "Invalid configuration: APP_URL must start with https:// in production (http:// only for localhost, 127.0.0.1 or [::1])",
    ]);
  });
});

describe("the supplier's details in production", () => {
  const deployment = { NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_URL: "https://movematch.example" };

  it("are required in a deployment, named in one line, a VAT number only when registered", () => {
    expect(problems(deployment)).toEqual([
      "Invalid configuration: BUSINESS_ADDRESS, BUSINESS_COMPANY_NUMBER, BANK_ACCOUNT_NAME, BANK_SORT_CODE, BANK_ACCOUNT_NUMBER, SUPPORT_EMAIL are required in production: the supplier details invoices and emails print",
    ]);
    const { BANK_SORT_CODE: _, ...withoutSortCode } = TEST_SUPPLIER_SETTINGS;
    expect(problems({ ...deployment, ...withoutSortCode })).toEqual([
      "Invalid configuration: BANK_SORT_CODE is required in production: the supplier details invoices and emails print",
    ]);
    expect(problems({ ...deployment, ...TEST_SUPPLIER_SETTINGS })).toEqual([]);
  });

  it("are checked when set: a sort code and an 8-digit account number", () => {
    expect(
      problems({ ...deployment, ...TEST_SUPPLIER_SETTINGS, BANK_SORT_CODE: "12345", BANK_ACCOUNT_NUMBER: "1234" }),
    ).toEqual([
      "Invalid configuration: BANK_SORT_CODE must be a sort code such as 12-34-56",
      "Invalid configuration: BANK_ACCOUNT_NUMBER must be 8 digits",
    ]);
  });

  it("may be left out on a local run and in development", () => {
    expect(problems({ NODE_ENV: "production", LOCAL_RUN: "true", BETTER_AUTH_SECRET: secret })).toEqual([]);
    expect(problems({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret })).toEqual([]);
  });
});

describe("APP_URL in production", () => {
  const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: secret, ...TEST_SUPPLIER_SETTINGS };

  it("must be https, except on this machine itself (npm start on a laptop, the e2e run)", () => {
    expect(() => parseEnv({ ...production, APP_URL: "http://movematch.example" })).toThrow(ConfigError);
    expect(() => parseEnv({ ...production, APP_URL: "http://192.168.1.20:3000" })).toThrow(
      /APP_URL must start with https/,
    );
    expect(() => parseEnv({ ...production, APP_URL: "http://localhost.evil.example" })).toThrow(ConfigError);
    for (const url of [
      "http://localhost:3000",
      "http://127.0.0.1:3456",
      "http://[::1]:3000",
      "https://movematch.example",
    ]) {
      expect(parseEnv({ ...production, APP_URL: url }).APP_URL).toBe(url);
    }
  });

  it("decides whether cookies are Secure and HSTS is sent", () => {
    expect(servesHttps(parseEnv({ ...production, APP_URL: "https://movematch.example" }))).toBe(true);
    expect(servesHttps(parseEnv({ ...production, APP_URL: "http://localhost:3000" }))).toBe(false);
    expect(isLoopbackUrl("http://127.0.0.1:3000")).toBe(true);
    expect(isLoopbackUrl("http://10.0.0.1")).toBe(false);
  });
});

describe("a deployment of several processes", () => {
  const postgres = { NODE_ENV: "development", BETTER_AUTH_SECRET: secret, DATABASE_URL: "postgres://db/movematch" };

  it("runs the background work in the server unless BACKGROUND=off leaves it to npm run worker", () => {
    expect(parseEnv(postgres).BACKGROUND).toBe("on");
    expect(parseEnv({ ...postgres, BACKGROUND: "off" }).BACKGROUND).toBe("off");
    expect(problems({ ...postgres, BACKGROUND: "no" })).toEqual([
      "Invalid configuration: BACKGROUND must be one of on, off",
    ]);
  });

  it("refuses BACKGROUND=off on the embedded database, where no worker can run beside the server", () => {
    expect(problems({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret, BACKGROUND: "off" })).toEqual([
      "Invalid configuration: BACKGROUND off needs DATABASE_URL: on the embedded database only the server can run the background work",
    ]);
  });

  it("opens at most DATABASE_POOL_SIZE PostgreSQL connections per process, 10 unless set", () => {
    expect(parseEnv(postgres).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ ...postgres, DATABASE_POOL_SIZE: "4" }).DATABASE_POOL_SIZE).toBe(4);
    expect(problems({ ...postgres, DATABASE_POOL_SIZE: "0" })).toEqual([
      "Invalid configuration: DATABASE_POOL_SIZE must be at least 1",
    ]);
    expect(problems({ ...postgres, DATABASE_POOL_SIZE: "many" })).toEqual([
      "Invalid configuration: DATABASE_POOL_SIZE must be a number",
    ]);
  });

  it("stops at once unless SHUTDOWN_NOTICE_SECONDS gives a load balancer time to notice", () => {
    expect(parseEnv(postgres).SHUTDOWN_NOTICE_SECONDS).toBe(0);
    expect(parseEnv({ ...postgres, SHUTDOWN_NOTICE_SECONDS: "5" }).SHUTDOWN_NOTICE_SECONDS).toBe(5);
    expect(problems({ ...postgres, SHUTDOWN_NOTICE_SECONDS: "600" })).toEqual([
      "Invalid configuration: SHUTDOWN_NOTICE_SECONDS must be at most 60",
    ]);
  });

  it("gives requests already sent 10 s to finish on shutdown unless SHUTDOWN_GRACE_SECONDS says otherwise", () => {
    expect(parseEnv(postgres).SHUTDOWN_GRACE_SECONDS).toBe(10);
    expect(parseEnv({ ...postgres, SHUTDOWN_GRACE_SECONDS: "25" }).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(problems({ ...postgres, SHUTDOWN_GRACE_SECONDS: "0" })).toEqual([
      "Invalid configuration: SHUTDOWN_GRACE_SECONDS must be at least 1",
    ]);
  });
});
