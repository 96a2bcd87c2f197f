import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, limitRequestBody, MAX_BODY_BYTES, UPLOAD_MAX_BODY_BYTES } from "./body-limit";

let server: ReturnType<ReturnType<typeof express>["listen"]>;
let port = 0;
/** What the handler behind the limit saw of each body it read: its size, or the reading error. */
const readings: { bytes?: number; error?: string }[] = [];

beforeAll(async () => {
  const app = express();
  app.use(limitRequestBody((path) => (path === "/small" ? 1000 : bodyLimitFor(path))));
  // Stops reading after 100 bytes and answers, as a form route does with a body over its own limit.
  app.post("/answers-early", async (req, res) => {
    const reader = createReadableStreamFromReadable(req).getReader();
    await reader.read();
    reader.releaseLock();
    res.status(413).send("too large for this form");
  });
  // Reads the body the way React Router does: a web stream over the Node request.
  app.use(async (req, res) => {
    try {
      const body = await new Response(createReadableStreamFromReadable(req)).arrayBuffer();
      readings.push({ bytes: body.byteLength });
      res.type("text/plain").send(`read ${body.byteLength}`);
    } catch (error) {
      readings.push({ error: error instanceof Error ? error.name : String(error) });
      if (!res.headersSent) res.status(500).send("failed");
    }
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
});

interface Sent {
  path?: string;
  bytes: number;
  /** Send the body in chunks of this size without a Content-Length (chunked encoding). */
  chunked?: number;
}

/** POSTs over a real connection; resolves with the answer, or the connection error. */
function post({ path = "/", bytes, chunked }: Sent): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { "content-type": "application/octet-stream" };
    if (!chunked) headers["content-length"] = String(bytes);
    // A connection of its own each time: a refused body leaves its connection unusable.
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode, body }));
      res.on("error", (error) => resolve({ status: res.statusCode, error: error.message }));
    });
    req.on("error", (error) => resolve({ error: error.message }));
    if (!chunked) {
      req.end(Buffer.alloc(bytes, 97));
      return;
    }
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes) {
        const size = Math.min(chunked, bytes - sent);
        sent += size;
        if (!req.write(Buffer.alloc(size, 97))) {
          req.once("drain", writeMore);
          return;
        }
      }
      req.end();
    };
    writeMore();
  });
}

describe("limitRequestBody", () => {
  it("lets a body up to the limit through whole, declared or chunked", async () => {
    expect(await post({ bytes: 4000 })).toMatchObject({ status: 200, body: "read 4000" });
    expect(await post({ bytes: MAX_BODY_BYTES, chunked: 16 * 1024 })).toMatchObject({
      status: 200,
      body: `read ${MAX_BODY_BYTES}`,
    });
  });

  it("refuses a declared Content-Length over the limit before reading anything", async () => {
    const before = readings.length;
    expect(await post({ bytes: MAX_BODY_BYTES + 1 })).toMatchObject({ status: 413 });
    expect(readings.length).toBe(before);
  });

  it("refuses a chunked body as soon as it passes the limit, and the reader gets an error, never a cut-off body", async () => {
    const before = readings.length;
    const answer = await post({ bytes: 10 * MAX_BODY_BYTES, chunked: 64 * 1024 });
    expect(answer).toMatchObject({ status: 413, body: "Payload too large" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readings.slice(before)).toEqual([{ error: "PayloadTooLargeError" }]);
  });

  it("counts what arrives, not what the Content-Length claims", async () => {
    const answer = await post({ path: "/small", bytes: 5000, chunked: 500 });
    expect(answer.status).toBe(413);
  });

  it("keeps a larger limit only for the partner profile's image uploads", async () => {
    expect(bodyLimitFor("/contact")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/api/auth/sign-in/email")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/locale")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/partner/admin/profile/logo")).toBe(UPLOAD_MAX_BODY_BYTES);
    expect(bodyLimitFor("/partner/admin/profile/photos.data")).toBe(UPLOAD_MAX_BODY_BYTES);
    expect(bodyLimitFor("/partner/admin/profile/photos/123")).toBe(MAX_BODY_BYTES);
  });

  it("delivers a route's early answer to a client still sending, instead of resetting the connection", async () => {
    const answer = await post({ path: "/answers-early", bytes: 3 * MAX_BODY_BYTES, chunked: 64 * 1024 });
    expect(answer).toMatchObject({ status: 413, body: "too large for this form" });
  });
});
