import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, leads, quoteRequestAccessTokens, quoteRequests, quotes } from "~/db/schema";
import { claimLead } from "~/server/leads/claim-lead.server";
import { acceptQuote } from "~/server/quote-requests/accept-quote.server";
import { hashAccessToken } from "~/server/quote-requests/access-links.server";
import { getCustomerRequest } from "~/server/quote-requests/customer-request.server";
import { sendRequestLinks } from "~/server/quote-requests/lost-links.server";
import { cancelRequest, changeMovingDate } from "~/server/quote-requests/request-changes.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { createInvitation, createPartnerCompany, createRequestWithToken, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { expectAppError } from "../../support/app-errors";
import { emailsTo } from "../../support/outbox";

describe("the customer's request page", () => {
  const db = setupTestDatabase();

  const partner = (overrides: Parameters<typeof createPartnerCompany>[1] = {}) => createPartnerCompany(db(), overrides);

  /** A request with two companies that claimed and quoted, and one invitation still open. */
  async function quotedRequest() {
    const { request, token } = await createRequestWithToken(db());
    const a = await partner({ rating: 9.1, reviewCount: 40 });
    const b = await partner({ rating: 7.5, reviewCount: 3 });
    const c = await partner();
    const invitation = await createInvitation(db(), { quoteRequestId: request.id, companyId: c.company.id });
    const quoteOf = async (who: typeof a, price: string) => {
      const claim = await claimLead(who.scope, { quoteRequestId: request.id, actorUserId: who.actorUserId });
      return sendQuote(who.scope, {
        authorLanguage: "en-GB",
        leadId: claim.leadId,
        actorUserId: who.actorUserId,
        terms: { price, inclusions: ["packing"] },
      });
    };
    return { request, token, a, b, c, invitation, quoteA: await quoteOf(a, "850"), quoteB: await quoteOf(b, "700") };
  }

  it("shows the request, the companies it went to with their states and every quote with its company's rating", async () => {
    const { request, token, a, b, c } = await quotedRequest();
    const view = await getCustomerRequest(token);
    expect(view).toMatchObject({ reference: request.reference, status: "collecting_quotes", booking: null });
    // Those that quoted first (in the order they were offered it), then the open invitation.
    expect(view?.companies.map((company) => [company.name, company.state])).toEqual([
      [a.company.name, "quoted"],
      [b.company.name, "quoted"],
      [c.company.name, "invited"],
    ]);
    // The open invitation was sent; the other two found the request in Find work and claimed it.
    expect(view?.offers).toEqual({ sentTo: 1, foundThemselves: 2, placesTaken: 2, places: 6 });
    expect(view?.quotes.map((quote) => [quote.company.name, quote.amountPence, quote.company.rating])).toEqual([
      [b.company.name, 70_000, 7.5],
      [a.company.name, 85_000, 9.1],
    ]);
    expect(view?.quotes[1]).toMatchObject({
      inclusions: ["packing"],
      version: 1,
      expired: false,
      company: { reviewCount: 40 },
    });
  });

  it("books an accepted quote: job for the winner, the others lost, everyone emailed; accepting twice is one booking", async () => {
    const { request, token, a, b, invitation, quoteA, quoteB } = await quotedRequest();

    const [first, second] = await Promise.all([
      acceptQuote(token, { quoteId: quoteA.id, version: 1 }),
      acceptQuote(token, { quoteId: quoteA.id, version: 1 }),
    ]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ companyName: a.company.name, amountPence: 85_000 });
    expect(first.jobReference).toMatch(/^JB-[A-Z2-9]{8}$/);

    const booked = await db().select().from(jobs).where(eq(jobs.quoteId, quoteA.id));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      companyId: a.company.id,
      status: "upcoming",
      pricePence: 85_000,
      toTown: "Leeds",
    });
    const quoteStatuses = await db()
      .select({ id: quotes.id, status: quotes.status })
      .from(quotes)
      .where(inArray(quotes.id, [quoteA.id, quoteB.id]));
    expect(Object.fromEntries(quoteStatuses.map((quote) => [quote.id, quote.status]))).toEqual({
      [quoteA.id]: "accepted",
      [quoteB.id]: "rejected",
    });
    const leadStatuses = await db()
      .select({ companyId: leads.companyId, status: leads.status })
      .from(leads)
      .where(eq(leads.quoteRequestId, request.id));
    expect(Object.fromEntries(leadStatuses.map((lead) => [lead.companyId, lead.status]))).toEqual({
      [a.company.id]: "won",
      [b.company.id]: "lost",
      [invitation.companyId]: "expired",
    });
    expect(await emailsTo(db(), a.company.email, "partner-quote-won")).toHaveLength(1);
    expect((await emailsTo(db(), a.company.email, "partner-quote-won"))[0]?.text).toContain(request.email);
    expect(await emailsTo(db(), b.company.email, "partner-quote-lost")).toHaveLength(1);
    expect(await emailsTo(db(), request.email, "customer-booking-confirmed")).toHaveLength(1);

    const view = await getCustomerRequest(token);
    expect(view?.status).toBe("booked");
    expect(view?.booking).toEqual({ ...first, agreedDate: null });
    await expectAppError(
      acceptQuote(token, { quoteId: quoteB.id, version: 1 }),
      "CONFLICT",
      "leads:errors.alreadyBooked",
    );
  });

  it("refuses an expired quote and a version the company has since revised", async () => {
    const { token, a, quoteA, quoteB } = await quotedRequest();
    await db()
      .update(quotes)
      .set({ validUntil: ukDate(-1) })
      .where(eq(quotes.id, quoteB.id));
    await expectAppError(
      acceptQuote(token, { quoteId: quoteB.id, version: 1 }),
      "CONFLICT",
      "leads:errors.quoteExpired",
    );

    const revised = await sendQuote(a.scope, {
      authorLanguage: "en-GB",
      leadId: quoteA.leadId,
      actorUserId: a.actorUserId,
      terms: { price: "800" },
    });
    expect(revised.version).toBe(2);
    await expectAppError(
      acceptQuote(token, { quoteId: quoteA.id, version: 1 }),
      "CONFLICT",
      "leads:errors.quoteNotCurrent",
    );
    expect((await acceptQuote(token, { quoteId: quoteA.id, version: 2 })).amountPence).toBe(80_000);
  });

  it("cancels with a reason: every company told, leads and quotes closed; cancelling twice is once", async () => {
    const { request, token, a, b, c, quoteA } = await quotedRequest();

    await cancelRequest(token, { reason: "We are staying after all." });
    await cancelRequest(token, {});

    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(stored).toMatchObject({
      status: "cancelled",
      closeReason: "cancelled_by_customer",
      cancellationReason: "We are staying after all.",
    });
    const statuses = await db()
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.quoteRequestId, request.id));
    expect(statuses.map((lead) => lead.status).sort()).toEqual(["expired", "lost", "lost"]);
    const [quote] = await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quoteA.id));
    expect(quote?.status).toBe("rejected");
    for (const company of [a.company, b.company, c.company]) {
      const told = await emailsTo(db(), company.email, "partner-request-cancelled");
      expect(told).toHaveLength(1);
      expect(told[0]?.text).toContain("We are staying after all.");
    }
    await expectAppError(
      claimLead(c.scope, { quoteRequestId: request.id, actorUserId: c.actorUserId }),
      "CONFLICT",
      "leads:errors.requestClosed",
    );
    await expectAppError(cancelRequest(token, { reason: "x".repeat(501) }), "VALIDATION", "leads:errors.reasonTooLong");
  });

  it("cancels a booking with the request", async () => {
    const { token, quoteA } = await quotedRequest();
    await acceptQuote(token, { quoteId: quoteA.id, version: 1 });
    await cancelRequest(token, {});
    const [job] = await db().select({ status: jobs.status }).from(jobs).where(eq(jobs.quoteId, quoteA.id));
    expect(job?.status).toBe("cancelled");
  });

  it("changes the moving date: quotes marked as given for the earlier date, companies told", async () => {
    const { request, token, a, c, quoteA } = await quotedRequest();
    await changeMovingDate(token, {
      change: { movingDate: "flexible", flexibleFrom: ukDate(40), flexibleTo: ukDate(45) },
    });

    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(stored).toMatchObject({
      movingDate: "flexible",
      specificDate: null,
      flexibleFrom: ukDate(40),
      flexibleTo: ukDate(45),
    });
    const view = await getCustomerRequest(token);
    expect(view?.summary.date).toEqual({ kind: "flexible", from: ukDate(40), to: ukDate(45) });
    expect(view?.quotes.every((quote) => quote.givenForEarlierDate)).toBe(true);
    expect(await emailsTo(db(), a.company.email, "partner-moving-date-changed")).toHaveLength(1);
    // An invitation not yet claimed sees the new date on its card; no email.
    expect(await emailsTo(db(), c.company.email, "partner-moving-date-changed")).toHaveLength(0);
    // A revision is for the new date.
    const revised = await sendQuote(a.scope, {
      authorLanguage: "en-GB",
      leadId: quoteA.leadId,
      actorUserId: a.actorUserId,
      terms: { price: "900" },
    });
    expect(revised.givenForEarlierDate).toBe(false);
  });

  it("refuses invalid dates and a date change after booking", async () => {
    const { token, quoteA } = await quotedRequest();
    const cases: [Record<string, unknown>, string][] = [
      [{ movingDate: "specific" }, "leads:errors.dateRequired"],
      [{ movingDate: "specific", specificDate: ukDate(-1) }, "leads:errors.datePast"],
      [{ movingDate: "specific", specificDate: "31/12/2030" }, "leads:errors.dateInvalid"],
      [{ movingDate: "flexible", flexibleFrom: ukDate(10) }, "leads:errors.windowIncomplete"],
      [{ movingDate: "flexible", flexibleFrom: ukDate(10), flexibleTo: ukDate(5) }, "leads:errors.windowOrder"],
      [{ movingDate: "soon" }, "leads:errors.dateChoiceRequired"],
    ];
    for (const [change, key] of cases) await expectAppError(changeMovingDate(token, { change }), "VALIDATION", key);
    await acceptQuote(token, { quoteId: quoteA.id, version: 1 });
    await expectAppError(
      changeMovingDate(token, { change: { movingDate: "specific", specificDate: ukDate(50) } }),
      "CONFLICT",
      "leads:errors.dateChangeClosed",
    );
  });

  it("emails fresh links to every request of an address, and nothing to an unknown one", async () => {
    const email = `lost-${randomBytes(3).toString("hex")}@example.com`;
    const first = await createRequestWithToken(db(), { email });
    const second = await createRequestWithToken(db(), { email });

    expect(await sendRequestLinks({ email: email.toUpperCase() })).toBeUndefined();
    expect(await sendRequestLinks({ email: "nobody-here@example.com" })).toBeUndefined();

    const [mail] = await emailsTo(db(), email, "customer-request-links");
    expect(await emailsTo(db(), "nobody-here@example.com", "customer-request-links")).toHaveLength(0);
    const tokens = [...(mail?.text ?? "").matchAll(/\/my-request\/([A-Za-z0-9_-]{43})/g)].map(
      (match) => match[1] ?? "",
    );
    expect(tokens).toHaveLength(2);
    const opened = await Promise.all(tokens.map((token) => getCustomerRequest(token)));
    expect(opened.map((view) => view?.reference).sort()).toEqual(
      [first.request.reference, second.request.reference].sort(),
    );

    // At most 3 such emails an hour per address; the answer does not change.
    for (let index = 0; index < 3; index++) await sendRequestLinks({ email });
    expect(await emailsTo(db(), email, "customer-request-links")).toHaveLength(3);
    await expectAppError(sendRequestLinks({ email: "not-an-email" }), "VALIDATION", "leads:errors.emailInvalid");
  });

  it("shows the company's VAT statement and its deposit and cancellation terms on the quote, and repeats them in the booking email with how payment works", async () => {
    const { request, token } = await createRequestWithToken(db());
    const mover = await partner({ phone: "+441132460000" });
    const claim = await claimLead(mover.scope, { quoteRequestId: request.id, actorUserId: mover.actorUserId });
    const deposit = "£100 when you book, the rest on the day.";
    const cancellation = "Free until 7 days before the move.";
    const quote = await sendQuote(mover.scope, {
      authorLanguage: "en-GB",
      leadId: claim.leadId,
      actorUserId: mover.actorUserId,
      terms: { price: "845", vat: "included", depositTerms: ` ${deposit} `, cancellationTerms: cancellation },
    });
    expect(quote).toMatchObject({ vat: "included", depositTerms: deposit, cancellationTerms: cancellation });
    expect((await getCustomerRequest(token))?.quotes[0]).toMatchObject({
      vat: "included",
      depositTerms: deposit,
      cancellationTerms: cancellation,
    });

    await acceptQuote(token, { quoteId: quote.id, version: 1 });
    const [email] = await emailsTo(db(), request.email, "customer-booking-confirmed");
    expect(email?.text).toContain(`You pay ${mover.company.name} directly, not MoveMatch`);
    expect(email?.text).toContain("Price: £845.00, including VAT");
    expect(email?.text).toContain(`Deposit: ${deposit}`);
    expect(email?.text).toContain(`Cancellation: ${cancellation}`);
    expect(email?.text).toContain("Company phone: 0113 246 0000");
  });

  it("refuses deposit or cancellation terms over their length, and a VAT answer not on the list", async () => {
    const { request } = await createRequestWithToken(db());
    const mover = await partner();
    const claim = await claimLead(mover.scope, { quoteRequestId: request.id, actorUserId: mover.actorUserId });
    const send = (terms: Record<string, string>) =>
      sendQuote(mover.scope, {
        authorLanguage: "en-GB",
        leadId: claim.leadId,
        actorUserId: mover.actorUserId,
        terms: { price: "845", ...terms },
      });
    await expectAppError(send({ depositTerms: "x".repeat(501) }), "VALIDATION", "leads:errors.depositTermsTooLong");
    await expectAppError(
      send({ cancellationTerms: "x".repeat(1001) }),
      "VALIDATION",
      "leads:errors.cancellationTermsTooLong",
    );
    await expectAppError(send({ vat: "plus_vat" }), "VALIDATION", "leads:errors.vatInvalid");
  });

  it("writes each email in its recipient's language: the request's for the customer, each company's for it", async () => {
    const { request, token } = await createRequestWithToken(db(), { locale: "lt" });
    const english = await partner({ locale: "en-GB" });
    const lithuanian = await partner({ locale: "lt" });
    const quoteOf = async (who: typeof english) => {
      const claim = await claimLead(who.scope, { quoteRequestId: request.id, actorUserId: who.actorUserId });
      return sendQuote(who.scope, {
        authorLanguage: "en-GB",
        leadId: claim.leadId,
        actorUserId: who.actorUserId,
        terms: { price: "850" },
      });
    };
    const quote = await quoteOf(english);
    await quoteOf(lithuanian);
    await changeMovingDate(token, { change: { movingDate: "flexible" } });
    await acceptQuote(token, { quoteId: quote.id, version: 1 });

    const subjects = await emailsTo(db(), [request.email, english.company.email, lithuanian.company.email]);
    const subjectOf = (to: string, template: string) =>
      subjects
        .filter((mail) => mail.to === to && mail.template === template)
        .map((mail) => mail.subject)
        .sort();
    expect(subjectOf(request.email, "customer-lead-claimed")).toEqual(
      [english.company.name, lithuanian.company.name]
        .map((name) => `${name} gavo jūsų kontaktus pagal užklausą ${request.reference}`)
        .sort(),
    );
    expect(subjectOf(request.email, "customer-quote-received")[0]).toContain("atsiuntė jums pasiūlymą");
    expect(subjectOf(request.email, "customer-booking-confirmed")[0]).toContain("užsakytas pas įmonę");
    expect(subjectOf(english.company.email, "partner-moving-date-changed")).toEqual([
      `New moving date for request ${request.reference}`,
    ]);
    expect(subjectOf(lithuanian.company.email, "partner-moving-date-changed")).toEqual([
      `Pasikeitė užklausos ${request.reference} persikraustymo data`,
    ]);
    expect(subjectOf(english.company.email, "partner-quote-won")[0]).toMatch(/^You won the job JB-/);
    expect(subjectOf(lithuanian.company.email, "partner-quote-lost")).toEqual([
      `Užklausos ${request.reference} klientas pasirinko kitą įmonę`,
    ]);

    await sendRequestLinks({ email: request.email });
    expect(await emailsTo(db(), request.email, "customer-request-links")).toEqual([
      expect.objectContaining({ text: expect.stringContaining("Paprašėte nuorodų") }),
    ]);
  });

  it("finds nothing with a wrong, tampered or expired token", async () => {
    const { request, token } = await createRequestWithToken(db());
    const old = await createRequestWithToken(db(), { createdAt: new Date(Date.now() - 181 * 24 * 3600 * 1000) });
    const emailedToken = randomBytes(32).toString("base64url");
    await db()
      .insert(quoteRequestAccessTokens)
      .values({
        quoteRequestId: request.id,
        tokenHash: hashAccessToken(emailedToken),
        expiresAt: new Date(Date.now() - 1000),
      });
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const bad = ["", "short", randomBytes(32).toString("base64url"), tampered, `${token}x`, old.token, emailedToken];

    expect(await getCustomerRequest(token)).not.toBeNull();
    for (const wrong of bad) {
      expect(await getCustomerRequest(wrong)).toBeNull();
      await expectAppError(cancelRequest(wrong, {}), "NOT_FOUND", "leads:errors.requestNotFound");
      await expectAppError(
        acceptQuote(wrong, { quoteId: request.id, version: 1 }),
        "NOT_FOUND",
        "leads:errors.requestNotFound",
      );
      await expectAppError(
        changeMovingDate(wrong, { change: { movingDate: "flexible" } }),
        "NOT_FOUND",
        "leads:errors.requestNotFound",
      );
    }
    const [stillOpen] = await db()
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, request.id));
    expect(stillOpen?.status).toBe("pending");
  });
});
