import nodemailer from "nodemailer";
import { DEV_MAIL_PATH } from "~/lib/account-paths";
import { type Env, getEnv } from "~/server/env.server";

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
 * The message nodemailer sends for an outbox row. Replies go to the support address where one is
 * configured (the sender is a no-reply address); emails invite a reply only then.
 */
export function mailMessage(
  { id, to, subject, html, text }: OutgoingEmail,
  { domain, replyTo }: { domain: string; replyTo: string | undefined },
) {
  return { messageId: `<${id}@${domain}>`, to, subject, html, text, ...(replyTo ? { replyTo } : {}) };
}

/**
 * The SMTP transport for SMTP_URL, sending as MAIL_FROM, or undefined when SMTP_URL is unset:
 * then mail stays in the outbox (readable at /dev/mail where isDevMailboxEnabled says so).
 */
export function createTransport({
  smtpUrl = getEnv().SMTP_URL,
  from = getEnv().MAIL_FROM,
  appUrl = getEnv().APP_URL,
  replyTo = getEnv().SUPPORT_EMAIL,
}: {
  smtpUrl?: string;
  from?: string;
  appUrl?: string;
  replyTo?: string;
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
    async send(email) {
      await transporter.sendMail(mailMessage(email, { domain, replyTo }));
    },
    close: () => transporter.close(),
  };
}

type MailEnv = Pick<Env, "NODE_ENV" | "LOCAL_RUN" | "SMTP_URL" | "APP_URL">;

/**
 * The dev mailbox (/dev/mail) shows every queued email, codes and one-time links included. It is
 * served in development, and on a local run (`npm start` without NODE_ENV=production set by the
 * operator) that has no SMTP_URL, where it is the only way to read them; never in a deployment.
 */
export function isDevMailboxEnabled(env: MailEnv = getEnv()): boolean {
  if (env.NODE_ENV !== "production") return true;
  return env.LOCAL_RUN && !env.SMTP_URL;
}

/** The start's one line about mail: where it goes, naming /dev/mail only where it is served. */
export function describeMailDelivery(env: MailEnv = getEnv()): { line: string; warn: boolean } {
  if (env.SMTP_URL) {
    // The host and port only: the URL may carry a user name and password.
    const server = new URL(env.SMTP_URL);
    return { line: `Mail: sent over SMTP through ${server.host}`, warn: false };
  }
  if (isDevMailboxEnabled(env))
    return { line: `Mail: no SMTP_URL, emails at ${env.APP_URL}${DEV_MAIL_PATH}`, warn: false };
  return { line: "Mail: no SMTP_URL, emails stay in the outbox and are not sent", warn: true };
}
