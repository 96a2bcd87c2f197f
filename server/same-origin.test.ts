import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireSameOrigin } from "./same-origin";

const APP_URL = "https://movematch.example";
let server: ReturnType<ReturnType<typeof express>["listen"]>;
let base = "";

beforeAll(async () => {
  const app = express();
  app.use(requireSameOrigin(APP_URL));
  app.use((_req, res) => {
    res.send("reached");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

async function status(method: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(`${base}${path}`, { method, headers, body: method === "GET" ? undefined : "x=1" });
  await response.text();
  return response.status;
}

describe("requireSameOrigin", () => {
  it.each(["/locale", "/account/logout", "/admin/logout", "/api/auth/sign-out", "/contact"])(
    "refuses a POST to %s from another site",
    async (path) => {
      expect(await status("POST", path, { origin: "https://evil.example" })).toBe(403);
      expect(await status("POST", path, { origin: "null" })).toBe(403);
      expect(await status("POST", path, { "sec-fetch-site": "cross-site" })).toBe(403);
      expect(await status("POST", path, { "sec-fetch-site": "same-site" })).toBe(403);
    },
  );

  it("lets the site's own requests through: APP_URL's origin, the origin the request was sent to, same-origin fetches", async () => {
    expect(await status("POST", "/locale", { origin: APP_URL })).toBe(200);
    expect(await status("POST", "/locale", { origin: base })).toBe(200);
    expect(await status("POST", "/locale", { "sec-fetch-site": "same-origin" })).toBe(200);
    expect(await status("DELETE", "/locale", { origin: APP_URL })).toBe(200);
  });

  it("lets through what is no cross-site request: reads, and clients that send neither header", async () => {
    expect(await status("GET", "/locale", { origin: "https://evil.example" })).toBe(200);
    expect(await status("POST", "/locale")).toBe(200);
  });
});
