import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";

/**
 * Servers and commands started as someone at a terminal starts them, for the specs about
 * `npm start` itself (local-run.spec.ts): with none of the e2e server's settings, only the
 * ones a spec passes.
 */

export interface RunningServer {
  process: ChildProcess;
  /** Everything printed so far (stdout and stderr), one entry a line. */
  lines(): string[];
}

/** No app setting is inherited from the test run: a command sees only `settings`. */
function bareEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, TMPDIR } = process.env;
  return { PATH, HOME, ...(TMPDIR ? { TMPDIR } : {}), ...settings };
}

function collect(child: ChildProcess): () => string[] {
  let text = "";
  child.stdout?.on("data", (chunk) => {
    text += String(chunk);
  });
  child.stderr?.on("data", (chunk) => {
    text += String(chunk);
  });
  return () => text.split("\n").filter((line) => line.trim() !== "");
}

/** What a line says: a deployment writes JSON log lines, whose `message` is the sentence. */
export function messageOf(line: string): string {
  try {
    const parsed: unknown = JSON.parse(line);
    if (parsed && typeof parsed === "object" && "message" in parsed) return String(parsed.message);
  } catch {
    // A plain line (a local run).
  }
  return line;
}

/**
 * Runs `node <args>` until its start is announced: /healthz answers on `port` and a line starting
 * with `lastLine` has been printed. Throws with the output if it exits first or takes too long.
 */
export async function startServer(
  args: string[],
  settings: Record<string, string>,
  { port, lastLine, timeoutMs = 150_000 }: { port: number; lastLine: string; timeoutMs?: number },
): Promise<RunningServer> {
  const child = spawn(process.execPath, args, { env: bareEnv(settings), stdio: ["ignore", "pipe", "pipe"] });
  const lines = collect(child);
  const deadline = Date.now() + timeoutMs;
  const fail = (why: string) => {
    child.kill("SIGKILL");
    return new Error(`node ${args.join(" ")} ${why}:\n${lines().join("\n")}`);
  };
  while (!lines().some((line) => messageOf(line).startsWith(lastLine))) {
    if (child.exitCode !== null) throw fail(`exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw fail(`did not start within ${timeoutMs / 1000} s`);
    const healthy = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { process: child, lines };
}

/** Stops a server as Ctrl+C would and waits for it to exit. */
export async function stopServer(server: RunningServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = once(server.process, "close");
  server.process.kill("SIGINT");
  await exited;
}

/** Runs `node <args>` to its end: its exit code and what it printed, one entry a line. */
export async function runToExit(
  args: string[],
  settings: Record<string, string>,
  timeoutMs = 60_000,
): Promise<{ code: number | null; lines: string[] }> {
  const child = spawn(process.execPath, args, { env: bareEnv(settings), stdio: ["ignore", "pipe", "pipe"] });
  const lines = collect(child);
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const [code] = (await once(child, "close")) as [number | null];
  clearTimeout(timer);
  return { code, lines: lines() };
}
