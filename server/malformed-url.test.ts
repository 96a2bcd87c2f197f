import { request } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseMalformedUrl } from "./malformed-url";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(refuseMalformedUrl);
  app.use((req, res) => {
    res.type("text/plain").send(`reached ${req.url}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

/** GET with the path sent exactly as written (fetch would normalise some of these). */
function get(path: string): Promise<{ status: number; body: string; language?: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => {
        const language = res.headers["content-language"];
        resolve({ status: res.statusCode ?? 0, body, ...(language ? { language } : {}) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("refuseMalformedUrl", () => {
  it.each([
    "/movers/%00/london",
    "/company/%00",
    "/company/%C0",
    "/company/%E0%A4%A",
    "/company/%",
    "/company/a%0Ab",
    "/company/%7F",
    "/company/%C2%85",
  ])("answers %s with 404", async (path) => {
    expect(await get(path)).toEqual({ status: 404, body: "Not found", language: "en-GB" });
  });

  it.each(["/account/set-password?token=%00", "/admin?q=a%00b", "/quote?%00=1"])(
    "answers %s with 400",
    async (path) => {
      expect(await get(path)).toEqual({ status: 400, body: "Bad request", language: "en-GB" });
    },
  );

  it("answers a Lithuanian address in Lithuanian", async () => {
    expect(await get("/lt/company/%C0")).toEqual({ status: 404, body: "Puslapis nerastas", language: "lt" });
    expect(await get("/lt/quote?%00=1")).toEqual({ status: 400, body: "Netinkama užklausa", language: "lt" });
  });

  it.each([
    "/",
    "/movers/greater-london/london?page=2",
    "/company/caf%C3%A9-removals",
    "/blog/a%20b",
    "/admin?q=100%",
    "/admin?q=%C0",
    "/search?q=line%0Abreak",
  ])("lets %s through", async (path) => {
    expect(await get(path)).toEqual({ status: 200, body: `reached ${path}` });
  });
});
