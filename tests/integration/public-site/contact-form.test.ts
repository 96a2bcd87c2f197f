import { count, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { contacts } from "~/db/schema";
import { localizedPath } from "~/i18n/addresses";
import { serverI18n } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import ContactPage, { action } from "~/routes/public/contact";
import { setupTestDatabase } from "../../setup/test-database";
import { args as routeArgs } from "../../support/http";
import { emailsTo } from "../../support/outbox";

const valid = {
  firstName: "Amira",
  lastName: "Khan",
  email: "Amira.Khan@example.com",
  phone: "07911 123456",
  subject: "quote",
  message: "I am moving from Leeds to York in March and would like some advice.",
};

let ipCounter = 0;
async function send(
  init: RequestInit & { headers: Record<string, string> },
  clientIp = `10.0.0.${++ipCounter}`,
  locale: Locale = "en-GB",
) {
  // The page's address names its language, as a visitor on it posts.
  const request = new Request(`http://localhost${localizedPath("/contact", locale)}`, { method: "POST", ...init });
  const result = await action(routeArgs(request, { clientIp }));
  return { status: result.init?.status ?? 200, body: result.data };
}

function post(fields: Record<string, string>, { clientIp, locale }: { clientIp?: string; locale?: Locale } = {}) {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  return send({ headers, body: new URLSearchParams(fields) }, clientIp, locale);
}

/** The contact page as the server renders it in `locale`, after its action answered `actionData`. */
function renderPage(locale: "en-GB" | "lt", actionData: unknown): string {
  const Stub = createRoutesStub([{ id: "contact", path: "/contact", Component: ContactPage }]);
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: serverI18n(locale) },
      createElement(Stub, { initialEntries: ["/contact"], hydrationData: { actionData: { contact: actionData } } }),
    ),
  );
}

describe("contact form", () => {
  const db = setupTestDatabase();
  const stored = async () => (await db().select({ n: count() }).from(contacts))[0]?.n ?? 0;

  it("stores the message as new and queues an acknowledgement to the sender", async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, data: null });
    const [row] = await db().select().from(contacts).where(eq(contacts.email, "amira.khan@example.com"));
    expect(row).toMatchObject({
      status: "new",
      firstName: "Amira",
      phone: "+447911123456",
      category: "quote",
      priority: "medium",
    });
    const mail = await emailsTo(db(), "amira.khan@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      template: "contact-acknowledgement",
      status: "pending",
      subject: "We have received your message: Getting quotes for my move",
    });
    // Anyone can type any address: the acknowledgement repeats nothing the visitor wrote.
    expect(mail[0]?.html).not.toContain("Amira");
    expect(mail[0]?.text).not.toContain("Leeds to York");
    expect(mail[0]?.html).not.toContain("Leeds to York");
  });

  it("sends one address at most three acknowledgements a day, from any network, answering the same", async () => {
    const email = "flooded@example.com";
    for (let i = 0; i < 5; i++) expect((await post({ ...valid, email })).status).toBe(200);
    const mail = await emailsTo(db(), email);
    expect(mail).toHaveLength(3);
    expect(await db().select().from(contacts).where(eq(contacts.email, email))).toHaveLength(5);
  });

  it("acknowledges a message sent from a Lithuanian page in Lithuanian", async () => {
    const email = "lina@example.com";
    expect((await post({ ...valid, email }, { locale: "lt" })).status).toBe(200);
    const [mail] = await emailsTo(db(), email);
    expect(mail?.subject).toBe("Gavome jūsų žinutę: Pasiūlymai mano persikraustymui");
    expect(mail?.html).toContain('lang="lt"');
    expect(mail?.text).toContain("Į kiekvieną žinutę atsakome per 24 valandas.");
  });

  it.each([
    ["firstName", { firstName: "" }, "contact:errors.firstName"],
    ["lastName", { lastName: "  " }, "contact:errors.lastName"],
    ["email", { email: "" }, "messages:validation.emailRequired"],
    ["email", { email: "not-an-email" }, "messages:validation.emailInvalid"],
    ["subject", { subject: "" }, "contact:errors.subject"],
    ["message", { message: "" }, "contact:errors.messageTooShort"],
    ["message", { message: "x".repeat(100_000) }, "contact:errors.messageTooLong"],
    ["phone", { phone: "12" }, "messages:validation.phoneInvalid"],
  ])("refuses a bad %s with its message key and stores nothing", async (field, change, key) => {
    const before = await stored();
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    if (body.ok) throw new Error("expected a refusal");
    expect(body).toMatchObject({ code: "VALIDATION", message: { key: "messages:form.fixFields" } });
    expect(body.fieldErrors[field]?.key).toBe(key);
    // A page without JavaScript fills the fields in again.
    expect(body.values?.firstName).toBe({ ...valid, ...change }.firstName);
    expect(await stored()).toBe(before);
  });

  it("says how long a message may be, in the visitor's number format", async () => {
    const { body } = await post({ ...valid, message: "x".repeat(5001) });
    if (body.ok) throw new Error("expected a refusal");
    expect(body.fieldErrors.message).toEqual({ key: "contact:errors.messageTooLong", params: { maximum: 5000 } });
    const html = renderPage("en-GB", body);
    expect(html).toContain("Your message must be 5,000 characters or fewer");
  });

  it("shows a Lithuanian page's refusal in Lithuanian, with no English left", async () => {
    const { body } = await post({ ...valid, firstName: "", email: "not-an-email" }, { locale: "lt" });
    const html = renderPage("lt", body);
    expect(html).toContain("Pataisykite pažymėtus laukus.");
    expect(html).toContain("Įveskite savo vardą");
    expect(html).toContain("Įveskite el. pašto adresą, pvz., vardas@pavyzdys.lt");
    for (const english of ["Please correct", "Enter your first name", "name@example.com"]) {
      expect(html).not.toContain(english);
    }
    expect(renderPage("en-GB", body)).toContain("Enter an email address like name@example.com");
  });

  it("answers 413 for a body far beyond any real message", async () => {
    const { status, body } = await post({ ...valid, message: "x".repeat(400_000) });
    expect(status).toBe(413);
    expect(body).toMatchObject({ ok: false, code: "PAYLOAD_TOO_LARGE", message: { key: "messages:form.tooLarge" } });
  });

  it("answers 413 for a 2 MB chunked body that declares no length, without reading it all", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`message=${"x".repeat(64 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const result = await send({
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
      duplex: "half",
    } as RequestInit & { headers: Record<string, string> });
    expect(result.status).toBe(413);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("answers 400 for a malformed multipart body and 415 for a body that is not a form", async () => {
    const malformed = await send({
      headers: { "content-type": "multipart/form-data; boundary=----expected" },
      body: '------other\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAmira\r\n',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ ok: false, message: { key: "messages:form.unreadable" } });
    const json = await send({ headers: { "content-type": "text/plain" }, body: "firstName=Amira" });
    expect(json.status).toBe(415);
  });

  it("accepts but discards what a bot puts in the hidden field", async () => {
    const before = await stored();
    const { status } = await post({ ...valid, website: "https://spam.example" });
    expect(status).toBe(200);
    expect(await stored()).toBe(before);
  });

  it("rate limits one address after five messages in ten minutes", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await post(valid, { clientIp: "192.0.2.50" })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(valid, { clientIp: "192.0.2.51" })).status).toBe(200);
  });
});
