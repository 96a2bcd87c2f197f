import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailVerificationCodes, leads, quoteRequests } from "~/db/schema";
import { localizedPath } from "~/i18n/addresses";
import type { Locale } from "~/i18n/config";
import { MAX_WINDOW_DAYS } from "~/lib/date-window";
import { formatDate } from "~/lib/format";
import type { QuoteFormState } from "~/lib/quote-form";
import { action } from "~/routes/public/quote";
import { listFindWork } from "~/server/leads/find-work.server";
import { getQuoteRequestDetail } from "~/server/quote-requests/admin-quote-requests.server";
import { createInvitableCompany, ukDate } from "../../factories/leads";
import { validQuoteForm } from "../../factories/quote-form";
import { setupTestDatabase } from "../../setup/test-database";
import { args as routeArgs } from "../../support/http";
import { emailsTo, outboxCount, outboxEmails } from "../../support/outbox";

let ipCounter = 0;
async function post(body: unknown, { clientIp = `10.1.0.${++ipCounter % 250}`, locale = "en-GB" as Locale } = {}) {
  // The page's address names its language, as a visitor on it posts.
  const request = new Request(`http://localhost${localizedPath("/quote", locale)}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const result = await action(routeArgs(request, { clientIp }));
  return { status: result.init?.status ?? 200, body: result.data };
}

/** What the wizard posts to send the request: its fields, the code and its idempotency key. */
function submission(form: QuoteFormState, code: string, idempotencyKey: string) {
  return { ...form, intent: "submit", code, idempotencyKey };
}

/** The action's refusal, or a failed test. */
function refusal(body: Awaited<ReturnType<typeof post>>["body"]) {
  if (body.ok) throw new Error(`expected a refusal: ${JSON.stringify(body)}`);
  return body;
}

/** The action's answer to a sent request, or a failed test. */
function sent(body: Awaited<ReturnType<typeof post>>["body"]) {
  if (!body.ok || body.data.intent !== "submit") throw new Error(JSON.stringify(body));
  return body.data;
}

describe("quote submission", () => {
  const db = setupTestDatabase();

  async function codeFor(email: string, locale: Locale = "en-GB"): Promise<string> {
    const answer = await post({ intent: "send-code", personalDetails: { email } }, { locale });
    expect(answer.status).toBe(200);
    const [mail] = await emailsTo(db(), email);
    const code = (mail?.payload as { code?: string } | undefined)?.code;
    if (!code) throw new Error(`no code was emailed to ${email}`);
    return code;
  }

  const requestCount = async () => (await db().select({ n: count() }).from(quoteRequests))[0]?.n ?? 0;

  it("stores a verified request with every field, its leads and its emails", async () => {
    const partners = [];
    for (let index = 0; index < 8; index++)
      partners.push(await createInvitableCompany(db(), { rating: 8 + index * 0.2, reviewCount: 10 }));
    const email = "jane.smith@example.com";
    const code = await codeFor(email);

    const { status, body } = await post(submission(validQuoteForm(email), code, "key-full-1"));
    expect(status).toBe(200);
    const answer = sent(body);
    expect(answer.reference).toMatch(/^MM-[A-Z2-9]{8}$/);
    expect(answer.companies).toHaveLength(6);

    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.reference, answer.reference));
    expect(stored).toMatchObject({
      moveType: "domestic",
      fromPostcode: "M1 1AE",
      fromCity: "Manchester",
      toCity: "Leeds",
      helpType: "full",
      currentPropertyType: "house",
      currentBedrooms: "3",
      newPropertyType: "apartment",
      newLiftAvailable: "no",
      newFloorNumber: "5+",
      additionalDetails: "A piano.",
      movingDate: "specific",
      specificDate: ukDate(30),
      fullName: "Jane Smith",
      email,
      phone: "+447911123456",
      // Companies were invited at once: the request is collecting quotes.
      status: "collecting_quotes",
      locale: "en-GB",
    });
    expect(stored?.fromLat).toBeCloseTo(53.48, 1);
    expect(stored?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const storedLeads = await db()
      .select()
      .from(leads)
      .where(eq(leads.quoteRequestId, stored?.id ?? ""));
    expect(storedLeads.map((lead) => lead.matchRank).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const mail = await outboxEmails(db());
    const confirmation = mail.find((row) => row.template === "quote-request-confirmation");
    expect(confirmation?.to).toBe(email);
    expect(confirmation?.text).toContain("/my-request/");
    expect(confirmation?.text).toContain("We have sent your request to 6 removal companies that cover your area.");
    // Invited firms are not promised to call: those that take the request on will.
    expect(confirmation?.text).toContain("A company that takes on your request gets your contact details");
    expect(confirmation?.text).not.toMatch(/will contact you (quickly|within)/);
    const alerts = mail.filter((row) => row.template === "partner-new-lead");
    expect(alerts).toHaveLength(6);
    for (const alert of alerts) {
      expect(alert.text).not.toContain("Jane");
      expect(alert.text).not.toContain(email);
      expect(alert.text).not.toContain("7911");
      expect(alert.text).toContain("Size: Full household, 3-bedroom house");
    }
  });

  it("writes a Lithuanian customer's code and confirmation in Lithuanian, and partners' alerts in theirs", async () => {
    await createInvitableCompany(db(), { rating: 9, reviewCount: 3 });
    const email = "ona.petraityte@example.com";
    const code = await codeFor(email, "lt");
    const { status, body } = await post(submission(validQuoteForm(email), code, "key-lithuanian-1"), { locale: "lt" });
    expect(status).toBe(200);
    const { reference } = sent(body);
    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.reference, reference));
    expect(stored?.locale).toBe("lt");

    const mail = await outboxEmails(db());
    const ofCustomer = (template: string) => mail.find((row) => row.to === email && row.template === template);
    expect(ofCustomer("quote-verification-code")?.subject).toBe("Jūsų MoveMatch patvirtinimo kodas");
    expect(ofCustomer("quote-verification-code")?.text).toContain(code);
    expect(ofCustomer("quote-verification-code")?.text).toContain("Kodas galioja 10 minučių.");
    const confirmation = ofCustomer("quote-request-confirmation");
    expect(confirmation?.subject).toBe(`Jūsų perkraustymo pasiūlymų užklausa ${reference} išsiųsta`);
    expect(confirmation?.text).toContain("Sveiki, Jane Smith,");
    expect(confirmation?.text).toMatch(
      /Išsiuntėme jūsų užklausą \d perkraustymo įmon\S+, aptarnaujanč\S+ jūsų vietovę\./,
    );
    expect(confirmation?.text).not.toContain("val. susisieks");
    expect(confirmation?.text).not.toMatch(/Thank you|removal compan/);
    // The partners applied in English: their alerts stay English.
    const alert = mail.find((row) => row.template === "partner-new-lead" && row.subject.includes("Manchester"));
    expect(alert?.subject).toMatch(/^New domestic removal lead in Manchester/);
  });

  it("stores a flexible move's window and shows it to the customer, staff and the matched partners", async () => {
    const partner = await createInvitableCompany(db(), { rating: 9.5, reviewCount: 40 });
    const email = "flexible.window@example.com";
    const code = await codeFor(email);
    const form = validQuoteForm(email);
    // A specific date picked before switching to flexible is dropped, not stored.
    Object.assign(form, { movingDate: "flexible", flexibleFrom: ukDate(20), flexibleTo: ukDate(34) });

    const { status, body } = await post(submission(form, code, "key-flexible-1"));
    expect(status).toBe(200);
    const { reference } = sent(body);
    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.reference, reference));
    expect(stored).toMatchObject({
      movingDate: "flexible",
      specificDate: null,
      flexibleFrom: ukDate(20),
      flexibleTo: ukDate(34),
    });

    const window = `Flexible, ${formatDate(ukDate(20))} to ${formatDate(ukDate(34))}`;
    const mail = await outboxEmails(db());
    const confirmation = mail.find((row) => row.to === email && row.template === "quote-request-confirmation");
    expect(confirmation?.text).toContain(`Moving date: ${window}`);
    const alert = mail.find((row) => row.to === partner.email && row.template === "partner-new-lead");
    expect(alert?.text).toContain(`Moving date: ${window}`);

    expect(await getQuoteRequestDetail({ id: stored?.id ?? "" })).toMatchObject({
      specificDate: null,
      flexibleFrom: ukDate(20),
      flexibleTo: ukDate(34),
    });
    const findWork = await listFindWork({ companyId: partner.id });
    const card = findWork.items.find((item) => item.quoteRequestId === stored?.id);
    expect(card?.date).toEqual({ kind: "flexible", from: ukDate(20), to: ukDate(34) });
  });

  it("stores a flexible move without a window", async () => {
    const email = "flexible.open@example.com";
    const code = await codeFor(email);
    const form = validQuoteForm(email);
    Object.assign(form, { movingDate: "flexible", specificDate: "" });
    const { body } = await post(submission(form, code, "key-flexible-open"));
    const [stored] = await db()
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.reference, sent(body).reference));
    expect(stored).toMatchObject({ movingDate: "flexible", specificDate: null, flexibleFrom: null, flexibleTo: null });
  });

  it.each<[string, Partial<QuoteFormState>, string, Record<string, number>?]>([
    ["a window without its last day", { flexibleFrom: ukDate(5) }, "quote:errors.windowIncomplete"],
    [
      "a window ending before it starts",
      { flexibleFrom: ukDate(9), flexibleTo: ukDate(5) },
      "quote:errors.windowOrder",
    ],
    [
      "a window longer than the maximum",
      { flexibleFrom: ukDate(5), flexibleTo: ukDate(5 + MAX_WINDOW_DAYS) },
      "quote:errors.windowTooLong",
      { max: MAX_WINDOW_DAYS },
    ],
  ])("refuses %s and stores nothing", async (_label, window, key, params) => {
    const form = { ...validQuoteForm("window@example.com"), movingDate: "flexible", ...window };
    const before = await requestCount();
    const { status, body } = await post(submission(form, "123456", `key-window-${Math.random()}`));
    expect(status).toBe(400);
    expect(refusal(body).fieldErrors.flexibleTo).toEqual(params ? { key, params } : { key });
    expect(await requestCount()).toBe(before);
  });

  it("creates exactly one request when the same submission is replayed 20 times at once", async () => {
    const email = "replay@example.com";
    const code = await codeFor(email);
    const before = await requestCount();
    const body = submission(validQuoteForm(email), code, "key-replay-1");
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body, { clientIp: "10.9.9.9" })));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const references = new Set(results.map((result) => sent(result.body).reference));
    expect(references.size).toBe(1);
    expect(await requestCount()).toBe(before + 1);
  });

  it("stores each of 30 customers' requests once when they send at once and some resend, at once and later", async () => {
    for (let index = 0; index < 3; index++) await createInvitableCompany(db(), { rating: 9, reviewCount: 10 });
    const customers = [];
    for (let index = 0; index < 30; index++) {
      const email = `crowd-${index}@example.com`;
      customers.push({ email, body: submission(validQuoteForm(email), await codeFor(email), `key-crowd-${index}`) });
    }
    const before = await requestCount();
    // Every fifth customer's browser sends the same request three times at once.
    const sends = customers.flatMap((customer, index) =>
      index % 5 === 0 ? [customer, customer, customer] : [customer],
    );

    const results = await Promise.all(
      sends.map((customer) => post(customer.body).then((result) => ({ customer, result }))),
    );
    const retried = await Promise.all(customers.slice(0, 10).map((customer) => post(customer.body)));

    expect([...results.map(({ result }) => result.status), ...retried.map((result) => result.status)]).toEqual(
      Array(sends.length + 10).fill(200),
    );
    const answers = new Map<string, Set<string>>();
    for (const { customer, result } of results) {
      const references = answers.get(customer.email) ?? new Set();
      references.add(JSON.stringify(sent(result.body)));
      answers.set(customer.email, references);
    }
    for (const [index, result] of retried.entries())
      answers.get(customers[index]?.email ?? "")?.add(JSON.stringify(sent(result.body)));
    expect([...answers.values()].map((references) => references.size)).toEqual(Array(30).fill(1));
    expect(await requestCount()).toBe(before + 30);
    const stored = await db()
      .select({ id: quoteRequests.id, email: quoteRequests.email })
      .from(quoteRequests)
      .where(
        inArray(
          quoteRequests.email,
          customers.map((customer) => customer.email),
        ),
      );
    expect(stored).toHaveLength(30);
    const offered = await db()
      .select({ n: count() })
      .from(leads)
      .where(
        inArray(
          leads.quoteRequestId,
          stored.map((row) => row.id),
        ),
      );
    const answered = [...answers.values()].map(
      (references) => JSON.parse([...references][0] ?? "{}") as { companies: unknown[] },
    );
    expect(offered[0]?.n).toBe(answered.reduce((sum, answer) => sum + answer.companies.length, 0));
    const confirmations = await outboxCount(db(), { to: customers.map((customer) => customer.email) });
    // One code and one confirmation per customer.
    expect(confirmations).toBe(60);
  });

  it("refuses a code that was already used for another request", async () => {
    const email = "twice@example.com";
    const code = await codeFor(email);
    expect((await post(submission(validQuoteForm(email), code, "key-twice-1"))).status).toBe(200);
    const again = await post(submission(validQuoteForm(email), code, "key-twice-2"));
    expect(again.status).toBe(400);
    expect(refusal(again.body).fieldErrors.code).toEqual({ key: "quote:errors.codeExpired" });
  });

  it.each<[string, (form: QuoteFormState) => void, string, string]>([
    [
      "a bad postcode",
      (form) => (form.movingFrom.postcode = "NOT A CODE"),
      "movingFrom.postcode",
      "messages:validation.postcodeInvalid",
    ],
    [
      "a bad email",
      (form) => (form.personalDetails.email = "jane@"),
      "personalDetails.email",
      "messages:validation.emailInvalid",
    ],
    ["a past date", (form) => (form.specificDate = ukDate(-2)), "specificDate", "quote:errors.datePast"],
    [
      "a window starting in the past",
      (form) => Object.assign(form, { movingDate: "flexible", flexibleFrom: ukDate(-1), flexibleTo: ukDate(3) }),
      "flexibleFrom",
      "quote:errors.datePast",
    ],
    [
      "a date over two years ahead",
      (form) => (form.specificDate = ukDate(800)),
      "specificDate",
      "quote:errors.dateTooFar",
    ],
    ["no move type", (form) => (form.moveType = ""), "moveType", "quote:errors.moveType"],
    ["no help type", (form) => (form.helpType = ""), "helpType", "quote:errors.helpType"],
    [
      "no current home",
      (form) => (form.currentProperty.type = ""),
      "currentProperty.type",
      "quote:errors.currentPropertyType",
    ],
    [
      "oversized text",
      (form) => (form.additionalDetailsText = "x".repeat(2001)),
      "additionalDetailsText",
      "messages:validation.tooLong",
    ],
    [
      "a one-letter name",
      (form) => (form.personalDetails.fullName = "J"),
      "personalDetails.fullName",
      "quote:errors.fullNameTooShort",
    ],
    [
      "a bad phone",
      (form) => (form.personalDetails.phone = "12345"),
      "personalDetails.phone",
      "messages:validation.phoneInvalid",
    ],
  ])("refuses %s with its field's message key and stores nothing", async (_label, change, field, key) => {
    const email = "invalid@example.com";
    const form = validQuoteForm(email);
    change(form);
    const before = await requestCount();
    const { status, body } = await post(submission(form, "123456", `key-${field}-${Math.random()}`));
    expect(status).toBe(400);
    expect(refusal(body).fieldErrors[field]?.key).toBe(key);
    expect(await requestCount()).toBe(before);
  });

  it("refuses a bad email before sending a code, and a request it cannot read", async () => {
    const badEmail = await post({ intent: "send-code", personalDetails: { email: "jane@" } });
    expect(badEmail.status).toBe(400);
    expect(refusal(badEmail.body).fieldErrors["personalDetails.email"]).toEqual({
      key: "messages:validation.emailInvalid",
    });
    const unknown = await post({ intent: "subscribe" });
    expect(unknown.status).toBe(400);
    expect(refusal(unknown.body).fieldErrors.intent?.key).toBe("messages:validation.invalid");
    const request = new Request("http://localhost/quote", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    const result = await action(routeArgs(request, { clientIp: "10.1.9.9" }));
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, message: { key: "messages:form.unreadable" } });
  });

  it("allows 5 wrong codes, then refuses even the right one until a new code is sent", async () => {
    const email = "wrong-code@example.com";
    const code = await codeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const before = await requestCount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const result = await post(submission(validQuoteForm(email), wrong, `key-wrong-${attempt}`));
      statuses.push(result.status);
      if (attempt === 1) {
        // Three tries left: a count the page words in the visitor's language.
        expect(refusal(result.body).fieldErrors.code).toEqual({ key: "quote:errors.codeWrong", params: { count: 3 } });
      }
    }
    // The fifth wrong code uses up the last try; from then on the code is refused outright.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const right = await post(submission(validQuoteForm(email), code, "key-wrong-right"));
    expect(right.status).toBe(429);
    expect(refusal(right.body).fieldErrors.code?.key).toBe("quote:errors.codeTooManyWrong");
    expect(await requestCount()).toBe(before);
  });

  it("expires codes after 10 minutes and throttles resends for 30 seconds", async () => {
    const email = "expiry@example.com";
    await codeFor(email);
    const resend = await post({ intent: "send-code", personalDetails: { email } });
    expect(resend.status).toBe(429);
    expect(refusal(resend.body).fieldErrors.code).toMatchObject({ key: "quote:errors.resendWait" });
    await db()
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.email, email));
    const [row] = await db().select().from(emailVerificationCodes).where(eq(emailVerificationCodes.email, email));
    expect(row?.codeHash).not.toMatch(/^\d{6}$/);
    const result = await post(submission(validQuoteForm(email), "123456", "key-expired"));
    expect(result.status).toBe(400);
    expect(refusal(result.body).fieldErrors.code).toEqual({ key: "quote:errors.codeExpired" });
  });

  it("stores a request that no company covers, without leads, for staff to see", async () => {
    const email = "remote@example.com";
    const code = await codeFor(email);
    const form = validQuoteForm(email);
    form.movingFrom = { postcode: "HS2 9AA", city: "Stornoway", address: "" };
    const { status, body } = await post(submission(form, code, "key-remote"));
    expect(status).toBe(200);
    expect(sent(body).companies).toEqual([]);
  });
});
