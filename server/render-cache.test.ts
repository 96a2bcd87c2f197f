import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getRenderCache } from "~/server/render-cache/render-cache.server";
import { PUBLIC_CACHE_CONTROL, renderCache } from "./render-cache";

/**
 * The cache in front of a stand-in for React Router: it renders a page that shows how many
 * times it was rendered and the request's nonce, streamed in two writes as React Router does.
 */
function appWith(enabled: boolean) {
  let renders = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64url");
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(renderCache(enabled));
  app.use((req, res) => {
    renders += 1;
    if (req.path === "/company/gone") return void res.status(404).type("html").send("<p>not found</p>");
    if (req.query.setCookie) res.append("Set-Cookie", "flash=1; Path=/");
    res.status(200).type("html");
    res.write(`<p>render ${renders} of ${req.path} in ${req.headers["accept-language"] ?? "en"}</p>`);
    res.end(`<script nonce="${res.locals.cspNonce}">hydrate()</script>`);
  });
  return { app, renders: () => renders };
}

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("the render cache in front of public pages", () => {
  const on = appWith(true);
  const off = appWith(false);
  let origin = "";
  let offOrigin = "";
  const servers: { close(): void }[] = [];

  beforeAll(async () => {
    const a = await listen(on.app);
    const b = await listen(off.app);
    servers.push(a.server, b.server);
    origin = a.origin;
    offOrigin = b.origin;
  });
  afterAll(() => {
    for (const server of servers) server.close();
  });
  beforeEach(() => getRenderCache().invalidateAll());

  it("renders an anonymous public page once and serves the copy with the request's own nonce", async () => {
    const first = await fetch(`${origin}/movers/greater-london/london`);
    const second = await fetch(`${origin}/movers/greater-london/london`);
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(first.headers.get("x-render-cache")).toBe("miss");
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(secondBody).toContain("render 1 of /movers/greater-london/london");
    const nonceOf = (response: Response) =>
      /nonce-([\w-]+)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(firstBody).toContain(`nonce="${nonceOf(first)}"`);
    expect(secondBody).toContain(`nonce="${nonceOf(second)}"`);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("answers 304 to a matching If-None-Match, without a CSP its kept copy would not match", async () => {
    const first = await fetch(`${origin}/company/acme`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    for (const ifNoneMatch of [etag, `"other", ${etag}`]) {
      const again = await fetch(`${origin}/company/acme`, { headers: { "if-none-match": ifNoneMatch } });
      expect(again.status).toBe(304);
      expect(again.headers.get("content-security-policy")).toBeNull();
    }
    const stale = await fetch(`${origin}/company/acme`, { headers: { "if-none-match": 'W/"old"' } });
    expect(stale.status).toBe(200);
  });

  it("keeps one copy per language", async () => {
    const lithuanian = await fetch(`${origin}/faq`, { headers: { "accept-language": "lt" } });
    const english = await fetch(`${origin}/faq`);
    expect(await lithuanian.text()).toContain("in lt");
    expect(await english.text()).not.toContain("in lt");
    const byCookie = await fetch(`${origin}/faq`, { headers: { cookie: "locale=lt" } });
    expect(byCookie.headers.get("x-render-cache")).toBe("hit");
    expect(await byCookie.text()).toContain("in lt");
  });

  it("never stores or serves pages for signed-in visitors, private areas, tokens, errors or responses with cookies", async () => {
    const anonymous = () => fetch(`${origin}/`);
    await anonymous();
    const signedIn = await fetch(`${origin}/`, { headers: { cookie: "locale=en-GB; better-auth.session_token=abc" } });
    expect(signedIn.headers.get("x-render-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBeNull();
    for (const path of [
      "/my-request/secret-token",
      "/review/secret-token",
      "/admin",
      "/partner/admin",
      "/api/auth/x",
      "/quote",
    ]) {
      await fetch(`${origin}${path}`);
      const again = await fetch(`${origin}${path}`);
      expect(again.headers.get("x-render-cache"), path).toBeNull();
      expect(again.headers.get("cache-control") ?? "", path).not.toContain("public");
    }
    const withToken = await fetch(`${origin}/about?token=abc`);
    expect(withToken.headers.get("x-render-cache")).toBeNull();
    for (const path of ["/company/gone", "/about?setCookie=1"]) {
      const first = await fetch(`${origin}${path}`);
      expect(first.headers.get("x-render-cache"), path).toBe("bypass");
      expect(first.headers.get("cache-control") ?? "", path).not.toContain("public");
      const again = await fetch(`${origin}${path}`);
      expect(again.headers.get("x-render-cache"), path).toBe("bypass");
    }
    expect((await anonymous()).headers.get("x-render-cache")).toBe("hit");
  });

  it("renders every request afresh after an invalidation and when switched off", async () => {
    await fetch(`${origin}/blog`);
    getRenderCache().invalidateAll();
    const after = await fetch(`${origin}/blog`);
    expect(after.headers.get("x-render-cache")).toBe("miss");

    const before = off.renders();
    await fetch(`${offOrigin}/blog`);
    const second = await fetch(`${offOrigin}/blog`);
    expect(off.renders()).toBe(before + 2);
    expect(second.headers.get("x-render-cache")).toBeNull();
    expect(second.headers.get("etag")).toBeNull();
  });
});
