/**
 * What a spec can ask the e2e server to create (`seed(name, input)` in seed.ts), run by
 * e2e-server.ts inside the server's process on its own database. Each seeder validates its
 * input and returns what the spec needs to find its data again. A new back-office journey adds
 * its seeder here, built on tests/factories.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { invoices, jobs, quotes, reviews, user as userTable } from "~/db/schema";
import { previousMonth } from "~/lib/billing";
import { customerRequestPath } from "~/lib/lead-rules";
import { mediaPath } from "~/lib/media";
import { publicAuthorName } from "~/lib/reviews";
import { addDays, todayInUk, ukMoment } from "~/lib/uk-time";
import { JOB_STATUSES } from "~/lib/vocabulary";
import { getDb } from "~/server/db.server";
import { recordDirectoryChange } from "~/server/directory/directory-changes.server";
import { createTransport } from "~/server/email/transport.server";
import { deliverDueEmails, wakeOutboxWorker } from "~/server/email/worker.server";
import { changeJobStatus } from "~/server/jobs/job-changes.server";
import { claimLead } from "~/server/leads/claim-lead.server";
import { approvePartnerApplication } from "~/server/partners/partner-lifecycle.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { issueLastMonthsInvoices, runTimeSweeps } from "~/server/sweeps/time-sweeps.server";
import { createCompany } from "../../factories/companies";
import { createDriver, createVehicle } from "../../factories/fleet";
import {
  createBookedJob,
  createInvitation,
  createJob,
  createLead,
  createMember,
  createOpenRequest,
  createRequestWithToken,
  ukDate,
} from "../../factories/leads";
import { createContact, createQuoteRequest } from "../../factories/requests";
import { createPublishedReview } from "../../factories/reviews";
import { createUser, createUserWithTotp } from "../../factories/users";

/** Lerwick, Shetland: the live updates' spec has it to itself. */
const LERWICK = { lat: 60.1546, lng: -1.1494, town: "Lerwick", postcode: "ZE1 0AA" };

/** An account that has signed in before, as matching requires of a company's owner (sqlInvitable). */
async function markSignedIn(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(userTable).set({ lastSignedInAt: new Date() }).where(eq(userTable.id, userId));
}

interface Seeder<Input extends z.ZodType, Output> {
  input: Input;
  run(input: z.output<Input>): Promise<Output>;
}

function seeder<Input extends z.ZodType, Output>(definition: Seeder<Input, Output>) {
  return definition;
}

