import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { eq, like, sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, openDatabase } from "~/db/client.server";
import { companies, companyMembers, emailOutbox, quoteRequests, user } from "~/db/schema";
import { MAX_MATCHED_COMPANIES } from "~/lib/constants";
import { type QuoteRequestInput, quoteRequestSchema } from "~/lib/schemas/quote-request";
import { todayInUk } from "~/lib/uk-time";
import { installDatabaseHandle } from "~/server/db.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { matchCompanies } from "~/server/matching/match-companies.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { issueAccessLink } from "~/server/quote-requests/access-links.server";
import { submitQuoteRequest } from "~/server/quote-requests/submit-quote-request.server";
import { sendVerificationCode } from "~/server/quote-requests/verification-codes.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { seedReferenceData } from "~/server/seed/reference-data.server";
import { validQuoteForm } from "../../tests/factories/quote-form";
import { type BenchOptions, type Figures, median, quantile } from "./support";

/**
 * Matching, quote submission and claiming, called in-process on a database of their own
 * holding 10,000 approved partners spread over England, Wales and southern Scotland, each with a
 * complete profile and a signed-in owner, so matching invites them (`sqlInvitable`).
 */
export const CLIENTS = 50;

export async function openScratch(options: BenchOptions): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (options.database === "postgres" && options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    const name = `${url.pathname.replace(/^\//, "") || "movematch"}_leadloop`.replace(/[^a-z0-9_]/gi, "_");
    const admin = await openDatabase({ databaseUrl: options.databaseUrl });
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString() });
  } else {
    handle = await openDatabase({ pglite: new PGlite() });
  }
  await handle.migrate();
  installDatabaseHandle(handle);
  await seedReferenceData(handle.db);
  return handle;
}

export async function insertPartners(db: Database, count: number, next: () => number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const lat = 50.4 + next() * 5.5;
    const lng = -4.5 + next() * 6;
    return {
      slug: `bench-partner-${index}`,
      name: `Bench Partner ${index}`,
      status: "approved" as const,
      isPartner: true,
      email: `partner-${index}@bench.example`,
      publicEmail: `hello-${index}@bench.example`,
      about: "Careful removals, fully insured.",
      services: ["house-removals" as const],
      phone: "+441614960000",
      addressLine1: `${index} Bench Street`,
      postcode: "M1 1AE",
      town: "Bench",
      lat,
      lng,
      removalTypes: next() < 0.3 ? ["domestic" as const, "commercial" as const] : ["domestic" as const],
      serviceAreaMode: "radius" as const,
      serviceLat: lat,
      serviceLng: lng,
      serviceRadiusMiles: 10 + Math.floor(next() * 50),
      rating: 6 + next() * 4,
      reviewCount: Math.floor(next() * 80),
      // The submission sections' 1,200 requests all start in Manchester, where about 460 partners
      // match: about 16 invitations each, so no cap stops a request being offered its 6 places.
      leadCapPerDay: 25,
      leadCapPerWeek: 100,
    };
  });
  for (let start = 0; start < rows.length; start += 500) {
    const written = await db
      .insert(companies)
      .values(rows.slice(start, start + 500))
      .returning({ id: companies.id, slug: companies.slug });
    await db.insert(user).values(
      written.map(({ slug }) => ({
        id: `owner-${slug}`,
        name: `Owner of ${slug}`,
        email: `owner-${slug}@bench.example`,
        role: "partner" as const,
        lastSignedInAt: new Date(),
      })),
    );
    await db
      .insert(companyMembers)
      .values(written.map(({ id, slug }) => ({ companyId: id, userId: `owner-${slug}`, role: "owner" as const })));
  }
  await db.execute(sql`analyze`);
}

