import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Processes for the drills: the production server (`node server.js` on the build) and the e2e
 * mail sink, started and killed like an operator or a crash would.
 */
export const PORTS = { app: 3871, app2: 3872, smtp: 3873, sinkHttp: 3874, postgres: 3875 } as const;
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

export async function startApp(options: { port?: number; dataDir?: string; databaseUrl?: string }): Promise<Running> {
  const port = options.port ?? PORTS.app;
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      BETTER_AUTH_SECRET: SECRET,
      SEED: "none",
      TRUSTED_PROXY_HOPS: "1",
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      LOG_LEVEL: "warn",
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir }),
    },
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

export async function sinkMessages(): Promise<SinkMessage[]> {
  return (await fetch(`http://127.0.0.1:${PORTS.sinkHttp}/messages`)).json() as Promise<SinkMessage[]>;
}

/** Waits until `done` holds for the sink's messages, or fails after `timeoutMs`. */
export async function waitForMail(done: (messages: SinkMessage[]) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let messages: SinkMessage[] = [];
  while (Date.now() < deadline) {
    messages = await sinkMessages();
    if (done(messages)) return messages;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return messages;
}

export type Outcome = "stored" | "refused" | "limited" | "lost";

/**
 * Sends the contact form as a browser would, from an address of its own (so the per-network
 * limit never refuses it). "stored": the app answered success; "refused": it answered with an
 * error ("limited": 429, a rate limit); "lost": the connection failed (the server died or was not listening).
 */
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
  try {
    const response = await fetch(`http://127.0.0.1:${port}/contact`, {
      method: "POST",
      body,
      headers: {
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": forwardedFor,
      },
      redirect: "manual",
    });
    await response.arrayBuffer();
    if (response.status === 429) return "limited";
    return response.status === 200 ? "stored" : "refused";
  } catch {
    return "lost";
  }
}
