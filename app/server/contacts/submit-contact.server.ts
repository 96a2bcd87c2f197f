import { contacts } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { CONTACT_TOPICS, type ContactSubmission } from "~/lib/schemas/contact";
import { getDb } from "../db.server";
import { queueEmail } from "../email/outbox.server";

/**
 * Stores a contact message as `new` and, when `acknowledge`, queues the acknowledgement in the
 * visitor's language, in one transaction. The route leaves the acknowledgement out once the
 * address has had its few for the day (QUIET_RATE_LIMITS).
 */
export async function submitContact({
  submission,
  locale,
  acknowledge,
}: {
  submission: ContactSubmission;
  locale: Locale;
  acknowledge: boolean;
}): Promise<{ id: string }> {
  const db = await getDb();
  const topic = CONTACT_TOPICS[submission.subject];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contacts)
      .values({
        firstName: submission.firstName,
        lastName: submission.lastName,
        email: submission.email,
        phone: submission.phone ?? null,
        subject: topic.label,
        category: submission.subject,
        priority: topic.priority,
        message: submission.message,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error("The contact message was not stored");
    if (acknowledge) {
      await queueEmail(tx, {
        to: submission.email,
        template: "contact-acknowledgement",
        payload: { topic: submission.subject },
        locale,
      });
    }
    return row;
  });
}
