import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import https from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { PORTS, type Running, stop } from "./support";

/**
 * The reverse proxy of docs/deploy.md for the proxy drill: Caddy running deploy/Caddyfile itself,
 * its placeholders set to this machine's spare ports and `tls internal` (Caddy's own certificate
 * authority, kept in a temporary directory and never put into the machine's trust store).
 */
export const SITE = `localhost:${PORTS.proxyHttps}`;
export const SITE_URL = `https://${SITE}`;

/** Caddy's path, or undefined where it is not installed. */
export function caddyBinary(): string | undefined {
  try {
    return execFileSync("sh", ["-c", "command -v caddy"], { encoding: "utf8" }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface RunningProxy {
  running: Running;
  /** The root certificate of Caddy's local authority: what a client must trust. */
  ca: Buffer;
  remove(): Promise<void>;
}

export async function startProxy(caddy: string, upstreams: number[]): Promise<RunningProxy> {
  const home = mkdtempSync(path.join(tmpdir(), "movematch-caddy-"));
  const child = spawn(caddy, ["run", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: path.join(home, "data"),
      XDG_CONFIG_HOME: path.join(home, "config"),
      CADDY_ADMIN: `127.0.0.1:${PORTS.proxyAdmin}`,
      CADDY_HTTP_PORT: String(PORTS.proxyHttp),
      CADDY_HTTPS_PORT: String(PORTS.proxyHttps),
      MOVEMATCH_SITE: SITE,
      MOVEMATCH_TLS: "internal",
      MOVEMATCH_UPSTREAMS: upstreams.map((port) => `127.0.0.1:${port}`).join(" "),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk) => output.push(String(chunk)));
  child.stderr?.on("data", (chunk) => output.push(String(chunk)));
  const running = { process: child, output };
  const rootFile = path.join(home, "data", "caddy", "pki", "authorities", "local", "root.crt");
  const remove = async () => {
    await stop(running, "SIGTERM");
    rmSync(home, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (existsSync(rootFile)) {
      const ca = readFileSync(rootFile);
      const answer = await request(ca, "GET", "/healthz").catch(() => undefined);
      if (answer?.status === 200) return { running, ca, remove };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await remove();
      throw new Error(`Caddy did not serve ${SITE_URL}/healthz:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One request to the site through the proxy, over https, on a connection of its own from
 * `localAddress` (one loopback address per client, as distinct visitors would have).
 */
export function request(
  ca: Buffer,
  method: string,
  pathname: string,
  {
    localAddress = "127.0.0.1",
    headers = {},
    body,
  }: { localAddress?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<ProxiedAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = https.request(
      {
        host: "127.0.0.1",
        port: PORTS.proxyHttps,
        servername: "localhost",
        ca,
        method,
        path: pathname,
        localAddress,
        agent: false,
        headers: {
          host: SITE,
          ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** A form posted as a browser on the site would (its Origin), multipart when it holds a file. */
export async function postForm(
  ca: Buffer,
  pathname: string,
  form: URLSearchParams | FormData,
  options: { localAddress: string; cookie?: string },
): Promise<ProxiedAnswer> {
  const encoded = new Request(SITE_URL, { method: "POST", body: form });
  return request(ca, "POST", pathname, {
    localAddress: options.localAddress,
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      origin: SITE_URL,
      "content-type": encoded.headers.get("content-type") ?? "",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

/** The Set-Cookie lines of an answer. */
export function setCookies(answer: ProxiedAnswer): string[] {
  const value = answer.headers["set-cookie"];
  return Array.isArray(value) ? value : value ? [value] : [];
}
