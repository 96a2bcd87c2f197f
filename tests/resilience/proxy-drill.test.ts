import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { companyPhotos, contacts } from "~/db/schema";
import { mediaPath } from "~/lib/media";
import { MAX_IMAGE_BYTES } from "~/lib/schemas/company-profile";
import { installDatabaseHandle } from "~/server/db.server";
import { createCompany } from "../factories/companies";
import { createUser } from "../factories/users";
import { type Cluster, createCluster, postgresBinaries } from "./postgres-cluster";
import { caddyBinary, postForm, type RunningProxy, request, SITE_URL, setCookies, startProxy } from "./proxy";
import {
  PORTS,
  type Running,
  sinkMessages,
  startApp,
  startMailSink,
  startWorker,
  stop,
  urlOf,
  waitForMail,
} from "./support";

/**
 * The production recipe of docs/deploy.md, run on this machine: Caddy with deploy/Caddyfile
 * (`tls internal`) in front of two `node server.js` processes on one private PostgreSQL cluster,
 * both with BACKGROUND=off and TRUSTED_PROXY_HOPS=1, and `npm run worker` delivering their mail.
 * Without Caddy or PostgreSQL the file fails, unless DRILLS_WITHOUT_PROXY=1 says so on purpose
 * (then it is skipped with a warning).
 */
const caddy = caddyBinary();
const bin = postgresBinaries();
const withoutProxy = (!caddy || !bin) && process.env.DRILLS_WITHOUT_PROXY === "1";
if (withoutProxy) console.warn("Proxy drill NOT RUN: Caddy or PostgreSQL is not installed");

/**
 * The web processes' settings beyond the drills' own, as docs/deploy.md sets them: the site's
 * https address, no background work, and time for the proxy's health check (every 2 s) to see
 * a stopping process.
 */
const WEB = { APP_URL: SITE_URL, BACKGROUND: "off", DATABASE_POOL_SIZE: "4", SHUTDOWN_NOTICE_SECONDS: "5" };

let cluster: Cluster;
let handle: DatabaseHandle;
let sink: Running;
let proxy: RunningProxy;
const apps = new Map<number, Running>();
let worker: Running | undefined;

const contactForm = (email: string) =>
  new URLSearchParams({
    firstName: "Proxy",
    lastName: "Drill",
    email,
    subject: "quote",
    message: "A message sent through the proxy drill, please ignore.",
  });

/** What the proxy logged about upstreams and errors (its health checks, refused dials, retries). */
const proxyProblems = (running: RunningProxy) =>
  running.running.output
    .join("")
    .split("\n")
    .filter((line) => /"level":"(warn|error)"|health|upstream/i.test(line))
    .slice(-40);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function contactsFrom(prefix: string): Promise<number> {
  const [row] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(sql`${contacts.email} like ${`${prefix}%`}`);
  return row?.n ?? 0;
}

