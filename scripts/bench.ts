import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";

/**
 * `npm run bench`: times matching, quote submission, claiming (50 partners clicking 'Claim' on
 * one request at once) and the customer's acceptance on an in-memory PGlite with 10,000 partner
 * companies. Prints median and p99 per operation; nothing here asserts a time, but it fails when
 * a request ends with other than 6 claims.
 */
process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "movematch-bench-"));
process.env.LOG_LEVEL ??= "error";

const { openDatabase } = await import("~/db/client.server");
const { companies, emailOutbox, quoteRequests, user } = await import("~/db/schema");
const { installDatabaseHandle } = await import("~/server/db.server");
const { matchCompanies } = await import("~/server/matching/match-companies.server");
const { submitQuoteRequest } = await import("~/server/quote-requests/submit-quote-request.server");
const { sendVerificationCode } = await import("~/server/quote-requests/verification-codes.server");
const { quoteRequestSchema, todayInUk } = await import("~/lib/schemas/quote-request");
const { claimLead } = await import("~/server/leads/claim-lead.server");
const { sendQuote } = await import("~/server/quotes/company-quotes.server");
const { issueAccessLink } = await import("~/server/customer-requests/access-links.server");
const { acceptQuote } = await import("~/server/customer-requests/accept-quote.server");
const { MAX_MATCHED_COMPANIES } = await import("~/lib/constants");

const PARTNERS = 10_000;
const MATCH_RUNS = 300;
const SUBMIT_RUNS = 60;
/** Partners clicking 'Claim' on the same request at the same moment. */
const CLAIMERS = 50;

