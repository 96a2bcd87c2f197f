import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "~/db/schema";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { queueEmail } from "./outbox.server";
import type { MailTransport, OutgoingEmail } from "./transport.server";
import {
  CLAIM_TIMEOUT_MS,
  deliverDueEmails,
  MAX_ATTEMPTS,
  startOutboxWorker,
  stopOutboxWorker,
  wakeOutboxWorker,
} from "./worker.server";

const NOW = new Date("2030-01-01T12:00:00.000Z");
const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

function recordingTransport(fail?: (email: OutgoingEmail) => Error | undefined) {
  const sent: OutgoingEmail[] = [];
  const transport: MailTransport = {
    async send(email) {
      const error = fail?.(email);
      if (error) throw error;
      sent.push(email);
    },
    close: () => undefined,
  };
  return { transport, sent };
}

describe("email outbox worker", () => {
  const db = setupTestDatabase();

  async function insertEmail(fields: Partial<typeof emailOutbox.$inferInsert> = {}) {
    const [row] = await db()
      .insert(emailOutbox)
      .values({
        to: "someone@example.com",
        template: "contact-acknowledgement",
        payload: {},
        subject: "Hello",
        html: "<p>Hello</p>",
        text: "Hello",
        nextAttemptAt: NOW,
        ...fields,
      })
      .returning();
    if (!row) throw new Error("insert failed");
    return row;
  }

  async function readEmail(id: string) {
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new Error(`email ${id} is gone`);
    return row;
  }

  beforeEach(async () => {
    await db().delete(emailOutbox);
  });

  it("sends due mail, marks it sent and leaves mail that is not yet due alone", async () => {
    const due = await insertEmail({ to: "due@example.com", subject: "Due", nextAttemptAt: secondsAfter(NOW, -60) });
    const later = await insertEmail({ to: "later@example.com", nextAttemptAt: secondsAfter(NOW, 60) });
    const { transport, sent } = recordingTransport();

    expect(await deliverDueEmails({ db: db(), transport, now: NOW })).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(sent).toEqual([expect.objectContaining({ to: "due@example.com", subject: "Due", text: "Hello" })]);
    expect(await readEmail(due.id)).toMatchObject({ status: "sent", sentAt: NOW, attempts: 0 });
    expect(await readEmail(later.id)).toMatchObject({ status: "pending", sentAt: null });
  });

  it("erases codes and one-time links once mail is sent or has failed for good, keeping its metadata", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const code = "493817";
    const token = "reset-token-5f2c9a7e1b";
    const codeId = await queueEmail(db(), {
      to: "code@example.com",
      template: "quote-verification-code",
      payload: { code, minutesValid: 10 },
    });
    const resetId = await queueEmail(db(), {
      to: "reset@example.com",
      template: "password-reset",
      payload: { name: "Amira", resetUrl: `https://movematch.test/reset-password/${token}`, expiresInMinutes: 60 },
    });
    await db().update(emailOutbox).set({ nextAttemptAt: NOW });
    await db()
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, resetId));
    const pending = await readEmail(codeId);
    expect(pending.text).toContain(code);

    const { transport, sent } = recordingTransport((email) =>
      email.to === "reset@example.com" ? new Error("550 mailbox unavailable") : undefined,
    );
    expect(await deliverDueEmails({ db: db(), transport, now: NOW })).toEqual({ sent: 1, retried: 0, failed: 1 });

    expect(sent[0]?.text).toContain(code);
    for (const [id, secret, status] of [
      [codeId, code, "sent"],
      [resetId, token, "failed"],
    ] as const) {
      const row = await readEmail(id);
      expect(row).toMatchObject({ status, html: "", text: "", payload: {} });
      expect(row.to).toMatch(/@example\.com$/);
      expect(row.subject).not.toBe("");
      expect(JSON.stringify(row)).not.toContain(secret);
    }
  });

  it("marks claimed mail as sending while it is being sent", async () => {
    const email = await insertEmail();
    const statuses: string[] = [];
    const transport: MailTransport = {
      send: async () => {
        statuses.push((await readEmail(email.id)).status);
      },
      close: () => undefined,
    };
    await deliverDueEmails({ db: db(), transport, now: NOW });
    expect(statuses).toEqual(["sending"]);
  });

  it("keeps failed mail pending with the error and a backed-off next attempt", async () => {
    const email = await insertEmail();
    const { transport } = recordingTransport(() => new Error(`connect ECONNREFUSED ${"x".repeat(2000)}`));

    expect(await deliverDueEmails({ db: db(), transport, now: NOW })).toEqual({ sent: 0, retried: 1, failed: 0 });

    const row = await readEmail(email.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/^connect ECONNREFUSED x+$/);
    expect(row.lastError).toHaveLength(1000);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(secondsAfter(NOW, 30).getTime());
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(secondsAfter(NOW, 33).getTime());
    expect(await deliverDueEmails({ db: db(), transport, now: secondsAfter(NOW, 29) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it("backs off further with each attempt and gives up after the last one", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const retrying = await insertEmail({ attempts: MAX_ATTEMPTS - 2 });
    const givingUp = await insertEmail({ attempts: MAX_ATTEMPTS - 1 });
    const { transport } = recordingTransport(() => new Error("421 try again later"));

    expect(await deliverDueEmails({ db: db(), transport, now: NOW })).toEqual({ sent: 0, retried: 1, failed: 1 });

    const retried = await readEmail(retrying.id);
    expect(retried).toMatchObject({ status: "pending", attempts: MAX_ATTEMPTS - 1 });
    expect(retried.nextAttemptAt.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(30_000 * 2 ** (MAX_ATTEMPTS - 2));
    expect(await readEmail(givingUp.id)).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "421 try again later",
    });
    expect(logged).toHaveBeenCalledOnce();
    expect(await deliverDueEmails({ db: db(), transport, now: secondsAfter(NOW, 86_400) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 1,
    });
    expect(await readEmail(retrying.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(await readEmail(givingUp.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("takes over mail left sending by a crashed worker only once its claim has expired", async () => {
    const crashedClaim = await insertEmail({ status: "sending", nextAttemptAt: NOW });
    const liveClaim = await insertEmail({ status: "sending", nextAttemptAt: secondsAfter(NOW, 1) });
    const { transport } = recordingTransport();

    expect(await deliverDueEmails({ db: db(), transport, now: NOW })).toEqual({ sent: 1, retried: 0, failed: 0 });

    expect(await readEmail(crashedClaim.id)).toMatchObject({ status: "sent" });
    expect(await readEmail(liveClaim.id)).toMatchObject({ status: "sending" });
  });

  it("claims for five minutes, so a claim is not taken over while it is live", async () => {
    const email = await insertEmail();
    let claimedUntil: Date | undefined;
    const transport: MailTransport = {
      send: async () => {
        claimedUntil = (await readEmail(email.id)).nextAttemptAt;
      },
      close: () => undefined,
    };
    await deliverDueEmails({ db: db(), transport, now: NOW });
    expect(claimedUntil).toEqual(new Date(NOW.getTime() + CLAIM_TIMEOUT_MS));
  });

  it("claims at most one batch per pass, oldest due first", async () => {
    const emails = [];
    for (let index = 0; index < 5; index++) {
      emails.push(await insertEmail({ subject: `Mail ${index}`, nextAttemptAt: secondsAfter(NOW, index - 10) }));
    }
    const { transport, sent } = recordingTransport();

    expect(await deliverDueEmails({ db: db(), transport, now: NOW, batchSize: 2 })).toEqual({
      sent: 2,
      retried: 0,
      failed: 0,
    });
    expect(sent.map((email) => email.subject)).toEqual(["Mail 0", "Mail 1"]);
  });

  describe("background loop", () => {
    afterEach(async () => {
      await stopOutboxWorker();
    });

    it("does not start without SMTP_URL, leaving mail pending in the outbox", async () => {
      const email = await insertEmail({ nextAttemptAt: new Date() });
      expect(startOutboxWorker({ intervalMs: 10 })).toBe(false);
      wakeOutboxWorker();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await readEmail(email.id)).toMatchObject({ status: "pending", attempts: 0 });
    });

    it("delivers due mail on its interval", async () => {
      const { transport, sent } = recordingTransport();
      startOutboxWorker({ intervalMs: 20, transport });
      const email = await insertEmail({ nextAttemptAt: new Date() });
      await vi.waitFor(async () => expect(await readEmail(email.id)).toMatchObject({ status: "sent" }));
      expect(sent).toHaveLength(1);
    });

    it("delivers queued mail as soon as it is woken", async () => {
      const { transport, sent } = recordingTransport();
      expect(startOutboxWorker({ intervalMs: 60_000, transport })).toBe(true);
      const first = await insertEmail({ nextAttemptAt: new Date() });
      wakeOutboxWorker();
      await vi.waitFor(async () => expect(await readEmail(first.id)).toMatchObject({ status: "sent" }));
      const second = await insertEmail({ nextAttemptAt: new Date() });
      wakeOutboxWorker();
      await vi.waitFor(async () => expect(await readEmail(second.id)).toMatchObject({ status: "sent" }));
      expect(sent).toHaveLength(2);
    });

    it("logs a failed run and carries on", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const { transport, sent } = recordingTransport();
      await insertEmail({ nextAttemptAt: new Date() });
      const claim = vi.spyOn(db(), "transaction").mockRejectedValueOnce(new Error("database is restarting"));
      startOutboxWorker({ intervalMs: 20, transport });
      await vi.waitFor(() => expect(sent).toHaveLength(1));
      expect(logged).toHaveBeenCalledOnce();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("database is restarting"));
      claim.mockRestore();
    });

    it("waits for the run in progress when stopped", async () => {
      let release: () => void = () => undefined;
      const sending = new Promise<void>((resolve) => {
        release = resolve;
      });
      const send = vi.fn(() => sending);
      const email = await insertEmail({ nextAttemptAt: new Date() });
      startOutboxWorker({ intervalMs: 60_000, transport: { send, close: () => undefined } });
      await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());

      let stopped = false;
      const stopping = stopOutboxWorker().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(await readEmail(email.id)).toMatchObject({ status: "sent" });
    });
  });
});
