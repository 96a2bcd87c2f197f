import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, securityHeaders, tileSource } from "./security-headers";

const servers: ReturnType<ReturnType<typeof express>["listen"]>[] = [];

afterAll(() => {
  for (const server of servers) server.close();
});

type Config = Parameters<typeof securityHeaders>[0];
const PRODUCTION: Config = {
  NODE_ENV: "production",
  APP_URL: "https://movematch.example",
  MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
};

/** A server with the headers middleware in front of a handler that echoes res.locals.cspNonce. */
async function serve(config: Config): Promise<string> {
  const app = express();
  app.use(securityHeaders(config));
  app.use((_req, res) => {
    res.send(String(res.locals.cspNonce));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? "").split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe("securityHeaders", () => {
  it("sends a CSP whose scripts need this response's nonce, and the other headers, on every response", async () => {
    const base = await serve(PRODUCTION);
    const first = await fetch(`${base}/`);
    const nonce = await first.text();
    expect(nonce).toMatch(/^[\w-]{22,}$/);
    const csp = directives(first.headers.get("content-security-policy"));
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get("img-src")).toContain("https://tile.openstreetmap.org");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toBe(PERMISSIONS_POLICY);
    expect(first.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

    const second = await fetch(`${base}/assets/app.js`);
    const secondNonce = await second.text();
    expect(secondNonce).not.toBe(nonce);
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${secondNonce}'`);
  });

  it("sends no HSTS and no upgrade-insecure-requests over plain http (a loopback production server)", async () => {
    const base = await serve({ ...PRODUCTION, APP_URL: "http://localhost:3000" });
    const response = await fetch(base);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
    expect(csp.get("script-src")?.join(" ")).not.toContain("unsafe-inline");
  });

  it("relaxes only the script and connection rules in development, for Vite", async () => {
    const base = await serve({ ...PRODUCTION, NODE_ENV: "development", APP_URL: "http://localhost:3000" });
    const csp = directives((await fetch(base)).headers.get("content-security-policy"));
    expect(csp.get("script-src")).toContain("'unsafe-inline'");
    expect(csp.get("connect-src")).toContain("ws:");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("tileSource", () => {
  it("is the tile server's origin, with {s} subdomains as a wildcard", () => {
    expect(tileSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSource("https://{s}.tile.example.com/{z}/{x}/{y}.png")).toBe("https://*.tile.example.com");
    expect(tileSource("http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8080");
  });
});
