import { randomBytes } from "node:crypto";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainRelay } from "./drain-relay.js";

const servers: { close: () => void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Streams incompressible data the way React Router does: wait for "drain" with once/off. */
async function streamThroughCompression(withRelay: boolean): Promise<{ waits: number; warnings: string[] }> {
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withRelay) app.use(drainRelay);
  let waits = 0;
  app.get("/", async (_req, res) => {
    res.setHeader("content-type", "text/html");
    for (let chunk = 0; chunk < 40; chunk++) {
      if (!res.write(randomBytes(64 * 1024))) {
        waits++;
        await new Promise<void>((resolve) => {
          const onDrain = () => {
            res.off("drain", onDrain);
            resolve();
          };
          res.once("drain", onDrain);
        });
      }
    }
    res.end();
  });

  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", onWarning);
  try {
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<number>((resolve, reject) => {
      const call = request({ port, host: "127.0.0.1", path: "/", headers: { "accept-encoding": "gzip" } }, (res) => {
        let bytes = 0;
        res.on("data", (data: Buffer) => {
          bytes += data.length;
        });
        res.on("end", () => resolve(bytes));
      });
      call.on("error", reject);
      call.end();
    });
    expect(received).toBeGreaterThan(40 * 64 * 1024);
    // Warnings are emitted on a later tick.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { waits, warnings: warnings.filter((text) => text.includes("drain listeners")) };
  } finally {
    process.off("warning", onWarning);
  }
}

describe("drainRelay", () => {
  it("without it, compression leaks a drain listener per wait (the bug it works around)", async () => {
    const { waits, warnings } = await streamThroughCompression(false);
    expect(waits).toBeGreaterThan(10);
    expect(warnings).not.toEqual([]);
  });

  it("with it, the same stream waits just as often and leaves no listeners behind", async () => {
    const { waits, warnings } = await streamThroughCompression(true);
    expect(waits).toBeGreaterThan(10);
    expect(warnings).toEqual([]);
  });
});
