import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "~/db/schema";
import { queueEmail } from "~/server/email/outbox.server";
import { createTransport, type MailTransport } from "~/server/email/transport.server";
import { deliverDueEmails, MAX_ATTEMPTS } from "~/server/email/worker.server";
import { setupTestDatabase } from "../../setup/test-database";
import { outboxEmails } from "../../support/outbox";

interface ReceivedMessage {
  from: string;
  recipients: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtpSink(port = 0) {
  const messages: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  const listening = await new Promise<ReturnType<SMTPServer["listen"]>>((resolve, reject) => {
    const netServer = server.listen(port, "127.0.0.1", () => resolve(netServer));
    server.once("error", reject);
  });
  const address = listening.address();
  if (!address || typeof address === "string") throw new Error("the SMTP sink has no port");
  return {
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port with nothing listening: an SMTP server that is down. */
async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Just enough MIME to read a nodemailer message: unfolded headers and the text/plain part. */
function parseMessage(raw: string) {
  const head = (raw.split("\r\n\r\n", 1)[0] ?? "").replace(/\r\n[ \t]+/g, " ");
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1];
  const part = raw.match(/Content-Type: text\/plain[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/i);
  const quotedPrintable = /Content-Transfer-Encoding: quoted-printable/i.test(part?.[0] ?? "");
  const body = part?.[1] ?? "";
  const text = quotedPrintable
    ? Buffer.from(
        body
          .replace(/=\r\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        "latin1",
      ).toString("utf8")
    : body;
  return {
    subject: header("Subject"),
    to: header("To"),
    from: header("From"),
    messageId: header("Message-ID"),
    text: text.replace(/\r\n/g, "\n"),
  };
}

const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * The database stamps a queued email's next_attempt_at with microseconds; a JavaScript Date
 * taken in the same millisecond is truncated below it and would find the email not yet due.
 */
function justAfterQueueing(): Date {
  return new Date(Date.now() + 1);
}

describe("email delivery over SMTP", () => {
  const db = setupTestDatabase();
  const cleanups: (() => Promise<void> | void)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await db().delete(emailOutbox);
  });

  function smtpTransport(port: number): MailTransport {
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "MoveMatch <no-reply@movematch.test>",
      appUrl: "https://movematch.test",
    });
    if (!transport) throw new Error("no transport");
    cleanups.push(() => transport.close());
    return transport;
  }

  async function sink(port?: number) {
    const server = await startSmtpSink(port);
    cleanups.push(server.close);
    return server;
  }

  function queueAcknowledgement(to: string) {
    return queueEmail(db(), {
      to,
      template: "contact-acknowledgement",
      payload: { topic: "quote" },
    });
  }

  async function readEmail(id: string) {
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw new Error(`email ${id} is gone`);
    return row;
  }

  it("delivers a queued email to the right recipient with its subject and text", async () => {
    const server = await sink();
    const id = await queueAcknowledgement("amira@example.com");

    const counts = await deliverDueEmails({ db: db(), transport: smtpTransport(server.port) });

    expect(counts).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(server.messages).toHaveLength(1);
    const [message] = server.messages;
    expect(message?.recipients).toEqual(["amira@example.com"]);
    expect(message?.from).toBe("no-reply@movematch.test");
    const parsed = parseMessage(message?.raw ?? "");
    expect(parsed.subject).toBe("We have received your message: Getting quotes for my move");
    expect(parsed.to).toBe("amira@example.com");
    expect(parsed.from).toBe("MoveMatch <no-reply@movematch.test>");
    // The outbox row names the message: a copy sent again after a crash is recognisably the same.
    expect(parsed.messageId).toBe(`<${id}@movematch.test>`);
    expect(parsed.text).toContain("Hello,\n\nThank you for contacting MoveMatch.");
    expect(parsed.text).toContain("We reply to every message within 24 hours.");
    expect(message?.raw).toContain("Content-Type: text/html");
    expect(await readEmail(id)).toMatchObject({ status: "sent", attempts: 0, lastError: null });
    expect((await readEmail(id)).sentAt).toBeInstanceOf(Date);
  });

  it("keeps mail while the SMTP server is down and delivers it once, after it is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const port = await findClosedPort();
    const transport = smtpTransport(port);
    const id = await queueAcknowledgement("outage@example.com");
    const start = justAfterQueueing();

    expect(await deliverDueEmails({ db: db(), transport, now: start })).toEqual({ sent: 0, retried: 1, failed: 0 });
    const waiting = await readEmail(id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(start.getTime());

    const server = await sink(port);
    expect(await deliverDueEmails({ db: db(), transport, now: start })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(server.messages).toHaveLength(0);

    const later = secondsAfter(waiting.nextAttemptAt, 1);
    expect(await deliverDueEmails({ db: db(), transport, now: later })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await deliverDueEmails({ db: db(), transport, now: secondsAfter(later, 3600) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(server.messages.map((message) => message.recipients)).toEqual([["outage@example.com"]]);
    expect(await readEmail(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("marks mail failed after the last attempt", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Nothing listens on port 1: every attempt is refused.
    const transport = smtpTransport(1);
    const id = await queueAcknowledgement("unlucky@example.com");
    let now = justAfterQueueing();

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const expected = attempt < MAX_ATTEMPTS ? { retried: 1, failed: 0 } : { retried: 0, failed: 1 };
      expect(await deliverDueEmails({ db: db(), transport, now })).toEqual({ sent: 0, ...expected });
      now = secondsAfter((await readEmail(id)).nextAttemptAt, 1);
    }

    const row = await readEmail(id);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("Email delivery failed for good"));
    expect(await deliverDueEmails({ db: db(), transport, now: secondsAfter(now, 86_400) })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it("delivers each email exactly once when two workers run at the same time", async () => {
    const server = await sink();
    const recipients = Array.from({ length: 6 }, (_, index) => `mover-${index}@example.com`);
    for (const recipient of recipients) await queueAcknowledgement(recipient);

    const results = await Promise.all([
      deliverDueEmails({ db: db(), transport: smtpTransport(server.port), batchSize: 3 }),
      deliverDueEmails({ db: db(), transport: smtpTransport(server.port), batchSize: 3 }),
    ]);

    expect(results).toEqual([
      { sent: 3, retried: 0, failed: 0 },
      { sent: 3, retried: 0, failed: 0 },
    ]);
    expect(server.messages.flatMap((message) => message.recipients).sort()).toEqual(recipients);
    const rows = await outboxEmails(db());
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill("sent"));
  });
});
