import { expect } from "@playwright/test";

export interface SinkMessage {
  to: string[];
  subject: string;
  /** The decoded plain-text body. */
  text: string;
  html: string;
  raw: string;
}

const sinkUrl = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT}`;

/** Every message delivered to `to` so far whose subject matches. */
export async function mailTo(to: string, subject: RegExp): Promise<SinkMessage[]> {
  const response = await fetch(`${sinkUrl}/messages?to=${encodeURIComponent(to)}`);
  const messages = (await response.json()) as SinkMessage[];
  return messages.filter((message) => subject.test(message.subject));
}

/** Waits until the app has delivered a message to `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<SinkMessage> {
  let found: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        [found] = await mailTo(to, subject);
        return Boolean(found);
      },
      { timeout: timeoutMs, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (!found) throw new Error("unreachable");
  return found;
}

/** A unique address per test run, so tests never read each other's mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** What the helpers below read: a message from the sink, or one read in the local inbox (local-inbox.ts). */
type ReadMessage = Pick<SinkMessage, "subject" | "text">;

/** The first link in the message's text whose path starts with `path`, as a browser would follow it. */
export function linkIn(message: ReadMessage, path: string): URL {
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(path)) return url;
  }
  throw new Error(`no ${path} link in "${message.subject}"`);
}

/** The 6-digit code in a verification email's body (subjects never carry it). */
export function codeIn(message: ReadMessage): string {
  const code = message.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in "${message.subject}"`);
  return code;
}
