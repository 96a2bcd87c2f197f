import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { quoteRequestAccessTokens, quoteRequests, quotes } from "~/db/schema";
import { MAX_LIVE_ACCESS_LINKS } from "~/lib/lead-rules";
import * as requestPage from "~/routes/public/my-request.$token";
import { claimLead } from "~/server/leads/claim-lead.server";
import { hashAccessToken, issueAccessLink } from "~/server/quote-requests/access-links.server";
import { sendQuote } from "~/server/quotes/company-quotes.server";
import { createInvitation, createPartnerCompany, createRequestWithToken, ukDate } from "../../factories/leads";
import { setupTestDatabase } from "../../setup/test-database";
import { nextIp, page, post } from "../../support/http";
import { emailsTo, outboxEmails } from "../../support/outbox";
import { callRoute } from "../../support/routes";

/** /my-request/:token (the customer's page and its three changes) and /my-request (lost links). */
describe("the customer's request routes", () => {
  const db = setupTestDatabase();

  const partner = (overrides: Parameters<typeof createPartnerCompany>[1] = {}) => createPartnerCompany(db(), overrides);

  /** A request with two quotes (the cheaper from the lower-rated company) and an open invitation. */
  async function quotedRequest() {
    const { request, token } = await createRequestWithToken(db());
    const rated = await partner({ rating: 9.2, reviewCount: 31 });
    const cheap = await partner({ rating: 6.8, reviewCount: 4 });
    const invited = await partner();
    await createInvitation(db(), { quoteRequestId: request.id, companyId: invited.company.id });
    const quoteOf = async (who: typeof rated, price: string) => {
      const claim = await claimLead(who.scope, { quoteRequestId: request.id, actorUserId: who.actorUserId });
      return sendQuote(who.scope, {
        authorLanguage: "en-GB",
        leadId: claim.leadId,
        actorUserId: who.actorUserId,
        terms: { price },
      });
    };
    const ratedQuote = await quoteOf(rated, "900");
    const cheapQuote = await quoteOf(cheap, "650");
    return { request, token, rated, cheap, invited, ratedQuote, cheapQuote, path: `/my-request/${token}` };
  }

  type PageData = {
    view: {
      reference: string;
      status: string;
      companies: { name: string; state: string }[];
      quotes: {
        id: string;
        company: { name: string };
        amountPence: number;
        expired: boolean;
        givenForEarlierDate: boolean;
      }[];
      booking: { companyName: string; amountPence: number; jobReference: string } | null;
      summary: { date: unknown };
    };
    order: string;
  };
  const open = async (path: string) => {
    const answer = await callRoute(page(path));
    return { ...answer, data: answer.body as PageData };
  };
  const submit = (path: string, fields: Record<string, unknown>, clientIp = nextIp()) =>
    callRoute(post(path, fields), { clientIp });
  const messageOf = (body: unknown) => (body as { message: { key: string } }).message.key;

  it("keeps only the newest emailed links live, and lets the customer end every link but the one in hand", async () => {
    const { request, token: submitted } = await createRequestWithToken(db());
    const emailed: string[] = [];
    for (let i = 0; i < MAX_LIVE_ACCESS_LINKS + 2; i++) {
      const sentAt = new Date(Date.now() + i * 1000);
      const link = await db().transaction((tx) => issueAccessLink(tx, request.id, sentAt));
      emailed.push(new URL(link).pathname);
    }
    const statusOf = async (path: string) => (await open(path)).status;
    // The two oldest emailed links ended as newer ones were sent.
    expect(await Promise.all(emailed.map(statusOf))).toEqual([404, 404, 200, 200, 200, 200, 200]);
    expect(await statusOf(`/my-request/${submitted}`)).toBe(200);

    const inHand = emailed.at(-1) ?? "";
    const ended = await submit(inHand, { intent: "end-other-links" });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ ok: true, data: { intent: "end-other-links" } });
    expect(await Promise.all(emailed.slice(2, -1).map(statusOf))).toEqual([404, 404, 404, 404]);
    expect(await statusOf(`/my-request/${submitted}`)).toBe(404);
    expect(await statusOf(inHand)).toBe(200);
  });

  it("shows the request, its companies and every quote, cheapest or best rated first, privately", async () => {
    const { request, path, rated, cheap, invited } = await quotedRequest();

    const byPrice = await open(path);
    expect(byPrice.status).toBe(200);
    expect(byPrice.headers.get("Cache-Control")).toBe("private, no-store");
    expect(byPrice.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(byPrice.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(byPrice.data.view).toMatchObject({
      reference: request.reference,
      status: "collecting_quotes",
      booking: null,
    });
    expect(byPrice.data.view.quotes.map((quote) => [quote.company.name, quote.amountPence])).toEqual([
      [cheap.company.name, 65_000],
      [rated.company.name, 90_000],
    ]);
    expect(byPrice.data.view.companies.map((company) => [company.name, company.state]).sort()).toEqual(
      [
        [rated.company.name, "quoted"],
        [cheap.company.name, "quoted"],
        [invited.company.name, "invited"],
      ].sort(),
    );

    const byRating = await open(`${path}?sort=rating`);
    expect(byRating.data.order).toBe("rating");
    expect(byRating.data.view.quotes.map((quote) => quote.company.name)).toEqual([
      rated.company.name,
      cheap.company.name,
    ]);
    expect((await open(`${path}?sort=nonsense`)).data.order).toBe("price");

    // The document's own headers say the same (React Router asks the route for them).
    const documentHeaders = new Headers(requestPage.headers({} as never) as HeadersInit);
    expect(documentHeaders.get("Cache-Control")).toBe("private, no-store");
    expect(documentHeaders.get("Referrer-Policy")).toBe("same-origin");
  });

  it("answers 404, with nothing about the request, for a wrong, tampered or expired token", async () => {
    const { request, token } = await createRequestWithToken(db());
    const old = await createRequestWithToken(db(), { createdAt: new Date(Date.now() - 181 * 24 * 3600 * 1000) });
    const expiredLink = randomBytes(32).toString("base64url");
    await db()
      .insert(quoteRequestAccessTokens)
      .values({
        quoteRequestId: request.id,
        tokenHash: hashAccessToken(expiredLink),
        expiresAt: new Date(Date.now() - 1000),
      });
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

    for (const wrong of [
      randomBytes(32).toString("base64url"),
      tampered,
      `${token}x`,
      "short",
      old.token,
      expiredLink,
    ]) {
      const answer = await callRoute(page(`/my-request/${wrong}`));
      expect(answer.status, wrong).toBe(404);
      expect(answer.body).toBeNull();
      expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
      const refused = await submit(`/my-request/${wrong}`, { intent: "cancel" });
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain(request.reference);
    }
    const [stillOpen] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(stillOpen?.status).toBe("pending");
  });

  it("books an accepted quote and shows the booking; an expired quote is refused with a message", async () => {
    const { path, rated, cheapQuote, ratedQuote } = await quotedRequest();
    await db()
      .update(quotes)
      .set({ validUntil: ukDate(-1) })
      .where(eq(quotes.id, cheapQuote.id));

    const shown = await open(path);
    expect(shown.data.view.quotes.find((quote) => quote.id === cheapQuote.id)?.expired).toBe(true);

    const expired = await submit(path, { intent: "accept", quoteId: cheapQuote.id, version: 1 });
    expect(expired.status).toBe(409);
    expect(messageOf(expired.body)).toBe("leads:errors.quoteExpired");

    const accepted = await submit(path, { intent: "accept", quoteId: ratedQuote.id, version: ratedQuote.version });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      ok: true,
      data: { intent: "accept", booking: { companyName: rated.company.name, amountPence: 90_000 } },
    });

    const booked = await open(path);
    expect(booked.data.view.status).toBe("booked");
    expect(booked.data.view.booking).toMatchObject({ companyName: rated.company.name, amountPence: 90_000 });
    expect(booked.data.view.booking?.jobReference).toMatch(/^JB-/);

    const again = await submit(path, { intent: "accept", quoteId: cheapQuote.id, version: 1 });
    expect(again.status).toBe(409);
    expect(messageOf(again.body)).toBe("leads:errors.alreadyBooked");
    const garbled = await submit(path, { intent: "accept", quoteId: "not-a-quote", version: "x" });
    expect(garbled.status).toBe(400);
    const unknown = await submit(path, { intent: "explode" });
    expect(unknown.status).toBe(400);
  });

  it("cancels with an optional reason, refusing one too long", async () => {
    const { request, path, rated } = await quotedRequest();

    const tooLong = await submit(path, { intent: "cancel", reason: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { fieldErrors: Record<string, unknown> }).fieldErrors.reason).toEqual({
      key: "leads:errors.reasonTooLong",
      params: { maximum: 500 },
    });

    const cancelled = await submit(path, { intent: "cancel", reason: "Staying put." });
    expect(cancelled.status).toBe(200);
    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.id, request.id));
    expect(stored).toMatchObject({ status: "cancelled", cancellationReason: "Staying put." });
    const told = await emailsTo(db(), rated.company.email, "partner-request-cancelled");
    expect(told).toHaveLength(1);
    expect((await open(path)).data.view.status).toBe("cancelled");

    const dateAfter = await submit(path, { intent: "change-date", movingDate: "specific", specificDate: ukDate(60) });
    expect(dateAfter.status).toBe(409);
    expect(messageOf(dateAfter.body)).toBe("leads:errors.dateChangeClosed");
  });

  it("changes the moving date, marking the quotes as given for the earlier one, and refuses bad dates", async () => {
    const { path } = await quotedRequest();

    const past = await submit(path, { intent: "change-date", movingDate: "specific", specificDate: ukDate(-2) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({
      fieldErrors: { specificDate: { key: "leads:errors.datePast" } },
      values: { movingDate: "specific", specificDate: ukDate(-2) },
    });
    const backwards = await submit(path, {
      intent: "change-date",
      movingDate: "flexible",
      flexibleFrom: ukDate(20),
      flexibleTo: ukDate(10),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ fieldErrors: { flexibleTo: { key: "leads:errors.windowOrder" } } });

    // A form posts every field; the other choice's are ignored, whatever they hold.
    const changed = await submit(path, {
      intent: "change-date",
      movingDate: "flexible",
      specificDate: ukDate(-1),
      flexibleFrom: ukDate(40),
      flexibleTo: ukDate(47),
    });
    expect(changed.status).toBe(200);
    const view = (await open(path)).data.view;
    expect(view.summary.date).toEqual({ kind: "flexible", from: ukDate(40), to: ukDate(47) });
    expect(view.quotes.every((quote) => quote.givenForEarlierDate)).toBe(true);

    const specific = await submit(path, {
      intent: "change-date",
      movingDate: "specific",
      specificDate: ukDate(50),
      flexibleFrom: "not a date",
      flexibleTo: "",
    });
    expect(specific.status).toBe(200);
    expect((await open(path)).data.view.summary.date).toEqual({ kind: "specific", date: ukDate(50) });
  });

  it("answers the lost-link form alike for known and unknown addresses, and 429 past the network's limit", async () => {
    const email = `lost-${randomBytes(3).toString("hex")}@example.com`;
    await createRequestWithToken(db(), { email });
    const ip = nextIp();

    const known = await submit("/my-request", { email: email.toUpperCase() }, ip);
    const unknown = await submit("/my-request", { email: "nobody-at-all@example.com" }, ip);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.body ?? {})).toEqual(Object.keys(unknown.body ?? {}));
    expect(known.body).toEqual({ ok: true, data: { email } });
    expect(unknown.body).toEqual({ ok: true, data: { email: "nobody-at-all@example.com" } });
    const sent = await outboxEmails(db(), { template: "customer-request-links" });
    expect(sent.map((mail) => mail.to)).toEqual([email]);

    const invalid = await submit("/my-request", { email: "not-an-email" }, nextIp());
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ fieldErrors: { email: { key: "leads:errors.emailInvalid" } } });

    for (let attempt = 3; attempt <= 10; attempt++) {
      expect((await submit("/my-request", { email: `x${attempt}@example.com` }, ip)).status).toBe(200);
    }
    const limited = await submit("/my-request", { email }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await submit("/my-request", { email }, nextIp())).status).toBe(200);
  });
});