export const seeders = {
  /**
   * A partner as the admin panel makes one: an application approved by a member of staff
   * through the account service, so the partner has no password yet and the welcome email
   * with the set-password link is on its way to the mail sink.
   */
  partner: seeder({
    input: z.strictObject({ name: z.string().trim().min(1).max(100).optional() }),
    async run({ name }) {
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(await getDb(), {
        name: name ?? `E2E Removals ${suffix}`,
        email: `partner-${suffix}@example.com`,
        status: "pending",
        isPartner: false,
      });
      const staff = await createUser({ role: "staff" });
      await approvePartnerApplication({ companyId: company.id, actorUserId: staff.id });
      // Deliver now rather than on the worker's next poll.
      wakeOutboxWorker();
      return { companyId: company.id, name: company.name, email: company.email };
    },
  }),

  /**
   * An approved partner who can log in straight away (password returned), with `invitations`
   * open leads offered to the company and `jobs` booked with it (pickup `inDays` from now at
   * 09:00), for the back office's own specs. Job references are returned in the given order.
   * `justApproved` leaves its profile as an approval does: no description, services or public
   * contact email yet.
   */
  signedUpPartner: seeder({
    input: z.strictObject({
      justApproved: z.boolean().default(false),
      invitations: z.int().min(0).max(120).default(0),
      jobs: z
        .array(
          z.strictObject({
            inDays: z.int().min(-30).max(365),
            pricePence: z.int().min(100).max(10_000_000),
            status: z.enum(JOB_STATUSES).default("upcoming"),
          }),
        )
        .max(10)
        .default([]),
    }),
    async run({ justApproved, invitations, jobs }) {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, {
        name: `E2E Movers ${suffix}`,
        ...(justApproved ? { about: null, services: [], publicEmail: null } : {}),
      });
      const password = `e2e partner password ${suffix}`;
      const { email } = await createUser({ role: "partner", company, password, email: `owner-${suffix}@example.com` });
      for (let index = 0; index < invitations; index += 1) {
        const request = await createQuoteRequest(db);
        await createLead(db, { quoteRequestId: request.id, companyId: company.id });
      }
      const references: string[] = [];
      for (const { inDays, pricePence, status } of jobs) {
        const pickupFrom = new Date(Date.now() + inDays * 24 * 3600 * 1000);
        pickupFrom.setUTCHours(9, 0, 0, 0);
        const job = await createJob(db, { companyId: company.id, pickupFrom, pricePence, status });
        references.push(job.reference);
      }
      return { companyId: company.id, name: company.name, email, password, references };
    },
  }),

  /**
   * An approved partner who can log in, with one job booked by a customer (a move to Leeds in
   * `inDays` days, through a won lead and an accepted quote), one active driver and one vehicle,
   * and a driver taken off the list (never offered), for the job page's spec.
   */
  partnerWithBookedJob: seeder({
    /** `windowDays`: a flexible move, its window that many days from `inDays` on. */
    input: z.strictObject({
      inDays: z.int().min(0).max(365).default(3),
      windowDays: z.int().min(2).max(28).optional(),
    }),
    async run({ inDays, windowDays }) {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, { name: `E2E Crew ${suffix}` });
      const password = `e2e partner password ${suffix}`;
      const { email } = await createUser({ role: "partner", company, password, email: `crew-${suffix}@example.com` });
      const { job, request } = await createBookedJob(db, {
        companyId: company.id,
        to: { city: "Leeds", lat: 53.7997, lng: -1.5492 },
        day: addDays(todayInUk(), inDays),
        lastDay: windowDays ? addDays(todayInUk(), inDays + windowDays - 1) : undefined,
      });
      const driver = await createDriver(db, company.id, { name: `Sam Carter ${suffix}` });
      const vehicle = await createVehicle(db, company.id);
      await createDriver(db, company.id, { name: `Former Driver ${suffix}`, active: false });
      return {
        email,
        password,
        jobId: job.id,
        reference: job.reference,
        customerName: request.fullName,
        customerEmail: request.email,
        driverName: driver.name,
        numberPlate: vehicle.numberPlate,
      };
    },
  }),

  /**
   * Two partners for the lead loop's journey, both based in Stornoway, where the demo data has
   * no company: "matched" covers it (so matching offers it the customer's request), "finder"
   * covers only a few miles around Inverness (so it is not matched, yet the request is inside
   * Find work's default 50-mile region of its base). Both can log in straight away.
   */
  leadLoopPartners: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const stornoway = { lat: 58.209, lng: -6.3866, town: "Stornoway", postcode: "HS1 2AA" };
      const partnerOf = async (label: string, serviceArea: { lat: number; lng: number; miles: number }) => {
        const suffix = randomBytes(3).toString("hex");
        const company = await createCompany(db, {
          name: `${label} Removals ${suffix}`,
          ...stornoway,
          serviceLat: serviceArea.lat,
          serviceLng: serviceArea.lng,
          serviceRadiusMiles: serviceArea.miles,
          leadCapPerDay: null,
          leadCapPerWeek: null,
        });
        const password = `e2e partner password ${suffix}`;
        const email = `${label.toLowerCase()}-${suffix}@example.com`;
        // Signed in before: only such a company is invited (sqlInvitable).
        await markSignedIn((await createUser({ role: "partner", company, password, email })).id);
        // The company's own address receives its lead emails (won, lost); the user signs in.
        return { companyId: company.id, name: company.name, companyEmail: company.email, email, password };
      };
      return {
        matched: await partnerOf("Hebrides", { lat: stornoway.lat, lng: stornoway.lng, miles: 30 }),
        finder: await partnerOf("Highland", { lat: 57.4778, lng: -4.2247, miles: 5 }),
      };
    },
  }),

  /**
   * Two partners for the live updates' spec, both based in Lerwick (Shetland), where no other
   * spec or demo company works: each sees a request there in Find work's default region. Both
   * owners have signed in before, as partners who can be invited have.
   */
  livePartners: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const partnerOf = async (label: string) => {
        const suffix = randomBytes(3).toString("hex");
        const company = await createCompany(db, {
          name: `${label} Removals ${suffix}`,
          ...LERWICK,
          serviceLat: LERWICK.lat,
          serviceLng: LERWICK.lng,
          serviceRadiusMiles: 20,
          leadCapPerDay: null,
          leadCapPerWeek: null,
        });
        const password = `e2e partner password ${suffix}`;
        const email = `${label.toLowerCase()}-${suffix}@example.com`;
        await markSignedIn((await createUser({ role: "partner", company, password, email })).id);
        return { companyId: company.id, name: company.name, email, password };
      };
      return { a: await partnerOf("Sumburgh"), b: await partnerOf("Scalloway") };
    },
  }),

  /**
   * A customer's verified request from Lerwick (stored directly, as submission stores it: the
   * database announces it), with its private page's path.
   */
  liveRequest: seeder({
    input: z.strictObject({}),
    async run() {
      const { request, token } = await createRequestWithToken(await getDb(), {
        fromPostcode: "ZE1 0AA",
        fromCity: "Lerwick",
        fromAddress: "1 Commercial Street",
        fromLat: LERWICK.lat,
        fromLng: LERWICK.lng,
        toCity: "Aberdeen",
        toAddress: "2 Union Street",
        toLat: 57.1497,
        toLng: -2.0943,
      });
      return { path: customerRequestPath(token), fullName: request.fullName, email: request.email };
    },
  }),

  /**
   * An approved partner who can log in, invited to one open lead (a 3-bedroom house move from
   * Manchester to Leeds at £18.00), for the lead detail's spec.
   */
  partnerWithLead: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, { name: `E2E Leads ${suffix}` });
      const password = `e2e partner password ${suffix}`;
      const { email } = await createUser({ role: "partner", company, password, email: `leads-${suffix}@example.com` });
      const request = await createOpenRequest(db, { additionalDetails: "An upright piano on the ground floor." });
      const lead = await createInvitation(db, { quoteRequestId: request.id, companyId: company.id, pricePence: 1800 });
      return { email, password, leadId: lead.id, customerName: request.fullName, customerEmail: request.email };
    },
  }),

  /**
   * An approved partner who can log in, on monthly invoices (Express pay off), who claimed a
   * lead on the 15th of last month (UK), for a move 30 days from today; then the monthly
   * invoice sweep has run, so that claim's charge is on last month's invoice.
   */
  partnerWithLastMonthsInvoice: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, { name: `E2E Invoiced ${suffix}`, expressPay: false });
      const password = `e2e partner password ${suffix}`;
      const user = await createUser({ role: "partner", company, password, email: `invoiced-${suffix}@example.com` });
      const claimedAt = ukMoment(addDays(previousMonth(todayInUk()).start, 14), 12);
      // Find work offers a request for 7 days from its submission: this one came the day before.
      const request = await createOpenRequest(db, {
        createdAt: new Date(claimedAt.getTime() - 24 * 3600_000),
        specificDate: ukDate(30),
      });
      const claim = await claimLead(
        { companyId: company.id },
        { quoteRequestId: request.id, actorUserId: user.id, now: claimedAt },
      );
      await issueLastMonthsInvoices(db, new Date());
      const [invoice] = await db.select().from(invoices).where(eq(invoices.companyId, company.id));
      if (!invoice) throw new Error("partnerWithLastMonthsInvoice: last month's invoice was not issued");
      return {
        email: user.email,
        password,
        reference: claim.reference,
        pricePence: claim.pricePence,
        invoiceNumber: invoice.number,
      };
    },
  }),

  /**
   * A partner with today's route (Routes): two booked jobs from Manchester, to Leeds and to
   * Liverpool, whose requests have map points, and a job picked up earlier without any.
   */
  partnerWithRoute: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, { name: `E2E Routes ${suffix}` });
      const password = `e2e partner password ${suffix}`;
      const { email } = await createUser({ role: "partner", company, password, email: `routes-${suffix}@example.com` });
      const day = todayInUk();
      const unplaced = await createJob(db, { companyId: company.id, pickupFrom: ukMoment(day, 7) });
      const references = [unplaced.reference];
      for (const [index, to] of [
        { city: "Leeds", lat: 53.7997, lng: -1.5492 },
        { city: "Liverpool", lat: 53.4084, lng: -2.9916 },
      ].entries()) {
        const { job } = await createBookedJob(db, { companyId: company.id, to, day });
        // Picked up at 08:00 and 12:00, so the order on screen is known.
        const pickupFrom = ukMoment(day, 8 + 4 * index);
        await db
          .update(jobs)
          .set({ pickupFrom, pickupTo: ukMoment(day, 18) })
          .where(eq(jobs.id, job.id));
        references.push(job.reference);
      }
      return { email, password, references };
    },
  }),

  /**
   * A customer's request with its private page's path: one quote per price given (from
   * companies rated from best to worst, in that order) and one invitation not yet answered.
   */
  /**
   * A partner matching can invite (a signed-in owner, a complete profile) covering 30 miles
   * around central Manchester, for the quote wizard's journey: the demo companies have no members.
   */
  coveringPartner: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const company = await createCompany(db, {
        name: `E2E Manchester Removals ${randomBytes(3).toString("hex")}`,
        leadCapPerDay: null,
        leadCapPerWeek: null,
      });
      await createMember(db, company.id);
      return { name: company.name, slug: company.slug };
    },
  }),

  /**
   * A company in Manchester whose logo file is gone from storage (its /media/ path answers 404),
   * first on the city page sorted by name. The directory change is announced as a profile edit
   * would, so the cached city pages are forgotten.
   */
  companyWithMissingLogo: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, {
        name: `1st Class Removals ${suffix}`,
        logoPath: mediaPath(`logos/missing-${suffix}.webp`),
      });
      await recordDirectoryChange(db, { coverage: true });
      return { name: company.name, slug: company.slug };
    },
  }),

  /**
   * An open request with a claim and a quote for each price and one open invitation. With
   * `everyState`, also one company in each other state the customer's page names: a claim
   * without a quote, an invitation opened by the company, one declined, one that lapsed an hour
   * ago with its place offered to another company at that moment (as the waves do), and one that
   * expired unanswered.
   */
  quotedRequest: seeder({
    input: z.strictObject({
      prices: z.array(z.string().regex(/^\d+$/)).min(1).max(5),
      everyState: z.boolean().optional(),
      /** The last price is quoted by a company without any published review yet. */
      lastFromNewCompany: z.boolean().optional(),
    }),
    async run({ prices, everyState, lastFromNewCompany }) {
      const db = await getDb();
      const { request, token } = await createRequestWithToken(db);
      const quoted = [];
      for (const [index, price] of prices.entries()) {
        const isNew = lastFromNewCompany && index === prices.length - 1;
        const company = await createCompany(
          db,
          isNew ? { rating: null, reviewCount: 0 } : { rating: 9.5 - index, reviewCount: 20 - index },
        );
        const scope = { companyId: company.id };
        const actorUserId = await createMember(db, company.id);
        const { leadId } = await claimLead(scope, { quoteRequestId: request.id, actorUserId });
        await sendQuote(scope, {
          authorLanguage: "en-GB",
          leadId,
          actorUserId,
          terms: {
            price,
            inclusions: ["packing", "insurance"],
            insuranceCover: "50000",
            message: "Two movers and a Luton van; we bring the boxes.",
          },
        });
        quoted.push({ name: company.name, price });
      }
      const invited = await createCompany(db);
      await createInvitation(db, { quoteRequestId: request.id, companyId: invited.id });
      if (!everyState) {
        return { path: customerRequestPath(token), reference: request.reference, email: request.email, quoted };
      }
      const named = (label: string) =>
        createCompany(db, { name: `E2E ${label} Removals ${randomBytes(3).toString("hex")}`, rating: 8.2 });
      const hour = 3600_000;
      const lapsedAt = new Date(Date.now() - hour);
      const firstWave = new Date(lapsedAt.getTime() - 2 * hour);
      const claimer = await named("Claiming");
      const claimerMember = await createMember(db, claimer.id);
      await claimLead({ companyId: claimer.id }, { quoteRequestId: request.id, actorUserId: claimerMember });
      const viewer = await named("Viewing");
      await createInvitation(db, {
        quoteRequestId: request.id,
        companyId: viewer.id,
        offeredAt: firstWave,
        respondBy: new Date(Date.now() + hour),
        viewedAt: lapsedAt,
      });
      const decliner = await named("Declining");
      await createInvitation(db, {
        quoteRequestId: request.id,
        companyId: decliner.id,
        offeredAt: firstWave,
        status: "declined",
        respondedAt: lapsedAt,
      });
      const silent = await named("Silent");
      await createInvitation(db, {
        quoteRequestId: request.id,
        companyId: silent.id,
        offeredAt: firstWave,
        respondBy: lapsedAt,
        respondedAt: lapsedAt,
        status: "lapsed",
      });
      const next = await named("Next");
      await createInvitation(db, { quoteRequestId: request.id, companyId: next.id, offeredAt: lapsedAt });
      const stale = await named("Stale");
      await createInvitation(db, {
        quoteRequestId: request.id,
        companyId: stale.id,
        offeredAt: firstWave,
        status: "expired",
        respondedAt: lapsedAt,
      });
      return {
        path: customerRequestPath(token),
        reference: request.reference,
        email: request.email,
        quoted,
        states: {
          claimed: claimer.name,
          looking: viewer.name,
          offeredTo: next.name,
          invited: invited.name,
          declined: decliner.name,
          passedOn: silent.name,
          expired: stale.name,
        },
      };
    },
  }),

  /**
   * A company rated 7.0 from two published reviews (scoring 8 and 6) and `moves` customers whose
   * moves with it are done: each booked through the lead loop's services (the company claims
   * the request from Find work and quotes, the customer accepts on their private page), all as
   * of 12 days ago, for a move 2 days ago, started and completed by the company that day. No
   * review invitation is sent yet (runReviewSweep).
   */
  movedCustomers: seeder({
    input: z.strictObject({ moves: z.int().min(1).max(3) }),
    async run({ moves }) {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, { name: `E2E Reviewed Removals ${suffix}` });
      for (const score of [8, 6]) await createPublishedReview(db, { companyId: company.id, score });
      const scope = { companyId: company.id };
      const actorUserId = await createMember(db, company.id);
      const bookedAt = new Date(Date.now() - 12 * 24 * 3600_000);
      const customers = [];
      for (let index = 1; index <= moves; index += 1) {
        const fullName = `Robin Reviewer${index}`;
        const { request, token } = await createRequestWithToken(db, {
          fullName,
          email: `reviewer-${index}-${suffix}@example.com`,
          specificDate: ukDate(-2),
          createdAt: bookedAt,
        });
        const { leadId } = await claimLead(scope, { quoteRequestId: request.id, actorUserId, now: bookedAt });
        const quote = await sendQuote(scope, {
          authorLanguage: "en-GB",
          leadId,
          actorUserId,
          terms: { price: "850", inclusions: ["packing"], message: "Two movers and a Luton van." },
          now: bookedAt,
        });
        const booking = await acceptQuote(token, { quoteId: quote.id, version: quote.version, now: bookedAt });
        // Completing the job is what makes its review invitation due.
        const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.reference, booking.jobReference));
        const jobId = job?.id ?? "";
        await changeJobStatus(scope, { jobId, actorUserId, to: "in_progress", now: ukMoment(ukDate(-2), 9) });
        await changeJobStatus(scope, { jobId, actorUserId, to: "completed", now: ukMoment(ukDate(-2), 17) });
        customers.push({
          email: request.email,
          authorName: publicAuthorName(fullName),
          jobReference: booking.jobReference,
        });
      }
      return { companyName: company.name, companySlug: company.slug, customers };
    },
  }),

  /**
   * The time sweeps once, as each worker runs them every minute (review invitations among
   * them), then the outbox delivered: when this answers, every email the sweep queued is in the
   * mail sink. Two calls at once are two workers sweeping at once.
   */
  runReviewSweep: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const counts = await runTimeSweeps(db);
      const transport = createTransport();
      if (transport) await deliverDueEmails({ db, transport });
      return counts;
    },
  }),

  /**
   * What staff decide on: a pending partner application and a review held for a link, each of
   * a company of its own, named so a spec finds its row.
   */
  moderationQueue: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const applicant = await createCompany(db, {
        name: `Applicant Removals ${suffix}`,
        status: "pending",
        isPartner: false,
      });
      const reviewed = await createCompany(db, { name: `Reviewed Movers ${suffix}` });
      const review = await createPublishedReview(db, { companyId: reviewed.id, score: 9 });
      const title = `Careful crew ${suffix}`;
      await db
        .update(reviews)
        .set({ status: "pending", heldReason: "link", publishedAt: null, title })
        .where(eq(reviews.id, review.id));
      return { applicantName: applicant.name, reviewedName: reviewed.name, reviewTitle: title };
    },
  }),

  /** A request moving from Leeds city centre (LS1 4AP): staff find it by its postcode. */
  leedsRequest: seeder({
    input: z.strictObject({}),
    async run() {
      const request = await createOpenRequest(await getDb(), {
        fromPostcode: "LS1 4AP",
        fromCity: "Leeds",
        fromLat: 53.7997,
        fromLng: -1.5492,
        toCity: "York",
        fullName: `Leeds Customer ${randomBytes(3).toString("hex")}`,
      });
      return { id: request.id, reference: request.reference, fullName: request.fullName };
    },
  }),

  /**
   * A record of every kind that has a page of its own, for the language guard of the signed-in
   * areas: a partner who can log in, with a booked job (its accepted quote carrying a message
   * and terms), an open lead offered to it, a request in Find work it has no lead on, a review
   * with its reply, a driver and a vehicle; and a contact message for the admin panel. The
   * customers' and the company's own words are English, as they were written.
   */
  recordsOfEveryKind: seeder({
    input: z.strictObject({}),
    async run() {
      const db = await getDb();
      const suffix = randomBytes(3).toString("hex");
      const company = await createCompany(db, { name: `E2E Records ${suffix}` });
      const password = `e2e partner password ${suffix}`;
      const { email } = await createUser({
        role: "partner",
        company,
        password,
        email: `records-${suffix}@example.com`,
      });
      const booked = await createBookedJob(db, {
        companyId: company.id,
        to: { city: "Leeds", lat: 53.7997, lng: -1.5492 },
        day: addDays(todayInUk(), 3),
      });
      await db
        .update(quotes)
        .set({
          message: "We can bring the boxes on the day before and wrap the piano for you.",
          cancellationTerms: "Free cancellation up to a week before the move.",
          writtenLanguage: "en-GB",
        })
        .where(eq(quotes.id, booked.quote.id));
      const offered = await createOpenRequest(db, { additionalDetails: "The lift is out of order on the day." });
      const lead = await createInvitation(db, { quoteRequestId: offered.id, companyId: company.id });
      const unclaimed = await createOpenRequest(db);
      const review = await createPublishedReview(db, { companyId: company.id, score: 9 });
      await db
        .update(reviews)
        .set({ reply: "Thank you for choosing us, it was a pleasure.", replyLanguage: "en-GB" })
        .where(eq(reviews.id, review.id));
      await createDriver(db, company.id, { name: `Sam Carter ${suffix}` });
      await createVehicle(db, company.id);
      const contact = await createContact(db, { message: "Could you tell me how the quotes are shared?" });
      return {
        email,
        password,
        companyId: company.id,
        jobId: booked.job.id,
        leadId: lead.id,
        unclaimedRequestId: unclaimed.id,
        quoteRequestId: booked.request.id,
        contactId: contact.id,
      };
    },
  }),

  /** A member of staff with TOTP on; `totpSecret` is what their authenticator app holds. */
  /** A member of staff who has chosen a password (from an invitation) but not set up TOTP yet. */
  staffWithoutTwoFactor: seeder({
    input: z.strictObject({}),
    async run() {
      const staff = await createUser({
        role: "staff",
        email: `new-staff-${randomBytes(3).toString("hex")}@example.com`,
      });
      return { email: staff.email, password: staff.password };
    },
  }),
  staffWithTwoFactor: seeder({
    input: z.strictObject({ role: z.enum(["staff", "admin"]).default("staff") }),
    async run({ role }) {
      const suffix = randomBytes(3).toString("hex");
      const staff = await createUserWithTotp({
        role,
        email: `staff-${suffix}@example.com`,
        firstName: "Grace",
        lastName: "Hopper",
      });
      return { email: staff.email, password: staff.password, totpSecret: staff.totpSecret };
    },
  }),
};

export type Seeders = typeof seeders;
export type SeederName = keyof Seeders;
