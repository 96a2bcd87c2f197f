/**
 * The server the e2e specs run against (playwright.config.ts): the production server,
 * server.js, unchanged, plus a seeding hook that exists only here. The hook listens on
 * 127.0.0.1:E2E_SEED_PORT, a port of its own, and answers only requests carrying the random
 * E2E_SEED_TOKEN the config made for this run: `POST /__e2e/seed/<name>` with a JSON body runs
 * that seeder (seeders.ts) in this process. The embedded database admits one process, and
 * the app keeps its database, auth and mail worker on globalThis, so the seeders write through
 * the very connection the server uses. See docs/decisions/006-e2e-data.md.
 */
import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { z } from "zod";
import { getRenderCache } from "~/server/render-cache/render-cache.server";
import { type SeederName, seeders } from "./seeders";

const token = process.env.E2E_SEED_TOKEN ?? "";
const port = Number(process.env.E2E_SEED_PORT);
if (token.length < 32) throw new Error("E2E_SEED_TOKEN must be a random string of 32 characters or more");
if (!Number.isInteger(port) || port <= 0) throw new Error("E2E_SEED_PORT must be a port number");

const MAX_BODY_BYTES = 64 * 1024;

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

function authorised(req: IncomingMessage): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_BODY_BYTES) throw new Error("the body is too large");
  }
  return text ? JSON.parse(text) : {};
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!authorised(req)) return answer(res, 401, { error: "unauthorised" });
  const name = /^\/__e2e\/seed\/([\w-]+)$/.exec(req.url ?? "")?.[1];
  if (req.method !== "POST" || !name || !Object.hasOwn(seeders, name)) {
    return answer(res, 404, { error: `no seeder at ${req.method} ${req.url}; known: ${Object.keys(seeders)}` });
  }
  const seeder = seeders[name as SeederName];
  let input: unknown;
  try {
    input = seeder.input.parse(await readJson(req));
  } catch (error) {
    const message = error instanceof z.ZodError ? z.prettifyError(error) : String(error);
    return answer(res, 400, { error: `bad input for "${name}": ${message}` });
  }
  try {
    const output = await seeder.run(input as never);
    // Seeders write rows directly, past the services that announce changes to public pages.
    getRenderCache().invalidateAll();
    answer(res, 200, output);
  } catch (error) {
    console.error(`e2e seeder "${name}" failed`, error);
    answer(res, 500, { error: `seeder "${name}" failed: ${error instanceof Error ? error.message : error}` });
  }
}

// Listening before the app starts: once Playwright sees the app answer, seeding works too.
await new Promise<void>((resolve) => {
  createServer((req, res) => void handle(req, res)).listen(port, "127.0.0.1", resolve);
});

// A computed specifier: the production server is plain JavaScript, loaded exactly as `node server.js` would.
await import(new URL("../../../server.js", import.meta.url).href);