/** A small deterministic generator, so every run benchmarks the same directory. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function summarise(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  console.log(
    `${label.padEnd(50)} n=${String(samples.length).padStart(4)}  median ${at(0.5).toFixed(2).padStart(7)} ms  p99 ${at(0.99).toFixed(2).padStart(7)} ms`,
  );
}

const handle = await openDatabase({ pglite: new PGlite() });
await handle.migrate();
installDatabaseHandle(handle);
const db = handle.db;
const next = random(42);

// England, Wales and southern Scotland, where most people move.
const point = () => ({ lat: 50.4 + next() * 5.5, lng: -4.5 + next() * 6 });
const rows = Array.from({ length: PARTNERS }, (_, index) => {
  const base = point();
  return {
    slug: `bench-partner-${index}`,
    name: `Bench Partner ${index}`,
    status: "approved" as const,
    isPartner: true,
    email: `partner-${index}@bench.example`,
    phone: "+441614960000",
    addressLine1: `${index} Bench Street`,
    postcode: "M1 1AE",
    town: "Bench",
    lat: base.lat,
    lng: base.lng,
    removalTypes: next() < 0.3 ? (["domestic", "commercial"] as const) : (["domestic"] as const),
    serviceAreaMode: "radius" as const,
    serviceLat: base.lat,
    serviceLng: base.lng,
    serviceRadiusMiles: 10 + Math.floor(next() * 50),
    rating: 6 + next() * 4,
    reviewCount: Math.floor(next() * 80),
    leadCapPerDay: 10,
    leadCapPerWeek: 50,
  };
});
for (let start = 0; start < rows.length; start += 500) {
  await db
    .insert(companies)
    .values(rows.slice(start, start + 500).map((row) => ({ ...row, removalTypes: [...row.removalTypes] })));
}
await db.execute("analyze");

const matchTimes: number[] = [];
let matchedTotal = 0;
for (let run = 0; run < MATCH_RUNS; run++) {
  const started = performance.now();
  const matched = await matchCompanies(db, { moveType: "domestic", point: point(), now: new Date() });
  matchTimes.push(performance.now() - started);
  matchedTotal += matched.length;
}

const today = todayInUk();
const submitTimes: number[] = [];
for (let run = 0; run < SUBMIT_RUNS; run++) {
  const email = `bench-${run}@example.com`;
  await sendVerificationCode({ email, locale: "en-GB" });
  const [mail] = await db.select({ payload: emailOutbox.payload }).from(emailOutbox).where(eq(emailOutbox.to, email));
  const code = (mail?.payload as { code?: string } | undefined)?.code;
  if (!code) throw new Error(`no code was emailed to ${email}`);
  const input = quoteRequestSchema(today).parse({
    moveType: "domestic",
    movingFrom: { postcode: "M1 1AE", city: "Manchester", address: "" },
    movingTo: { city: "Leeds", address: "" },
    helpType: "full",
    currentProperty: { type: "house", bedrooms: "3", liftAvailable: "", floorNumber: "" },
    newProperty: { type: "house", bedrooms: "2", liftAvailable: "", floorNumber: "" },
    additionalDetails: "no",
    additionalDetailsText: "",
    movingDate: "flexible",
    specificDate: "",
    personalDetails: { fullName: "Bench Customer", email, phone: "" },
  });
  const started = performance.now();
  await submitQuoteRequest({ input, code, idempotencyKey: `bench-${run}`, locale: "en-GB" });
  submitTimes.push(performance.now() - started);
}

// Claiming: for every submitted request, 50 partners (a different 50 each time, so no daily cap
// is reached) claim at once; each claim is timed from its own start, waiting included.
const [actor] = await db
  .insert(user)
  .values({ id: "bench-partner-user", name: "Bench Partner User", email: "user@bench.example", role: "partner" })
  .returning({ id: user.id });
if (!actor) throw new Error("the bench user was not written");
const partnerIds = (await db.select({ id: companies.id }).from(companies).orderBy(companies.slug)).map((row) => row.id);
const requests = await db.select({ id: quoteRequests.id }).from(quoteRequests).orderBy(quoteRequests.createdAt);
const claimTimes: number[] = [];
const acceptTimes: number[] = [];
let claimingMs = 0;
for (const [index, request] of requests.entries()) {
  const claimers = partnerIds.slice(index * CLAIMERS, (index + 1) * CLAIMERS);
  const batchStarted = performance.now();
  const outcomes = await Promise.all(
    claimers.map(async (companyId) => {
      const started = performance.now();
      const claim = await claimLead({ companyId }, { quoteRequestId: request.id, actorUserId: actor.id }).catch(
        () => null,
      );
      claimTimes.push(performance.now() - started);
      return claim ? { companyId, leadId: claim.leadId } : null;
    }),
  );
  claimingMs += performance.now() - batchStarted;
  const claimed = outcomes.filter((outcome) => outcome !== null);
  if (claimed.length !== MAX_MATCHED_COMPANIES) {
    throw new Error(`request ${request.id} ended with ${claimed.length} claims instead of ${MAX_MATCHED_COMPANIES}`);
  }
  // Every claimer quotes; the customer accepts the first quote from the link in an email.
  const sent = [];
  for (const { companyId, leadId } of claimed) {
    const terms = { price: "850", inclusions: ["packing"], message: "" };
    sent.push(await sendQuote({ companyId }, { leadId, actorUserId: actor.id, terms }));
  }
  const link = await db.transaction((tx) => issueAccessLink(tx, request.id));
  const token = link.slice(link.lastIndexOf("/") + 1);
  const chosen = sent[0];
  if (!chosen) throw new Error("no quote was sent");
  const started = performance.now();
  await acceptQuote(token, { quoteId: chosen.id, version: chosen.version });
  acceptTimes.push(performance.now() - started);
}

console.log(`MoveMatch benchmarks on PGlite (in memory), ${PARTNERS.toLocaleString("en-GB")} approved partners`);
summarise("match one request (up to 6 of 10,000)", matchTimes);
summarise("submit a verified request (verify, match, store)", submitTimes);
summarise(`claim a lead (${CLAIMERS} partners at once, 6 win)`, claimTimes);
console.log(`claims answered per second (won or refused): ${((claimTimes.length / claimingMs) * 1000).toFixed(0)}`);
summarise("accept a quote (book the job, tell 6 companies)", acceptTimes);
console.log(`average companies matched per request: ${(matchedTotal / MATCH_RUNS).toFixed(1)}`);
await handle.close();
