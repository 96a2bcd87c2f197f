import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, emailOutbox } from "~/db/schema";
import { action } from "~/routes/public/contact";
import { setupTestDatabase } from "../setup/test-database";
import { args as routeArgs } from "../support/http";

const valid = {
  firstName: "Amira",
  lastName: "Khan",
  email: "Amira.Khan@example.com",
  phone: "07911 123456",
  subject: "quote",
  message: "I am moving from Leeds to York in March and would like some advice.",
};

let ipCounter = 0;
async function post(fields: Record<string, string>, clientIp = `10.0.0.${++ipCounter}`) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const result = await action(routeArgs(request, { clientIp }));
  return { status: result.init?.status ?? 200, body: result.data };
}

describe("contact form", () => {
  const db = setupTestDatabase();
  const stored = async () => (await db().select({ n: count() }).from(contacts))[0]?.n ?? 0;

  it("stores the message as new and queues an acknowledgement to the sender", async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true });
    const [row] = await db().select().from(contacts).where(eq(contacts.email, "amira.khan@example.com"));
    expect(row).toMatchObject({
      status: "new",
      firstName: "Amira",
      phone: "+447911123456",
      category: "quote",
      priority: "medium",
    });
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "amira.khan@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ template: "contact-acknowledgement", status: "pending" });
    expect(mail[0]?.html).toContain("Amira");
  });

  it.each([
    ["firstName", { firstName: "" }, "Enter your first name"],
    ["lastName", { lastName: "  " }, "Enter your last name"],
    ["email", { email: "" }, "Enter your email address"],
    ["email", { email: "not-an-email" }, "name@example.com"],
    ["subject", { subject: "" }, "Choose what your message is about"],
    ["message", { message: "" }, "at least 10 characters"],
    ["message", { message: "x".repeat(100_000) }, "5,000 characters or fewer"],
    ["phone", { phone: "12" }, "UK phone number"],
  ])("refuses a bad %s with a clear message and stores nothing", async (field, change, message) => {
    const before = await stored();
    const { status, body } = await post({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body.ok).toBe(false);
    if (!body.ok) expect(body.errors[field]).toContain(message);
    expect(await stored()).toBe(before);
  });

  it("answers 413 for a body far beyond any real message", async () => {
    await expect(post({ ...valid, message: "x".repeat(400_000) })).rejects.toMatchObject({ init: { status: 413 } });
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
      statuses.push((await post(valid, "192.0.2.50")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(valid, "192.0.2.51")).status).toBe(200);
  });
});
