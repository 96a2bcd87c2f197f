import { afterEach, describe, expect, it, vi } from "vitest";
import { user } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { emailsTo, outboxEmails } from "../../../tests/support/outbox";
import { queueEmail } from "./outbox.server";
import type { MailTransport, OutgoingEmail } from "./transport.server";
import { startOutboxWorker, stopOutboxWorker } from "./worker.server";

const acknowledgement = (to: string) =>
  ({
    to,
    template: "contact-acknowledgement",
    payload: { topic: "quote" },
  }) as const;

describe("the email outbox", () => {
  const db = setupTestDatabase();

  afterEach(async () => {
    await stopOutboxWorker();
  });

  function startWorker() {
    const sent: OutgoingEmail[] = [];
    const transport: MailTransport = { send: async (email) => void sent.push(email), close: () => undefined };
    // An hour between polls: only a wake can deliver within the test.
    expect(startOutboxWorker({ intervalMs: 3_600_000, transport })).toBe(true);
    return sent;
  }

  it("wakes the worker once the transaction that queued mail commits, and not for a rolled-back one", async () => {
    const sent = startWorker();
    await db().transaction(async (tx) => {
      await queueEmail(tx, acknowledgement("committed@example.com"));
      // Still uncommitted: the worker cannot see it yet.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(sent).toHaveLength(0);
    });
    await vi.waitFor(() => expect(sent.map((email) => email.to)).toEqual(["committed@example.com"]), {
      timeout: 3000,
    });

    await db()
      .transaction(async (tx) => {
        await queueEmail(tx, acknowledgement("rolled-back@example.com"));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await emailsTo(db(), "rolled-back@example.com")).toEqual([]);
  });

  it("writes to a known recipient in the language of their account when the caller names none", async () => {
    await db().insert(user).values({ id: "lt-user", name: "Ona", email: "ona@example.com", locale: "lt" });
    await queueEmail(db(), {
      to: "ONA@example.com",
      template: "password-reset",
      payload: { name: "Ona", resetUrl: "http://localhost:3000/account/reset-password?token=x", expiresInMinutes: 60 },
    });
    await queueEmail(db(), {
      to: "someone-new@example.com",
      template: "password-reset",
      payload: { name: "Sam", resetUrl: "http://localhost:3000/account/reset-password?token=y", expiresInMinutes: 60 },
    });
    const subjects = await outboxEmails(db(), { template: "password-reset" });
    expect(subjects).toContainEqual(
      expect.objectContaining({ to: "ONA@example.com", subject: "Atkurkite MoveMatch slaptažodį" }),
    );
    expect(subjects.find((mail) => mail.to === "ONA@example.com")?.text).toContain("60 minučių");
    expect(subjects).toContainEqual(
      expect.objectContaining({ to: "someone-new@example.com", subject: "Reset your MoveMatch password" }),
    );
  });
});