export async function measureMatching(
  figures: Figures,
  db: Database,
  runs: number,
  partners: number,
  next: () => number,
) {
  const times: number[] = [];
  let matched = 0;
  for (let run = 0; run < runs; run++) {
    const point = { lat: 50.4 + next() * 5.5, lng: -4.5 + next() * 6 };
    const started = performance.now();
    matched += (await matchCompanies(db, { moveType: "domestic", point, now: new Date() })).length;
    times.push(performance.now() - started);
  }
  const label = `match one request against ${partners.toLocaleString("en-GB")} partners`;
  figures.record("matching.median_ms", median(times), "ms", `${label}: median`);
  figures.record("matching.p99_ms", quantile(times, 0.99), "ms", `${label}: p99`);
  figures.record("matching.companies_matched", matched / runs, "", "companies matched per request (average)");
}

function submissionInput(email: string): QuoteRequestInput {
  return quoteRequestSchema(todayInUk()).parse(
    validQuoteForm(email, { personalDetails: { fullName: "Bench Customer", email, phone: "" } }),
  );
}

/**
 * Quote submission: `count` verified requests (codes emailed beforehand, untimed) sent by
 * CLIENTS concurrent clients; with `retryShare`, that share of them is sent a second time at
 * once (a double click, a retry after a timeout). Afterwards the rows are counted: every
 * idempotency key must have exactly one quote request.
 */
export async function measureSubmission(
  figures: Figures,
  db: Database,
  { count, retryShare, prefix }: { count: number; retryShare: number; prefix: string },
) {
  const submissions: { input: QuoteRequestInput; code: string; key: string }[] = [];
  for (let index = 0; index < count; index++) {
    const email = `${prefix}-${index}@bench.example`;
    await sendVerificationCode({ email, locale: "en-GB" });
    const [mail] = await db.select({ payload: emailOutbox.payload }).from(emailOutbox).where(eq(emailOutbox.to, email));
    const code = (mail?.payload as { code?: string } | undefined)?.code;
    if (!code) throw new Error(`no code was emailed to ${email}`);
    submissions.push({ input: submissionInput(email), code, key: `${prefix}-${index}` });
  }
  // A retry follows its original in the queue, so another client sends it while the first is in flight.
  const every = retryShare > 0 ? Math.round(1 / retryShare) : 0;
  const queue = submissions.flatMap((submission, index) =>
    every > 0 && index % every === 0 ? [submission, submission] : [submission],
  );
  const sent = queue.length;
  const times: number[] = [];
  const references = new Map<string, Set<string>>();
  let failures = 0;
  // The embedded database runs on this thread: the process's CPU time is the submissions' whole cost.
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const begin = performance.now();
        const stored = await submitQuoteRequest({
          input: item.input,
          code: item.code,
          idempotencyKey: item.key,
          locale: "en-GB",
        }).catch(() => null);
        times.push(performance.now() - begin);
        if (!stored) failures++;
        else references.set(item.key, (references.get(item.key) ?? new Set()).add(stored.reference));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const rows = await db
    .select({ key: quoteRequests.idempotencyKey, rows: sql<number>`count(*)::int` })
    .from(quoteRequests)
    .where(like(quoteRequests.idempotencyKey, `${prefix}-%`))
    .groupBy(quoteRequests.idempotencyKey);
  const lost = count - rows.length;
  const duplicated = rows.reduce((sum, row) => sum + row.rows - 1, 0);
  // A retry must answer with the reference of the request its original stored.
  const answeredDifferently = [...references.values()].filter((set) => set.size > 1).length;
  const label = retryShare > 0 ? `with ${Math.round(retryShare * 100)}% retried` : "no retries";
  const id = retryShare > 0 ? "submission.retried" : "submission";
  figures.record(`${id}.per_second`, count / seconds, "/s", `verified submissions/s, ${CLIENTS} clients, ${label}`);
  figures.record(`${id}.p50_ms`, median(times), "ms", `submission p50, ${label}`);
  figures.record(`${id}.p99_ms`, quantile(times, 0.99), "ms", `submission p99, ${label}`);
  figures.record(`${id}.cpu_ms`, (cpu.user + cpu.system) / 1000 / sent, "ms", `process CPU per request sent, ${label}`);
  figures.record(`${id}.sent`, sent, "", `requests sent (${count} distinct), ${label}`);
  figures.record(`${id}.failed`, failures, "", `requests answered with an error, ${label}`);
  figures.record(`${id}.lost`, lost, "", `submissions with no row, ${label}`);
  figures.record(`${id}.duplicated`, duplicated + answeredDifferently, "", `extra rows or differing answers, ${label}`);
}

