import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/db/client.server";
import { createCompany } from "../factories/companies";
import { createInvitation } from "../factories/leads";
import { createUser } from "../factories/users";
import { TEST_SUPPLIER_SETTINGS } from "../support/supplier-settings";

/**
 * Processes for the drills: the production server (`node server.js` on the build), the worker
 * (`npm run worker`) and the e2e mail sink, started and killed like an operator or a crash would.
 * The drill files run side by side (vitest.resilience.config.ts), so each test worker takes ten
 * ports of its own: VITEST_POOL_ID is the worker's number, from 1.
 */
const BASE_PORT = 3871 + 10 * (Number(process.env.VITEST_POOL_ID ?? "1") - 1);
export const PORTS = {
  app: BASE_PORT,
  app2: BASE_PORT + 1,
  smtp: BASE_PORT + 2,
  sinkHttp: BASE_PORT + 3,
  postgres: BASE_PORT + 4,
  proxyHttps: BASE_PORT + 5,
  proxyHttp: BASE_PORT + 6,
  proxyAdmin: BASE_PORT + 7,
} as const;
const SECRET = "drill-secret-drill-secret-drill-secret-00";

export interface Running {
  process: ChildProcess;
  output: string[];
}

function track(child: ChildProcess): Running {
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  return { process: child, output };
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface AppOptions {
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  /** Settings over the drills' own (a deployment's APP_URL behind a proxy, BACKGROUND…). */
  env?: Record<string, string>;
}

/** A production deployment's settings, on this machine's spare ports. */
function deploymentEnv(port: number, options: AppOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    ...TEST_SUPPLIER_SETTINGS,
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    BETTER_AUTH_SECRET: SECRET,
    SEED: "none",
    TRUSTED_PROXY_HOPS: "1",
    SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
    LOG_LEVEL: "warn",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir }),
    ...options.env,
  };
}

