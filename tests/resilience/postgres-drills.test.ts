import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { cities, contacts, jobs, leads, ledgerEntries, reviewInvitations, reviews } from "~/db/schema";
import { companyDetailsFormSchema } from "~/lib/schemas/company-profile";
import { installDatabaseHandle } from "~/server/db.server";
import { updateCompanyProfile } from "~/server/partners/company-profile.server";
import { approvePartnerApplication } from "~/server/partners/partner-lifecycle.server";
import { decideReview } from "~/server/reviews/moderate-reviews.server";
import { createCompany } from "../factories/companies";
import { createOpenRequest } from "../factories/leads";
import { createMovedJob } from "../factories/reviews";
import { createUser } from "../factories/users";
import { type Cluster, createCluster, postgresBinaries } from "./postgres-cluster";
import {
  claim,
  createClaimers,
  mailCounts,
  type Outcome,
  PORTS,
  type Running,
  signIn,
  sinkMessages,
  startApp,
  startMailSink,
  stop,
  submitContact,
  urlOf,
  waitForMail,
} from "./support";

/**
 * Drills on PostgreSQL: two production servers sharing one private cluster, and the cluster
 * restarted under a serving app. Without PostgreSQL binaries the file fails, unless
 * DRILLS_WITHOUT_POSTGRES=1 says so on purpose (then it is skipped with a warning).
 */
const bin = postgresBinaries();
const withoutPostgres = !bin && process.env.DRILLS_WITHOUT_POSTGRES === "1";
if (withoutPostgres) console.warn("PostgreSQL drills NOT RUN: no PostgreSQL binaries under /usr/lib/postgresql");

let cluster: Cluster;
let handle: DatabaseHandle;
let sink: Running;
let appA: Running;
let appB: Running;
const reviewCustomers: string[] = [];
let reviewedMoverId: string;

async function contactCounts(prefix: string): Promise<Map<string, number>> {
  const rows = await handle.db
    .select({ email: contacts.email, n: sql<number>`count(*)::int` })
    .from(contacts)
    .where(sql`${contacts.email} like ${`${prefix}-%`}`)
    .groupBy(contacts.email);
  return new Map(rows.map((row) => [row.email, row.n]));
}