/**
 * Claiming: for each request, CLIENTS partners (a different set each time, so no daily cap is
 * reached) claim at once; each claim is timed from its own start, waiting included. Exactly
 * MAX_MATCHED_COMPANIES must win. Every winner quotes and the customer accepts one. The first
 * request warms the code up and is not timed: its claims run the claim's code for the first time
 * in the process (compiling it, planning its statements), 70-90 ms, and as one batch of CLIENTS
 * claims they alone would be the p99.
 */
export async function measureClaiming(figures: Figures, db: Database, requestCount: number) {
  const [actor] = await db
    .insert(user)
    .values({ id: "bench-partner-user", name: "Bench Partner User", email: "user@bench.example", role: "partner" })
    .returning({ id: user.id });
  if (!actor) throw new Error("the bench user was not written");
  const partnerIds = (await db.select({ id: companies.id }).from(companies).orderBy(companies.slug)).map(
    (row) => row.id,
  );
  const requests = (
    await db.select({ id: quoteRequests.id }).from(quoteRequests).orderBy(quoteRequests.createdAt)
  ).slice(0, Math.min(requestCount, Math.floor(partnerIds.length / CLIENTS)));
  const claimTimes: number[] = [];
  const acceptTimes: number[] = [];
  let claimingMs = 0;
  for (const [index, request] of requests.entries()) {
    const claimers = partnerIds.slice(index * CLIENTS, (index + 1) * CLIENTS);
    const batchStarted = performance.now();
    const outcomes = await Promise.all(
      claimers.map(async (companyId) => {
        const started = performance.now();
        const claim = await claimLead({ companyId }, { quoteRequestId: request.id, actorUserId: actor.id }).catch(
          () => null,
        );
        if (index > 0) claimTimes.push(performance.now() - started);
        return claim ? { companyId, leadId: claim.leadId } : null;
      }),
    );
    if (index > 0) claimingMs += performance.now() - batchStarted;
    const claimed = outcomes.filter((outcome) => outcome !== null);
    if (claimed.length !== MAX_MATCHED_COMPANIES) {
      throw new Error(`request ${request.id} ended with ${claimed.length} claims instead of ${MAX_MATCHED_COMPANIES}`);
    }
    const sent = [];
    for (const { companyId, leadId } of claimed) {
      const terms = { price: "850", inclusions: ["packing" as const], message: "" };
      sent.push(await sendQuote({ companyId }, { authorLanguage: "en-GB", leadId, actorUserId: actor.id, terms }));
    }
    const link = await db.transaction((tx) => issueAccessLink(tx, request.id));
    const chosen = sent[0];
    if (!chosen) throw new Error("no quote was sent");
    const started = performance.now();
    await acceptQuote(link.slice(link.lastIndexOf("/") + 1), { quoteId: chosen.id, version: chosen.version });
    if (index > 0) acceptTimes.push(performance.now() - started);
  }
  const label = `claim a lead, ${CLIENTS} partners at once (${MAX_MATCHED_COMPANIES} win)`;
  figures.record("claiming.median_ms", median(claimTimes), "ms", `${label}: median`);
  figures.record("claiming.p99_ms", quantile(claimTimes, 0.99), "ms", `${label}: p99`);
  figures.record("claiming.per_second", (claimTimes.length / claimingMs) * 1000, "/s", "claims answered per second");
  figures.record("accepting.median_ms", median(acceptTimes), "ms", "accept a quote (book, tell 6 companies): median");
}
