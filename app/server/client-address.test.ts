import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveClientAddresses } from "./client-address.server";
import { logger } from "./logger.server";
import { clientNetworkContext, createRequestContext } from "./request-context.server";

/** An HTTP server set up like server/app.ts, answering with the network rate limits would key on. */
async function serve(hops: number, port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const app = express();
  resolveClientAddresses(app, hops);
  app.get("/", (req, res) => {
    const context = createRequestContext({ clientIp: req.ip ?? "unknown" });
    res.json({ ip: req.ip, network: context.get(clientNetworkContext) });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function ask(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return (await response.json()) as { ip: string; network: string };
}

describe("client addresses behind proxies", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const close of closers.splice(0)) await close();
  });

  it("ignores X-Forwarded-For without trusted proxies, and warns once that it sees it", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const server = await serve(0, 3851);
    closers.push(server.close);

    expect(await ask(server.url)).toEqual({ ip: "127.0.0.1", network: "127.0.0.1" });
    expect(warn).not.toHaveBeenCalled();
    expect(await ask(server.url, { "x-forwarded-for": "203.0.113.9" })).toEqual({
      ip: "127.0.0.1",
      network: "127.0.0.1",
    });
    expect(await ask(server.url, { forwarded: "for=203.0.113.9", "x-real-ip": "203.0.113.9" })).toMatchObject({
      ip: "127.0.0.1",
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatchObject({ headers: ["x-forwarded-for"], trustedProxyHops: 0 });
  });

  it("honours exactly one proxy hop with TRUSTED_PROXY_HOPS=1, and groups IPv6 clients by /64", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const server = await serve(1, 3852);
    closers.push(server.close);

    expect(await ask(server.url, { "x-forwarded-for": "203.0.113.9" })).toEqual({
      ip: "203.0.113.9",
      network: "203.0.113.9",
    });
    // The client may send its own X-Forwarded-For; only the entry our proxy added counts.
    expect(await ask(server.url, { "x-forwarded-for": "198.51.100.1, 203.0.113.10" })).toMatchObject({
      ip: "203.0.113.10",
    });
    expect(await ask(server.url, { "x-forwarded-for": "2001:db8:5:6:7::1" })).toEqual({
      ip: "2001:db8:5:6:7::1",
      network: "2001:db8:5:6::",
    });
    expect(await ask(server.url, { "x-forwarded-for": "::ffff:203.0.113.11" })).toMatchObject({
      network: "203.0.113.11",
    });
    expect(warn).not.toHaveBeenCalled();
  });
});
