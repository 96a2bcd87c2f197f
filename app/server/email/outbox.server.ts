import { renderToStaticMarkup } from "react-dom/server";
import type { Database, Transaction } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { type EmailPayload, type EmailTemplateName, emailTemplates } from "~/emails";

/**
 * Queues an email inside the caller's transaction: it is stored with the change that caused
 * it, and the worker delivers it later, so an SMTP outage delays mail but never loses it.
 */
export async function queueEmail<T extends EmailTemplateName>(
  db: Database | Transaction,
  { to, template, payload }: { to: string; template: T; payload: EmailPayload<T> },
): Promise<string> {
  const render = emailTemplates[template] as (payload: EmailPayload<T>) => ReturnType<(typeof emailTemplates)[T]>;
  const content = render(payload);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(content.element)}`;
  const [row] = await db
    .insert(emailOutbox)
    .values({ to, template, payload, subject: content.subject, html, text: content.text })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("The email could not be queued");
  return row.id;
}
