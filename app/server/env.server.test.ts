import { describe, expect, it } from "vitest";
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
    const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_URL: "https://movematch.example" };
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret }).SEED).toBe("demo");
    expect(parseEnv({ NODE_ENV: "test", BETTER_AUTH_SECRET: secret }).SEED).toBe("demo");
    expect(parseEnv(production).SEED).toBe("none");
    expect(parseEnv({ ...production, SEED: "" }).SEED).toBe("none");
    expect(parseEnv({ ...production, SEED: "demo" }).SEED).toBe("demo");
    expect(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret, SEED: "none" }).SEED).toBe("none");
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
    const env = parseEnv({ NODE_ENV: "production", BETTER_AUTH_SECRET: secret, APP_URL: "https://movematch.example/" });
    expect(env.APP_URL).toBe("https://movematch.example");
  });

  it("names every invalid variable in one clear message", () => {
    const attempt = () =>
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", GEOCODER: "google", SEED: "everything" });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*GEOCODER[\s\S]*SEED/);
  });
});

describe("APP_URL in production", () => {
  const production = { NODE_ENV: "production", BETTER_AUTH_SECRET: secret };

  it("must be https, except on this machine itself (npm start on a laptop, the e2e run)", () => {
    expect(() => parseEnv({ ...production, APP_URL: "http://movematch.example" })).toThrow(ConfigError);
    expect(() => parseEnv({ ...production, APP_URL: "http://192.168.1.20:3000" })).toThrow(
      /APP_URL: must start with https/,
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
