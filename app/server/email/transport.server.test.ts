import { describe, expect, it } from "vitest";
import { TEST_SUPPLIER_SETTINGS } from "../../../tests/support/supplier-settings";
import { parseEnv } from "../env.server";
import { describeMailDelivery, isDevMailboxEnabled, mailMessage } from "./transport.server";

const secret = "s".repeat(40);
/** What `npm start` sets on a laptop: the production build, as a local run. */
const localRun = { NODE_ENV: "production", LOCAL_RUN: "true", BETTER_AUTH_SECRET: secret, PORT: "3917" };
/** What a deployment sets: NODE_ENV=production by the operator, so no LOCAL_RUN. */
const deployment = {
  NODE_ENV: "production",
  APP_URL: "https://movematch.example",
  BETTER_AUTH_SECRET: secret,
  ...TEST_SUPPLIER_SETTINGS,
};
const smtp = { SMTP_URL: "smtp://mailer:hunter2@mail.example:587" };

describe("the dev mailbox (/dev/mail)", () => {
  it("is served in development and on a local run without SMTP_URL", () => {
    expect(isDevMailboxEnabled(parseEnv({ NODE_ENV: "development", BETTER_AUTH_SECRET: secret }))).toBe(true);
    expect(isDevMailboxEnabled(parseEnv({ NODE_ENV: "test", BETTER_AUTH_SECRET: secret }))).toBe(true);
    expect(isDevMailboxEnabled(parseEnv(localRun))).toBe(true);
    expect(isDevMailboxEnabled(parseEnv({ ...localRun, SMTP_URL: "" }))).toBe(true);
  });

  it("is never served in a deployment, with or without SMTP_URL, nor on a local run that sends mail", () => {
    expect(isDevMailboxEnabled(parseEnv(deployment))).toBe(false);
    expect(isDevMailboxEnabled(parseEnv({ ...deployment, ...smtp }))).toBe(false);
    expect(isDevMailboxEnabled(parseEnv({ ...deployment, LOCAL_RUN: "false" }))).toBe(false);
    expect(isDevMailboxEnabled(parseEnv({ ...localRun, ...smtp }))).toBe(false);
  });
});

describe("the start's line about mail", () => {
  it("gives the inbox's address where it is served", () => {
    expect(describeMailDelivery(parseEnv(localRun))).toEqual({
      line: "Mail: no SMTP_URL, emails at http://localhost:3917/dev/mail",
      warn: false,
    });
  });

  it("names no inbox in a deployment without SMTP_URL, and warns", () => {
    expect(describeMailDelivery(parseEnv(deployment))).toEqual({
      line: "Mail: no SMTP_URL, emails stay in the outbox and are not sent",
      warn: true,
    });
  });

  it("names the mail server without its password", () => {
    const { line } = describeMailDelivery(parseEnv({ ...deployment, ...smtp }));
    expect(line).toBe("Mail: sent over SMTP through mail.example:587");
    expect(line).not.toContain("hunter2");
  });
});

describe("the message sent", () => {
  const email = { id: "e1", to: "a@example.com", subject: "Hi", html: "<p>Hi</p>", text: "Hi" };

  it("takes replies at the support address where one is configured", () => {
    const message = mailMessage(email, { domain: "movematch.example", replyTo: "support@movematch.example" });
    expect(message).toMatchObject({ messageId: "<e1@movematch.example>", replyTo: "support@movematch.example" });
  });

  it("has no Reply-To without a support address", () => {
    expect(mailMessage(email, { domain: "movematch.example", replyTo: undefined })).not.toHaveProperty("replyTo");
  });
});