describe.skipIf(withoutPostgres)("drills on PostgreSQL", () => {
  beforeAll(async () => {
    if (!bin)
      throw new Error(
        "No PostgreSQL under /usr/lib/postgresql: set DRILLS_WITHOUT_POSTGRES=1 to run without these drills",
      );
    cluster = await createCluster(bin);
    handle = await openDatabase({ databaseUrl: cluster.url, onIdleConnectionError: () => undefined });
    await handle.migrate();
    // The accounts are made as the app makes them (better-auth, hashed passwords), in the shared database.
    installDatabaseHandle(handle);
    // Moves done yesterday: the time sweeps of both processes, started together, invite their customers to review.
    const mover = await createCompany(handle.db);
    reviewedMoverId = mover.id;
    for (let i = 0; i < 20; i++) {
      const { request } = await createMovedJob(handle.db, { companyId: mover.id });
      reviewCustomers.push(request.email);
    }
    sink = await startMailSink();
    [appA, appB] = await Promise.all([
      startApp({ port: PORTS.app, databaseUrl: cluster.url }),
      startApp({ port: PORTS.app2, databaseUrl: cluster.url }),
    ]);
  });
  afterAll(async () => {
    for (const app of [appA, appB]) if (app) await stop(app, "SIGTERM");
    if (sink) await stop(sink, "SIGTERM");
    await handle?.close();
    await cluster?.remove();
  });

  it("two processes: a session works on both, a rate limit counts across both, 50 claims give 6 with one charge each", async () => {
    const request = await createOpenRequest(handle.db);
    const partners = await createClaimers(handle.db, { quoteRequestIds: [request.id], count: 50, network: "10.40" });

    // Sessions: signed in on one process, used on the other.
    const startedAt = Date.now();
    const signedIn = await Promise.all(
      partners.map(async (partner, i) => ({
        ...partner,
        port: i % 2 === 0 ? PORTS.app2 : PORTS.app,
        cookie: await signIn(
          i % 2 === 0 ? PORTS.app : PORTS.app2,
          partner.email,
          partner.password,
          partner.forwardedFor,
        ),
      })),
    );
    for (const partner of signedIn.slice(0, 4)) {
      const page = await fetch(`${urlOf(partner.port)}/partner/admin/work`, {
        headers: { cookie: partner.cookie, "x-forwarded-for": partner.forwardedFor },
        redirect: "manual",
      });
      await page.arrayBuffer();
      expect(page.status).toBe(200);
    }
    const anonymous = await fetch(`${urlOf(PORTS.app2)}/partner/admin/work`, { redirect: "manual" });
    await anonymous.arrayBuffer();
    expect(anonymous.status).not.toBe(200);

    // Claims: all 50 at once, each on the process it did not sign in on.
    const statuses = await Promise.all(signedIn.map(async (partner) => (await claim(partner.port, partner)).status));
    const claimMs = Date.now() - startedAt;
    const leadIds = partners.map((partner) => partner.leadId);
    const claimed = await handle.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.quoteRequestId, request.id), eq(leads.status, "claimed")));
    const charges = await handle.db
      .select({ leadId: ledgerEntries.leadId, n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.leadId, leadIds), eq(ledgerEntries.kind, "lead_charge")))
      .groupBy(ledgerEntries.leadId);
    const answered = statuses.filter((status) => status === 200).length;
    expect(claimed).toHaveLength(6);
    expect(answered).toBe(6);
    expect(charges.map((charge) => charge.leadId).sort()).toEqual(claimed.map((lead) => lead.id).sort());
    expect(charges.every((charge) => charge.n === 1)).toBe(true);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    // Rate limits: one network sends the contact form to both processes in turn; the limit is 5.
    const limited: Outcome[] = [];
    for (let i = 0; i < 8; i++) {
      limited.push(await submitContact(i % 2 === 0 ? PORTS.app : PORTS.app2, i, `limit-${i}@example.com`, "10.41.0.1"));
    }
    expect(limited).toEqual([...Array(5).fill("stored"), ...Array(3).fill("limited")]);
    console.info(
      `Two processes: 50 partners signed in on one process and claimed on the other in ${Math.round(claimMs / 1000)} s; ` +
        `${answered} claims answered, ${claimed.length} stored, ${charges.length} charged once each; ` +
        `contact limit 5 per network held across both (${limited.filter((o) => o === "stored").length} accepted, ${limited.filter((o) => o === "limited").length} answered 429)`,
    );
  });

  it("two processes: an approved partner, an edited company and a published review show on the next page from either", async () => {
    const pageOn = async (port: number, path: string) => {
      const response = await fetch(`${urlOf(port)}${path}`, { headers: { "accept-language": "en-GB" } });
      return { cache: response.headers.get("x-render-cache"), html: await response.text() };
    };
    /**
     * Both processes serve `path` from their cache before the change (polled: the previous
     * change's notification may still be on its way and clear a copy just stored).
     */
    const cachedOnBoth = async (path: string) => {
      for (const port of [PORTS.app, PORTS.app2]) {
        await expect
          .poll(async () => (await pageOn(port, path)).cache, {
            timeout: 5_000,
            interval: 50,
            message: `${path} on ${port}`,
          })
          .toBe("hit");
      }
    };
    /** How long until both processes show `text` on `path` (the change is made by a third process: this one). */
    const shownOnBoth = async (path: string, text: string) => {
      const started = Date.now();
      for (const port of [PORTS.app, PORTS.app2]) {
        await expect
          .poll(async () => (await pageOn(port, path)).html, { timeout: 5_000, interval: 50 })
          .toContain(text);
      }
      return Date.now() - started;
    };
    const staff = await createUser({ role: "staff" });
    const [aberdeen] = await handle.db.select().from(cities).where(eq(cities.slug, "aberdeen"));
    if (!aberdeen) throw new Error("no Aberdeen in the reference cities");
    const cityPath = `/movers/${aberdeen.regionSlug}/${aberdeen.slug}`;

    // Approved: the partner appears on the page of the city it covers.
    const applicant = await createCompany(handle.db, {
      status: "pending",
      isPartner: false,
      serviceLat: aberdeen.lat,
      serviceLng: aberdeen.lng,
      serviceRadiusMiles: 10,
    });
    await cachedOnBoth(cityPath);
    expect((await pageOn(PORTS.app, cityPath)).html).not.toContain(applicant.name);
    await approvePartnerApplication({ companyId: applicant.id, actorUserId: staff.id });
    const approvedMs = await shownOnBoth(cityPath, applicant.name);

    // Edited: the company's page shows its new description.
    const companyPath = `/company/${applicant.slug}`;
    await cachedOnBoth(companyPath);
    const about = `Careful movers across Aberdeenshire, edition ${Date.now()}.`;
    await updateCompanyProfile(
      { companyId: applicant.id },
      companyDetailsFormSchema.parse({
        intent: "details",
        about,
        services: ["house-removals"],
        features: [],
        removalTypes: ["domestic"],
        phone: "01224 496000",
        email: applicant.email,
        // The public address the page shows: left out, the profile would be incomplete and unlisted.
        publicEmail: applicant.publicEmail ?? applicant.email,
        website: "",
      }),
      { authorLanguage: "en-GB" },
    );
    const editedMs = await shownOnBoth(companyPath, about);

    // Published: the review appears on the company's page.
    await cachedOnBoth(companyPath);
    const { request, job } = await createMovedJob(handle.db, { companyId: applicant.id });
    const title = `Everything arrived in one piece ${Date.now()}`;
    const [review] = await handle.db
      .insert(reviews)
      .values({
        companyId: applicant.id,
        quoteRequestId: request.id,
        jobId: job.id,
        authorName: "Moira D.",
        title,
        content: "On time, careful with the piano, and tidy.",
        quality: 9,
        customerService: 10,
        valueForMoney: 9,
        overall: 9,
        status: "pending",
      })
      .returning();
    if (!review) throw new Error("no review row");
    await decideReview({ reviewId: review.id, actorUserId: staff.id, decision: "publish" });
    const publishedMs = await shownOnBoth(companyPath, title);
    console.info(
      `Render cache on two processes: each change shown by both within ${approvedMs} ms (partner approved), ` +
        `${editedMs} ms (company edited), ${publishedMs} ms (review published)`,
    );
  });

  it("two processes: both workers sweep and deliver the outbox, no email is sent twice", async () => {
    const emails = Array.from({ length: 30 }, (_, i) => `outbox-${i}@example.com`);
    const outcomes = await Promise.all(
      emails.map((email, i) => submitContact(i % 2 === 0 ? PORTS.app : PORTS.app2, 100 + i, email)),
    );
    expect(outcomes.every((outcome) => outcome === "stored")).toBe(true);
    const expected = [...emails, ...reviewCustomers];
    await waitForMail((messages) => expected.every((email) => mailCounts(messages).has(email)), 90_000);
    // Time for a second delivery to show up, if either worker were to send one.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const counts = mailCounts(await sinkMessages());
    expect(expected.map((email) => counts.get(email))).toEqual(expected.map(() => 1));
    const invitations = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviewInvitations)
      .innerJoin(jobs, eq(jobs.id, reviewInvitations.jobId))
      // Only this drill's moves: the render-cache drill's moved job may be invited too.
      .where(eq(jobs.companyId, reviewedMoverId));
    expect(invitations[0]?.n).toBe(reviewCustomers.length);
    console.info(
      `Two processes: ${reviewCustomers.length} review invitations swept by both workers at once and 30 contact emails ` +
        `queued across both; ${expected.length} delivered, 0 twice`,
    );
  });

  it("a connection cut inside a transaction fails that transaction, not the process", async () => {
    const own = await openDatabase({ databaseUrl: cluster.url, onIdleConnectionError: () => undefined });
    try {
      const cut = own.db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        // As a server shutdown does: the backend goes away while the transaction is between statements.
        await handle.db.execute(sql`select pg_terminate_backend(${rows[0]?.pid})`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      // The pool replaced the dead connection.
      const { rows } = await own.db.execute<{ ok: number }>(sql`select 1 as ok`);
      expect(rows[0]?.ok).toBe(1);
    } finally {
      await own.close();
    }
  });

  it("PostgreSQL restarted while the app serves: /healthz 503 during the outage, recovery without a restart, no acknowledged write lost", async () => {
    await stop(appB, "SIGTERM");
    // The LISTEN connection (public page cache invalidation) must come back too.
    const listener = await openDatabase({ databaseUrl: cluster.url, onIdleConnectionError: () => undefined });
    let notified = 0;
    const unlisten = await listener.listen("drill_restart", () => notified++);
    const results: { email: string; outcome: Outcome }[] = [];
    const healthz: { sentAt: number; at: number; status: number }[] = [];
    let sending = true;
    const writer = (async () => {
      for (let i = 0; sending; i++) {
        const email = `restart-${i}@example.com`;
        results.push({ email, outcome: await submitContact(PORTS.app, 200 + i, email) });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const prober = (async () => {
      while (sending) {
        const sentAt = Date.now();
        const response = await fetch(`${urlOf(PORTS.app)}/healthz`).catch(() => undefined);
        await response?.arrayBuffer();
        healthz.push({ sentAt, at: Date.now(), status: response?.status ?? 0 });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const downAt = Date.now();
    await cluster.stop();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const startingAt = Date.now();
    await cluster.start();
    const upAt = Date.now();
    let recoveredAt = 0;
    while (Date.now() - upAt < 60_000 && !recoveredAt) {
      const last = healthz.at(-1);
      if (last && last.at > upAt && last.status === 200) recoveredAt = last.at;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const writesBeforeRecoveryEnd = results.length;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    sending = false;
    await Promise.all([writer, prober]);

    const notifiedBefore = notified;
    await handle.db.execute(sql`notify drill_restart`);
    await expect.poll(() => notified, { timeout: 10_000 }).toBeGreaterThan(notifiedBefore);
    await unlisten();
    await listener.close();

    expect(appA.process.exitCode, appA.output.join("").slice(-3000)).toBeNull();
    expect(recoveredAt).toBeGreaterThan(0);
    // Probes sent once the server had stopped and answered before it was started again: a probe
    // in flight while it stops, or one answered while pg_ctl waits for it to accept, may be 200.
    const duringOutage = healthz.filter((probe) => probe.sentAt >= stoppedAt && probe.at <= startingAt);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.every((probe) => probe.status === 503)).toBe(true);
    const acknowledged = results.filter((result) => result.outcome === "stored");
    const afterRecovery = results.slice(writesBeforeRecoveryEnd).filter((result) => result.outcome === "stored");
    expect(afterRecovery.length).toBeGreaterThan(0);
    const stored = await contactCounts("restart");
    for (const { email } of acknowledged) expect(stored.get(email)).toBe(1);
    // The process stayed up: every request got an answer, a refusal while the database was away.
    const lost = results.filter((result) => result.outcome === "lost").length;
    expect(lost).toBe(0);
    const refused = results.filter((result) => result.outcome !== "stored").length;
    console.info(
      `PostgreSQL restart: down ${Math.round((upAt - downAt) / 1000)} s, /healthz 503 on ${duringOutage.length}/${duringOutage.length} probes during it, ` +
        `200 again ${((recoveredAt - upAt) / 1000).toFixed(1)} s after the server was back; ${results.length} submissions, ` +
        `${acknowledged.length} acknowledged (all stored once), ${refused} refused during the outage, ${lost} connections dropped, 0 acknowledged writes lost`,
    );
  });
});
