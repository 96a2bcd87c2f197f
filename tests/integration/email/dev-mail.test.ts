import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "~/db/schema";
import { setupTestDatabase } from "../../setup/test-database";
import { settle } from "../../support/http";
import { TEST_SUPPLIER_SETTINGS } from "../../support/supplier-settings";

/**
 * The dev mailbox's pages (/dev/mail and /dev/mail/:id) under the configuration each kind of
 * start gives the process. Configuration is read once per process, so the pages and everything
 * they use are loaded afresh for each one, on the same database holding one queued email.
 */
const localRun = { NODE_ENV: "production", LOCAL_RUN: "true", SMTP_URL: "" };
const deployment = {
  NODE_ENV: "production",
  LOCAL_RUN: "",
  APP_URL: "https://movematch.example",
  SMTP_URL: "",
  ...TEST_SUPPLIER_SETTINGS,
};

async function devMailUnder(settings: Record<string, string>) {
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const list = await import("~/routes/resources/dev-mail");
  const message = await import("~/routes/resources/dev-mail.$id");
  return {
    list: () => settle(() => list.loader()),
    message: (id: string) => settle(() => message.loader({ params: { id } } as Parameters<typeof message.loader>[0])),
  };
}

describe("the dev mailbox", () => {
  const db = setupTestDatabase();
  let emailId = "";

  beforeAll(async () => {
    const [row] = await db()
      .insert(emailOutbox)
      .values({
        to: "jane@example.com",
        template: "verification-code",
        payload: {},
        subject: "Your MoveMatch verification code",
        html: "<p>Your code is 482913</p>",
        text: "Your code is 482913",
        nextAttemptAt: new Date(),
      })
      .returning();
    emailId = row?.id ?? "";
  });

  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("shows every email on a local run without SMTP_URL (npm start on a laptop)", async () => {
    const pages = await devMailUnder(localRun);
    const list = await pages.list();
    expect(list.status).toBe(200);
    expect(list.body?.emails).toEqual([expect.objectContaining({ id: emailId, to: "jane@example.com" })]);
    const message = await pages.message(emailId);
    expect(message.status).toBe(200);
    expect(message.body?.email).toMatchObject({ text: "Your code is 482913" });
  });

  it("answers 404 in a deployment (NODE_ENV=production set by the operator), the email's page too", async () => {
    const pages = await devMailUnder(deployment);
    expect((await pages.list()).status).toBe(404);
    expect((await pages.message(emailId)).status).toBe(404);
  });

  it("answers 404 on a local run that sends its mail over SMTP_URL", async () => {
    const pages = await devMailUnder({ ...localRun, SMTP_URL: "smtp://127.0.0.1:2525" });
    expect((await pages.list()).status).toBe(404);
    expect((await pages.message(emailId)).status).toBe(404);
  });
});
