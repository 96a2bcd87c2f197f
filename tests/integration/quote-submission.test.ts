import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, emailVerificationCodes, leads, quoteRequests } from "~/db/schema";
import type { QuoteFormState } from "~/lib/schemas/quote-request";
import { action } from "~/routes/public/quote";
import { createCompany } from "../factories/companies";
import { setupTestDatabase } from "../setup/test-database";
import { args as routeArgs } from "../support/http";

let ipCounter = 0;
async function post(body: unknown, clientIp = `10.1.0.${++ipCounter % 250}`) {
  const request = new Request("http://localhost/quote", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const result = await action(routeArgs(request, { clientIp }));
  return { status: result.init?.status ?? 200, body: result.data };
}

function inDays(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function validForm(email: string): QuoteFormState {
  return {
    moveType: "domestic",
    movingFrom: { postcode: "m1 1ae", city: "Manchester", address: "1 Piccadilly" },
    movingTo: { city: "Leeds", address: "" },
    helpType: "full",
    currentProperty: { type: "house", bedrooms: "3", liftAvailable: "", floorNumber: "" },
    newProperty: { type: "apartment", bedrooms: "", liftAvailable: "no", floorNumber: "5+" },
    additionalDetails: "yes",
    additionalDetailsText: "A piano.",
    movingDate: "specific",
    specificDate: inDays(30),
    personalDetails: { fullName: "Jane Smith", email, phone: "07911 123456" },
  };
}

describe("quote submission", () => {
  const db = setupTestDatabase();

  async function codeFor(email: string): Promise<string> {
    const sent = await post({ intent: "send-code", email });
    expect(sent.status).toBe(200);
    const [mail] = await db()
      .select({ payload: emailOutbox.payload })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(emailOutbox.createdAt);
    const code = (mail?.payload as { code?: string } | undefined)?.code;
    if (!code) throw new Error(`no code was emailed to ${email}`);
    return code;
  }

  const requestCount = async () => (await db().select({ n: count() }).from(quoteRequests))[0]?.n ?? 0;

  it("stores a verified request with every field, its leads and its emails", async () => {
    const partners = [];
    for (let index = 0; index < 8; index++)
      partners.push(await createCompany(db(), { rating: 8 + index * 0.2, reviewCount: 10 }));
    const email = "jane.smith@example.com";
    const code = await codeFor(email);

    const { status, body } = await post({
      intent: "submit",
      form: validForm(email),
      code,
      idempotencyKey: "key-full-1",
    });
    expect(status).toBe(200);
    if (!body.ok || body.intent !== "submit") throw new Error(JSON.stringify(body));
    expect(body.reference).toMatch(/^MM-[A-Z2-9]{8}$/);
    expect(body.companies).toHaveLength(6);

    const [stored] = await db().select().from(quoteRequests).where(eq(quoteRequests.reference, body.reference));
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
      specificDate: inDays(30),
      fullName: "Jane Smith",
      email,
      phone: "+447911123456",
      status: "pending",
    });
    expect(stored?.fromLat).toBeCloseTo(53.48, 1);
    expect(stored?.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const storedLeads = await db()
      .select()
      .from(leads)
      .where(eq(leads.quoteRequestId, stored?.id ?? ""));
    expect(storedLeads.map((lead) => lead.matchRank).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const mail = await db()
      .select({ to: emailOutbox.to, template: emailOutbox.template, text: emailOutbox.text })
      .from(emailOutbox);
    const confirmation = mail.find((row) => row.template === "quote-request-confirmation");
    expect(confirmation?.to).toBe(email);
    expect(confirmation?.text).toContain("/my-request/");
    const alerts = mail.filter((row) => row.template === "partner-new-lead");
    expect(alerts).toHaveLength(6);
    for (const alert of alerts) {
      expect(alert.text).not.toContain("Jane");
      expect(alert.text).not.toContain(email);
      expect(alert.text).not.toContain("7911");
    }
  });

  it("creates exactly one request when the same submission is replayed 20 times at once", async () => {
    const email = "replay@example.com";
    const code = await codeFor(email);
    const before = await requestCount();
    const body = { intent: "submit", form: validForm(email), code, idempotencyKey: "key-replay-1" };
    const results = await Promise.all(Array.from({ length: 20 }, () => post(body, "10.9.9.9")));
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const references = new Set(
      results.map((result) => (result.body.ok && result.body.intent === "submit" ? result.body.reference : "")),
    );
    expect(references.size).toBe(1);
    expect(await requestCount()).toBe(before + 1);
  });

  it("refuses a code that was already used for another request", async () => {
    const email = "twice@example.com";
    const code = await codeFor(email);
    expect((await post({ intent: "submit", form: validForm(email), code, idempotencyKey: "key-twice-1" })).status).toBe(
      200,
    );
    const again = await post({ intent: "submit", form: validForm(email), code, idempotencyKey: "key-twice-2" });
    expect(again.status).toBe(400);
    if (again.body.ok) throw new Error("expected a failure");
    expect(again.body.errors.code).toMatch(/expired|new code/);
  });

  it.each<[string, (form: QuoteFormState) => void, string, string]>([
    ["a bad postcode", (form) => (form.movingFrom.postcode = "NOT A CODE"), "movingFrom.postcode", "UK postcode"],
    ["a bad email", (form) => (form.personalDetails.email = "jane@"), "personalDetails.email", "email address"],
    ["a past date", (form) => (form.specificDate = inDays(-2)), "specificDate", "cannot be in the past"],
    [
      "a date over two years ahead",
      (form) => (form.specificDate = inDays(800)),
      "specificDate",
      "within the next two years",
    ],
    ["no move type", (form) => (form.moveType = ""), "moveType", "Choose the type of move"],
    ["no help type", (form) => (form.helpType = ""), "helpType", "Choose what needs moving"],
    [
      "oversized text",
      (form) => (form.additionalDetailsText = "x".repeat(2001)),
      "additionalDetailsText",
      "2,000 characters",
    ],
    ["a one-letter name", (form) => (form.personalDetails.fullName = "J"), "personalDetails.fullName", "at least 2"],
    ["a bad phone", (form) => (form.personalDetails.phone = "12345"), "personalDetails.phone", "UK phone number"],
  ])("refuses %s with a clear message and stores nothing", async (_label, change, field, message) => {
    const email = "invalid@example.com";
    const form = validForm(email);
    change(form);
    const before = await requestCount();
    const { status, body } = await post({
      intent: "submit",
      form,
      code: "123456",
      idempotencyKey: `key-${field}-${Math.random()}`,
    });
    expect(status).toBe(400);
    if (body.ok) throw new Error("expected a failure");
    expect(body.errors[field]).toContain(message);
    expect(await requestCount()).toBe(before);
  });

  it("allows 5 wrong codes, then refuses even the right one until a new code is sent", async () => {
    const email = "wrong-code@example.com";
    const code = await codeFor(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const before = await requestCount();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const result = await post({
        intent: "submit",
        form: validForm(email),
        code: wrong,
        idempotencyKey: `key-wrong-${attempt}`,
      });
      statuses.push(result.status);
    }
    // The fifth wrong code uses up the last try; from then on the code is refused outright.
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const right = await post({ intent: "submit", form: validForm(email), code, idempotencyKey: "key-wrong-right" });
    expect(right.status).toBe(429);
    if (right.body.ok) throw new Error("expected a failure");
    expect(right.body.errors.code).toContain("Too many wrong codes");
    expect(await requestCount()).toBe(before);
  });

  it("expires codes after 10 minutes and throttles resends for 30 seconds", async () => {
    const email = "expiry@example.com";
    await codeFor(email);
    const resend = await post({ intent: "send-code", email });
    expect(resend.status).toBe(429);
    await db()
      .update(emailVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationCodes.email, email));
    const [row] = await db().select().from(emailVerificationCodes).where(eq(emailVerificationCodes.email, email));
    expect(row?.codeHash).not.toMatch(/^\d{6}$/);
    const result = await post({
      intent: "submit",
      form: validForm(email),
      code: "123456",
      idempotencyKey: "key-expired",
    });
    expect(result.status).toBe(400);
    if (result.body.ok) throw new Error("expected a failure");
    expect(result.body.errors.code).toContain("expired");
  });

  it("stores a request that no company covers, without leads, for staff to see", async () => {
    const email = "remote@example.com";
    const code = await codeFor(email);
    const form = validForm(email);
    form.movingFrom = { postcode: "HS2 9AA", city: "Stornoway", address: "" };
    const { status, body } = await post({ intent: "submit", form, code, idempotencyKey: "key-remote" });
    expect(status).toBe(200);
    if (!body.ok || body.intent !== "submit") throw new Error("expected success");
    expect(body.companies).toEqual([]);
  });
});
