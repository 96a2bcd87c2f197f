import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUBLIC_PAGES } from "~/i18n/public-pages";
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
  const cache = renderCache(enabled);
  app.use(cache.keepRender);
  app.use((req, res) => {
    renders += 1;
    if (req.path === "/company/gone") return void res.status(404).type("html").send("<p>not found</p>");
    if (req.query.setCookie) res.append("Set-Cookie", "flash=1; Path=/");
    res.status(200).type("html");
    res.write(`<p>render ${renders} of ${req.path} in ${req.headers["accept-language"] ?? "en"}</p>`);
    // Pages sent without scripts (docs/decisions/013-pages-without-javascript.md) carry no nonce.
    res.end(req.path === "/about" ? "<p>no scripts</p>" : `<script nonce="${res.locals.cspNonce}">hydrate()</script>`);
  });
  // As server.js mounts them: hits answered ahead of Express.
  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => cache.serveHit(req, res) || app(req, res);
  return { handle, renders: () => renders };
}

/** A GET without fetch's decoding, to see the bytes as sent. */
function rawGet(url: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

async function listen(handle: http.RequestListener) {
  const server = http.createServer(handle).listen(0, "127.0.0.1");
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
    const a = await listen(on.handle);
    const b = await listen(off.handle);
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
    // The address names the language: the page does not vary with the visitor's preference.
    expect(second.headers.get("vary") ?? "").not.toMatch(/Cookie|Accept-Language/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("compresses a hit as the browser accepts, each response with its own nonce, and a page without one only once", async () => {
    const nonceOf = (headers: http.IncomingHttpHeaders) =>
      /nonce-([\w-]+)/.exec(String(headers["content-security-policy"] ?? ""))?.[1];
    for (const [path, encoding] of [
      ["/movers/greater-london/leeds", "br"],
      ["/movers/greater-london/leeds", "gzip"],
      ["/about", "br"],
      ["/about", "gzip"],
    ] as const) {
      await fetch(`${origin}${path}`);
      const first = await rawGet(`${origin}${path}`, `${encoding}, deflate`);
      const second = await rawGet(`${origin}${path}`, `${encoding}, deflate`);
      for (const hit of [first, second]) {
        expect(hit.headers["x-render-cache"]).toBe("hit");
        expect(hit.headers["content-encoding"]).toBe(encoding);
        expect(hit.headers.vary).toMatch(/Accept-Encoding/);
        expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
        const html = (encoding === "br" ? zlib.brotliDecompressSync(hit.body) : zlib.gunzipSync(hit.body)).toString();
        expect(html).toContain(`render`);
        if (path !== "/about") expect(html).toContain(`nonce="${nonceOf(hit.headers)}"`);
      }
      expect(nonceOf(second.headers)).not.toBe(nonceOf(first.headers));
      if (path === "/about") expect(second.body.equals(first.body)).toBe(true);
    }
    const head = await fetch(`${origin}/about`, { method: "HEAD" });
    expect(head.headers.get("x-render-cache")).toBe("hit");
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
    expect(await head.text()).toBe("");
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

  it("keeps one copy per address, so each language has its own", async () => {
    await fetch(`${origin}/faq`);
    const lithuanian = await fetch(`${origin}/lt/faq`);
    expect(lithuanian.headers.get("x-render-cache")).toBe("miss");
    expect(await lithuanian.text()).toContain("of /lt/faq");
    for (const path of ["/faq", "/lt/faq"]) {
      // The visitor's preference does not pick the copy: the address does.
      const again = await fetch(`${origin}${path}`, { headers: { cookie: "locale=lt", "accept-language": "lt" } });
      expect(again.headers.get("x-render-cache")).toBe("hit");
      expect(await again.text()).toContain(`of ${path} `);
    }
    const home = await fetch(`${origin}/lt`);
    expect(await fetch(`${origin}/lt`).then((r) => r.headers.get("x-render-cache"))).toBe("hit");
    expect(await home.text()).toContain("of /lt ");
    expect((await fetch(`${origin}/ltd`)).headers.get("x-render-cache")).toBeNull();
  });

  it("renders the home page for a visitor who prefers Lithuanian, who may be sent on to /lt", async () => {
    await fetch(`${origin}/`);
    const english = await fetch(`${origin}/`);
    expect(english.headers.get("x-render-cache")).toBe("hit");
    expect(english.headers.get("vary")).toMatch(/Cookie.*Accept-Language/);
    const preferences: Record<string, string>[] = [{ cookie: "locale=lt" }, { "accept-language": "lt-LT,lt;q=0.9" }];
    for (const preference of preferences) {
      const lithuanian = await fetch(`${origin}/`, { headers: preference });
      expect(lithuanian.headers.get("x-render-cache")).toBeNull();
    }
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

  it("keeps every public page marked cached, at both of its addresses, and no other public page", async () => {
    for (const page of PUBLIC_PAGES) {
      const english = `/${page.path.replace(/:\w+/g, "x")}`;
      for (const path of [english, english === "/" ? "/lt" : `/lt${english}`]) {
        await fetch(`${origin}${path}`);
        const again = await fetch(`${origin}${path}`);
        expect(again.headers.get("x-render-cache"), path).toBe(page.cached ? "hit" : null);
      }
    }
    expect(PUBLIC_PAGES.filter((page) => !page.cached).map((page) => page.path)).toEqual([
      "contact",
      "become-partner",
      "quote",
    ]);
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