/** Signs in through the proxy as a browser would; answers the Cookie header to send back. */
async function signIn(email: string, password: string, localAddress: string): Promise<string> {
  const answer = await postForm(
    proxy.ca,
    "/account/login",
    new URLSearchParams({ intent: "password", email, password }),
    { localAddress },
  );
  if (answer.status !== 302) throw new Error(`sign-in answered ${answer.status}`);
  return setCookies(answer)
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe.skipIf(withoutProxy)("the production recipe: Caddy in front of two processes on PostgreSQL", () => {
  beforeAll(async () => {
    if (!caddy || !bin)
      throw new Error(
        "The proxy drill needs Caddy (apt-get install caddy) and PostgreSQL: set DRILLS_WITHOUT_PROXY=1 to run without it",
      );
    cluster = await createCluster(bin);
    handle = await openDatabase({ databaseUrl: cluster.url, onIdleConnectionError: () => undefined });
    await handle.migrate();
    installDatabaseHandle(handle);
    sink = await startMailSink();
    const started = await Promise.all(
      [PORTS.app, PORTS.app2].map((port) => startApp({ port, databaseUrl: cluster.url, env: WEB })),
    );
    apps.set(PORTS.app, started[0] as Running);
    apps.set(PORTS.app2, started[1] as Running);
    proxy = await startProxy(caddy, [PORTS.app, PORTS.app2]);
  });
  afterAll(async () => {
    await proxy?.remove();
    for (const app of apps.values()) await stop(app, "SIGTERM");
    if (worker) await stop(worker, "SIGTERM");
    if (sink) await stop(sink, "SIGTERM");
    await handle?.close();
    await cluster?.remove();
  });

  it("serves https with HSTS, sets __Host- and __Secure- cookies, and sends plain http to https", async () => {
    const home = await request(proxy.ca, "GET", "/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");

    const language = await request(proxy.ca, "GET", "/locale?locale=lt&to=/");
    expect(language.status).toBe(302);
    expect(setCookies(language)).toEqual([expect.stringMatching(/^__Host-locale=lt; Path=\/; .*; Secure$/)]);

    const company = await createCompany(handle.db);
    const owner = await createUser({ role: "partner", company });
    const cookie = await signIn(owner.email, owner.password, "127.0.0.1");
    expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
    const workPage = await request(proxy.ca, "GET", "/partner/admin/work", { headers: { cookie } });
    expect(workPage.status).toBe(200);

    const plain = await fetch(`http://localhost:${PORTS.proxyHttp}/contact`, { redirect: "manual" });
    expect(plain.status).toBe(308);
    // On the standard ports this is https://localhost/contact's own port; here only the scheme can be checked.
    expect(new URL(plain.headers.get("location") ?? "")).toMatchObject({ protocol: "https:", pathname: "/contact" });
  });

  it("counts rate limits per client address behind the proxy: two clients, two buckets", async () => {
    // The contact form takes 5 messages a network per 10 minutes.
    const first: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await postForm(proxy.ca, "/contact", contactForm(`bucket-a-${i}@example.com`), {
        localAddress: "127.0.0.2",
      });
      first.push(answer.status);
    }
    const second = await postForm(proxy.ca, "/contact", contactForm("bucket-b-0@example.com"), {
      localAddress: "127.0.0.3",
    });
    expect(first).toEqual([200, 200, 200, 200, 200, 429]);
    expect(second.status).toBe(200);
    expect(await contactsFrom("bucket-")).toBe(6);
  });

  it("leaves the mail to the worker when the web processes run with BACKGROUND=off", async () => {
    // Queued by the web processes (the contact acknowledgements above); their outbox worker,
    // were it running, would send within 5 s.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await sinkMessages()).toEqual([]);
    worker = await startWorker({ databaseUrl: cluster.url });
    const messages = await waitForMail((received) => received.length >= 6, 30_000);
    expect(messages.flatMap((message) => message.to).sort()).toEqual(
      [...[0, 1, 2, 3, 4].map((i) => `bucket-a-${i}@example.com`), "bucket-b-0@example.com"].sort(),
    );
  });

  it("takes a 5 MB photo through the proxy and serves it back", async () => {
    const company = await createCompany(handle.db);
    const owner = await createUser({ role: "partner", company });
    const cookie = await signIn(owner.email, owner.password, "127.0.0.4");
    const photo = await sharp(randomBytes(1800 * 1400 * 3), { raw: { width: 1800, height: 1400, channels: 3 } })
      .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(MAX_IMAGE_BYTES - 256 * 1024);
    expect(photo.length).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(photo)], "removal.jpg", { type: "image/jpeg" }));

    const upload = await postForm(proxy.ca, "/partner/admin/profile/photos", form, {
      localAddress: "127.0.0.4",
      cookie,
    });
    expect(upload.status).toBe(200);
    const [stored] = await handle.db.select().from(companyPhotos).where(eq(companyPhotos.companyId, company.id));
    expect(stored).toMatchObject({ width: 1600, height: 1244 });
    const served = await request(proxy.ca, "GET", mediaPath(stored?.storageKey ?? ""));
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("restarts one process, then the other, under load without losing a request", async () => {
    const answers: { method: string; status: number; atMs: number }[] = [];
    const drillStart = Date.now();
    const since = () => Date.now() - drillStart;
    let posted = 0;
    let loading = true;
    // Four clients, each sending one request after another: a page, then a contact message
    // from an address of its own (so no rate limit refuses the drill's load).
    const client = async (index: number) => {
      for (let i = 0; loading; i++) {
        const page = await request(proxy.ca, "GET", "/").catch(() => ({ status: 0 }));
        answers.push({ method: "GET", status: page.status, atMs: since() });
        const n = posted++;
        const localAddress = `127.20.${index}.${(i % 250) + 1}`;
        const contact = await postForm(proxy.ca, "/contact", contactForm(`rolling-${n}@example.com`), {
          localAddress,
        }).catch(() => ({ status: 0 }));
        answers.push({ method: "POST", status: contact.status, atMs: since() });
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(client));
    const restarts: { port: number; signalledAtMs: number; stopMs: number; startMs: number }[] = [];
    for (const port of [PORTS.app, PORTS.app2]) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const startedAt = Date.now();
      const signalledAtMs = since();
      const running = apps.get(port) as Running;
      const stopped = stop(running, "SIGTERM");
      // The stopping process tells the proxy (its health check) and still serves what it is sent.
      await expect.poll(async () => (await fetch(`${urlOf(port)}/healthz`)).status).toBe(503);
      expect((await fetch(`${urlOf(port)}/contact`)).status).toBe(200);
      expect(await stopped).toBe(0);
      const stoppedAt = Date.now();
      apps.set(port, await startApp({ port, databaseUrl: cluster.url, env: WEB }));
      restarts.push({ port, signalledAtMs, stopMs: stoppedAt - startedAt, startMs: Date.now() - stoppedAt });
      // The proxy's health checks (every 2 s) take the process back before the next one stops;
      // three of them, as docs/deploy.md says, so one slow check on a busy machine is not the last.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
    }
    loading = false;
    await load;

    const failed = answers.filter((answer) => answer.status !== 200);
    // A failure names when it came (ms since the load began), each restart's timeline and what
    // the proxy logged, so a rare one can be read from CI's output.
    expect(failed, JSON.stringify({ restarts, proxyLog: proxyProblems(proxy) }, null, 1)).toEqual([]);
    expect(answers.length).toBeGreaterThan(100);
    expect(await contactsFrom("rolling-")).toBe(posted);
    console.info(
      `Rolling restart behind Caddy: ${answers.length} requests (${posted} contact messages) while each process ` +
        `restarted (${restarts.map(({ stopMs, startMs }) => `stopped in ${seconds(stopMs)}, started in ${seconds(startMs)}`).join("; ")}); ` +
        `${failed.length} failed, ` +
        `${await contactsFrom("rolling-")} messages stored`,
    );
  });
});
