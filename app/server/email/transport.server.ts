import nodemailer from "nodemailer";
import { getEnv } from "~/server/env.server";

export interface OutgoingEmail {
  /** The outbox row's id: the message's Message-ID, the same on every attempt. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** What the outbox worker needs from a mail server; tests can pass a stand-in. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * nodemailer waits up to 2 minutes for a connection by default. A worker's claim on a batch
 * lasts 5 minutes, so an unreachable server must fail fast or the batch outlives its claim
 * and another worker sends it again. Values given in SMTP_URL's query string win.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The SMTP transport for SMTP_URL, sending as MAIL_FROM, or undefined when SMTP_URL is unset:
 * then mail stays in the outbox (readable at /dev/mail outside production).
 */
export function createTransport({
  smtpUrl = getEnv().SMTP_URL,
  from = getEnv().MAIL_FROM,
  appUrl = getEnv().APP_URL,
}: {
  smtpUrl?: string;
  from?: string;
  appUrl?: string;
} = {}): MailTransport | undefined {
  if (!smtpUrl) return undefined;
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS_MS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  const transporter = nodemailer.createTransport(url.toString(), { from });
  const domain = new URL(appUrl).hostname;
  return {
    // Delivery is at least once: a process stopped between handing a message to the server and
    // marking it sent sends it again after a restart. Both copies carry the row's Message-ID, by
    // which mail systems recognise the second as the same message.
    async send({ id, to, subject, html, text }) {
      await transporter.sendMail({ messageId: `<${id}@${domain}>`, to, subject, html, text });
    },
    close: () => transporter.close(),
  };
}

/** The dev mailbox shows every queued email, verification codes included: never in production. */
export function isDevMailboxEnabled(): boolean {
  return getEnv().NODE_ENV !== "production";
}
