import { eq, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import type { Database, Transaction } from "~/db/client.server";
import { companies, emailOutbox, user } from "~/db/schema";
import { type EmailPayload, type EmailTemplateName, emailTemplates } from "~/emails";
import { emailFooterText } from "~/emails/email-layout";
import type { EmailContent, EmailContext, EmailSender } from "~/emails/types";
import { serverI18n } from "~/i18n/catalogues.server";
import { asLocale, type Locale } from "~/i18n/config";
import { fixedT } from "~/i18n/fixed-t";
import { getDb } from "../db.server";
import { getSupplier } from "../supplier.server";
import { wakeOutboxWorkerWhen } from "./worker.server";

/** One email to queue: the template, its payload, and the language to write it in. */
export type OutgoingEmail = {
  [T in EmailTemplateName]: { to: string; template: T; payload: EmailPayload<T>; locale?: Locale };
}[EmailTemplateName];

/**
 * Queues an email inside the caller's transaction: it is stored with the change that caused
 * it, and the worker delivers it later, so an SMTP outage delays mail but never loses it. The
 * worker is woken as soon as that transaction commits, so callers never have to.
 *
 * The email is written in `locale`, the language the recipient used with us; without one, in
 * the language of the account or company that uses the address (English when there is none).
 */
export async function queueEmail<T extends EmailTemplateName>(
  db: Database | Transaction,
  email: { to: string; template: T; payload: EmailPayload<T>; locale?: Locale },
): Promise<string> {
  const [id] = await queueEmails(db, [email as OutgoingEmail]);
  if (!id) throw new Error("The email could not be queued");
  return id;
}

/** Queues several emails as queueEmail does, in one insert (a submission tells up to 7 people). */
export async function queueEmails(db: Database | Transaction, emails: readonly OutgoingEmail[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = [];
  for (const { to, template, payload, locale } of emails) {
    const { subject, html, text } = renderEmail(template, payload, locale ?? (await recipientLocale(db, to)));
    rows.push({ to, template, payload, subject, html, text });
  }
  const written = await db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
  const first = written[0];
  if (!first) throw new Error("The emails could not be queued");
  wakeOutboxWorkerWhen(() => committed(first.id));
  return written.map((row) => row.id);
}

const EMAIL_NAMESPACES = ["emails", "contact"] as const;

/** An email as it is queued: subject, HTML and plain text, in `locale`, signed by `sender`. */
export function renderEmail<T extends EmailTemplateName>(
  template: T,
  payload: EmailPayload<T>,
  locale: Locale,
  sender: EmailSender = getSupplier(),
) {
  const render = emailTemplates[template] as (payload: EmailPayload<T>, context: EmailContext) => EmailContent;
  // The shared `t` keeps texts that do not vary: a submission renders 7 emails, most texts alike.
  const context: EmailContext = { t: fixedT(serverI18n(locale), EMAIL_NAMESPACES), locale, sender };
  const content = render(payload, context);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(content.element)}`;
  return { subject: content.subject, html, text: `${content.text.trimEnd()}\n\n--\n${emailFooterText(context)}\n` };
}

/**
 * Resolves once the transaction that queued the email has committed: that is when other
 * connections see its row (Drizzle has no post-commit hook). On PGlite the first look already
 * waits for the transaction; on PostgreSQL a few short looks do. A rolled-back email never
 * appears, so the looks stop after about five seconds and the worker's interval takes over.
 */
async function committed(emailId: string): Promise<void> {
  const db = await getDb();
  for (let delayMs = 20; delayMs <= 2560; delayMs *= 2) {
    const [row] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, emailId));
    if (row) return;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}

/** The language of the account, or else the company, that uses this address. */
async function recipientLocale(db: Database | Transaction, email: string): Promise<Locale> {
  const address = email.trim().toLowerCase();
  const [account] = await db
    .select({ locale: user.locale })
    .from(user)
    .where(eq(sql`lower(${user.email})`, address))
    .limit(1);
  const [company] = account
    ? []
    : await db
        .select({ locale: companies.locale })
        .from(companies)
        .where(eq(sql`lower(${companies.email})`, address))
        .limit(1);
  return asLocale(account?.locale ?? company?.locale);
}