export async function startApp(options: AppOptions): Promise<Running> {
  const port = options.port ?? PORTS.app;
  const child = spawn(process.execPath, ["server.js"], {
    env: deploymentEnv(port, options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const running = track(child);
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, 90_000);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${String(error)}\n${running.output.join("")}`);
  }
  return running;
}

/** `npm run worker` with the same settings as the servers: the outbox and the time sweeps. */
export async function startWorker(options: AppOptions & { databaseUrl: string }): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/worker.ts"], {
    env: deploymentEnv(options.port ?? PORTS.app, options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const running = track(child);
  const deadline = Date.now() + 60_000;
  while (!running.output.join("").includes("Worker running")) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The worker did not start:\n${running.output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return running;
}

export async function stop(running: Running, signal: NodeJS.Signals): Promise<number | null> {
  if (running.process.exitCode !== null) return running.process.exitCode;
  const exited = once(running.process, "exit");
  running.process.kill(signal);
  const [code] = await exited;
  return code as number | null;
}

export interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}

export async function startMailSink(): Promise<Running> {
  const child = spawn(process.execPath, ["tests/e2e/support/mail-sink.mjs"], {
    env: { ...process.env, MAIL_SINK_SMTP_PORT: String(PORTS.smtp), MAIL_SINK_HTTP_PORT: String(PORTS.sinkHttp) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const running = track(child);
  await waitFor(`http://127.0.0.1:${PORTS.sinkHttp}/health`, 30_000);
  return running;
}

/** A drill file's scratch directory and mail sink: made before its tests, stopped and removed after. */
export interface DrillSetting {
  scratch: string;
  /** The sink running now: a drill that stops it starts and puts back another. */
  sink: Running;
}

export function drillSetting(prefix: string): DrillSetting {
  const setting = { scratch: mkdtempSync(path.join(tmpdir(), prefix)) } as DrillSetting;
  beforeAll(async () => {
    setting.sink = await startMailSink();
  });
  afterAll(async () => {
    await stop(setting.sink, "SIGTERM");
    rmSync(setting.scratch, { recursive: true, force: true });
  });
  return setting;
}

export async function sinkMessages(): Promise<SinkMessage[]> {
  return (await fetch(`http://127.0.0.1:${PORTS.sinkHttp}/messages`)).json() as Promise<SinkMessage[]>;
}

/**
 * Waits until `done` holds for the sink's messages and no new message has arrived for `quietMs`
 * (time for mail nobody waited for to show up too), or gives up after `timeoutMs`.
 */
export async function waitForMail(done: (messages: SinkMessage[]) => boolean, timeoutMs: number, quietMs = 0) {
  const deadline = Date.now() + timeoutMs;
  let messages: SinkMessage[] = [];
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const received = await sinkMessages();
    if (received.length !== messages.length) quietSince = Date.now();
    messages = received;
    if (done(messages) && Date.now() - quietSince >= quietMs) return messages;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return messages;
}

/** Messages received per recipient. */
export function mailCounts(messages: SinkMessage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of messages) for (const to of message.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

export const urlOf = (port: number) => `http://127.0.0.1:${port}`;

export type Outcome = "stored" | "refused" | "limited" | "lost";

export interface Answer {
  outcome: Outcome;
  /** The HTTP status, 0 when the connection failed. */
  status: number;
  /** Why the connection failed ("lost"), and when, for a failing drill's report. */
  error?: string;
}

/**
 * Posts to a page action as a browser would, from `forwardedFor` (one address per client, so
 * per-network limits never refuse the drill's own load). "stored": the app answered success;
 * "refused": an error ("limited": 429, a rate limit); "lost": the connection failed (the server
 * died or was not listening). `onSent` runs once the whole request is written to the connection:
 * from then on it is the server's to answer.
 */
export function post(
  port: number,
  pathname: string,
  body: URLSearchParams | Record<string, unknown>,
  { forwardedFor, cookie, onSent }: { forwardedFor: string; cookie?: string; onSent?: () => void },
): Promise<Answer> {
  const form = body instanceof URLSearchParams;
  const payload = form ? body.toString() : JSON.stringify(body);
  return new Promise((resolve) => {
    const lost = (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, outcome: "lost", error: `${error.code ?? error.message} at ${new Date().toISOString()}` });
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: pathname,
        method: "POST",
        // A connection of its own, as each of the drill's clients is a different browser.
        agent: false,
        headers: {
          origin: urlOf(port),
          "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-forwarded-for": forwardedFor,
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.on("error", lost);
        response.on("end", () =>
          resolve({ status, outcome: status === 200 ? "stored" : status === 429 ? "limited" : "refused" }),
        );
        response.resume();
      },
    );
    request.on("error", lost);
    request.end(payload, onSent);
  });
}

/** Sends the contact form: it stores a contact and queues an acknowledgement email in one transaction. */
export async function submitContact(
  port: number,
  index: number,
  email: string,
  forwardedFor = `10.${Math.floor(index / 250) % 250}.${index % 250}.${(Date.now() % 200) + 1}`,
): Promise<Outcome> {
  const body = new URLSearchParams({
    firstName: "Drill",
    lastName: `Person ${index}`,
    email,
    subject: "quote",
    message: `Drill message number ${index}, please ignore.`,
  });
  return (await post(port, "/contact", body, { forwardedFor })).outcome;
}

/** Signs in through the login page as a browser would; answers the Cookie header to send back. */
export async function signIn(port: number, email: string, password: string, forwardedFor: string): Promise<string> {
  const response = await fetch(`${urlOf(port)}/account/login`, {
    method: "POST",
    headers: {
      origin: urlOf(port),
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": forwardedFor,
    },
    body: new URLSearchParams({ intent: "password", email, password }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie();
  if (response.status !== 302 || cookies.length === 0)
    throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

export interface Claimer {
  email: string;
  password: string;
  leadId: string;
  quoteRequestId: string;
  forwardedFor: string;
}

/**
 * `count` partner companies, each with an owner account and an invitation to one of the
 * requests (in turn), so more partners than slots may claim each request. Needs the database
 * installed for the accounts (installDatabaseHandle).
 */
export async function createClaimers(
  db: Database,
  { quoteRequestIds, count, network }: { quoteRequestIds: string[]; count: number; network: string },
): Promise<Claimer[]> {
  const claimers: Claimer[] = [];
  for (let i = 0; i < count; i++) {
    const quoteRequestId = quoteRequestIds[i % quoteRequestIds.length] as string;
    const company = await createCompany(db);
    const { email, password } = await createUser({ role: "partner", company });
    const lead = await createInvitation(db, { quoteRequestId, companyId: company.id });
    claimers.push({ email, password, leadId: lead.id, quoteRequestId, forwardedFor: `${network}.${i}.1` });
  }
  return claimers;
}

/** Claims the partner's invitation from its lead page, as the Claim button does. */
export function claim(
  port: number,
  claimer: { leadId: string; cookie: string; forwardedFor: string },
  onSent?: () => void,
) {
  return post(port, `/partner/admin/leads/${claimer.leadId}`, new URLSearchParams({ intent: "claim" }), {
    ...claimer,
    onSent,
  });
}
